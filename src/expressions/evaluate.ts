import type { EvalEnv } from './functions.ts';
import type { Node } from './check.ts';
import { arithmetic, compare, contains, equals, isDict, truthy, typeName, ValueFault, type Value } from './values.ts';

/** Runs a checked tree over plain data, as Python would evaluate the same expression. */
export function evaluateNode(node: Node, scope: { readonly [name: string]: Value }, env: EvalEnv): Value {
  const run = (n: Node): Value => {
    switch (n.type) {
      case 'literal':
        return n.value;
      case 'name':
        return Object.hasOwn(scope, n.name) ? scope[n.name] : null;
      case 'user':
        return env.user;
      case 'attribute': {
        const object = run(n.object);
        // A document is Frappe's _dict: a field it lacks reads as None.
        if (isDict(object)) return Object.hasOwn(object, n.name) ? object[n.name] : null;
        throw new ValueFault(`'${typeName(object)}' object has no attribute '${n.name}'`);
      }
      case 'subscript':
        return subscript(run(n.object), run(n.index));
      case 'function':
        return n.spec.call(n.args.map(run), env);
      case 'method': {
        const object = run(n.object);
        const kind = typeof object === 'string' ? 'str' : isDict(object) ? 'dict' : null;
        if (kind !== n.spec.on) throw new ValueFault(`'${typeName(object)}' object has no attribute '${n.name}'`);
        return n.spec.call([object, ...n.args.map(run)], env);
      }
      case 'list':
        return n.items.map(run);
      case 'not':
        return !truthy(run(n.operand));
      case 'negate': {
        const v = run(n.operand);
        if (typeof v !== 'number' && typeof v !== 'boolean') throw new ValueFault(`bad operand type for unary ${n.sign}: '${typeName(v)}'`);
        return n.sign === '-' ? -Number(v) : Number(v);
      }
      case 'logic': {
        const left = run(n.left);
        return truthy(left) === (n.op === 'or') ? left : run(n.right);
      }
      case 'arith':
        return arithmetic(n.op, run(n.left), run(n.right));
      case 'compare': {
        let left = run(n.operands[0]);
        for (let i = 0; i < n.ops.length; i++) {
          const right = run(n.operands[i + 1]);
          if (!compareOnce(n.ops[i], left, right)) return false;
          left = right;
        }
        return true;
      }
      case 'conditional':
        return truthy(run(n.test)) ? run(n.then) : run(n.otherwise);
    }
  };
  return run(node);
}

function compareOnce(op: string, a: Value, b: Value): boolean {
  switch (op) {
    case '==':
      return equals(a, b);
    case '!=':
      return !equals(a, b);
    case 'in':
      return contains(b, a);
    case 'not in':
      return !contains(b, a);
    // The checker allows `is` only with None, True and False, whose identity is their value.
    case 'is':
      return a === b;
    case 'is not':
      return a !== b;
    case '<':
      return compare(a, b, op) < 0;
    case '<=':
      return compare(a, b, op) <= 0;
    case '>':
      return compare(a, b, op) > 0;
    default:
      return compare(a, b, op) >= 0;
  }
}

function subscript(object: Value, index: Value): Value {
  if (Array.isArray(object) || typeof object === 'string') {
    if (typeof index !== 'number' && typeof index !== 'boolean') throw new ValueFault(`${typeName(object)} indices must be integers, not ${typeName(index)}`);
    const i = Number(index);
    if (!Number.isInteger(i)) throw new ValueFault(`${typeName(object)} indices must be integers, not float`);
    const at = i < 0 ? object.length + i : i;
    if (at < 0 || at >= object.length) throw new ValueFault(`${typeName(object)} index out of range`);
    return object[at];
  }
  // Lenient as .get(): a missing key reads as None (docs/DECISIONS.md D72).
  if (isDict(object)) return typeof index === 'string' && Object.hasOwn(object, index) ? object[index] : null;
  throw new ValueFault(`'${typeName(object)}' object is not subscriptable`);
}
