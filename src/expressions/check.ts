import { FUNCTIONS, METHODS, type FunctionSpec } from './functions.ts';
import type { ArithOp, CompareOp, Expr } from './parse.ts';
import { SyntaxFault } from './tokens.ts';

/**
 * A parsed condition checked against what it may read (docs/DECISIONS.md D72): every name is one
 * the caller allows, every attribute of a name the caller describes is one of its fields, every
 * call is an allowed function or method, and no attribute reaches JavaScript's or Python's
 * internals. What passes is a tree the evaluator runs without further name checks.
 */

export type Node =
  | { type: 'literal'; value: null | boolean | number | string }
  | { type: 'name'; name: string }
  | { type: 'user' }
  | { type: 'attribute'; object: Node; name: string }
  | { type: 'subscript'; object: Node; index: Node }
  | { type: 'function'; name: string; spec: FunctionSpec; args: Node[] }
  | { type: 'method'; name: string; spec: (typeof METHODS)[string]; object: Node; args: Node[] }
  | { type: 'list'; items: Node[] }
  | { type: 'not'; operand: Node }
  | { type: 'negate'; sign: '-' | '+'; operand: Node }
  | { type: 'logic'; op: 'and' | 'or'; left: Node; right: Node }
  | { type: 'arith'; op: ArithOp; left: Node; right: Node }
  | { type: 'compare'; ops: CompareOp[]; operands: Node[] }
  | { type: 'conditional'; test: Node; then: Node; otherwise: Node };

export interface CheckOptions {
  /** The names a condition may read (`doc`, or a DocType's fields for Assignment Rules). */
  names: readonly string[];
  /** The attributes a name has, when known (a DocType's fields): others are refused. */
  fields?: Readonly<Record<string, readonly string[]>>;
}

/** JavaScript's and Python's own attribute names: never data, refused whatever they are read on. */
const INTERNAL = new Set(['constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', 'propertyIsEnumerable', 'toLocaleString', 'toJSON', 'caller', 'callee', 'arguments', 'apply', 'bind', 'call', 'then', 'mro', 'func_globals', 'f_globals', 'gi_frame', 'tb_frame']);

const isInternal = (name: string) => name.startsWith('__') || INTERNAL.has(name);

/** A dotted path of plain names (`frappe.utils.nowdate`), or null. */
function dottedPath(e: Expr): string[] | null {
  if (e.type === 'name') return [e.name];
  if (e.type !== 'attribute') return null;
  const head = dottedPath(e.object);
  return head && [...head, e.name];
}

function functionNamed(path: string[] | null, names: ReadonlySet<string>): string | null {
  if (!path) return null;
  const last = path[path.length - 1];
  if (!Object.hasOwn(FUNCTIONS, last)) return null;
  if (path.length === 1) return names.has(last) ? null : last;
  const prefix = path.slice(0, -1).join('.');
  return prefix === 'frappe.utils' || prefix === 'utils' ? last : null;
}

export function checkExpression(tree: Expr, options: CheckOptions): Node {
  const names = new Set(options.names);
  const fields = new Map(Object.entries(options.fields ?? {}).map(([name, list]) => [name, new Set(list)]));

  const check = (e: Expr): Node => {
    const fault = (message: string): never => {
      throw new SyntaxFault(message, e.col);
    };
    switch (e.type) {
      case 'literal':
        return { type: 'literal', value: e.value };
      case 'name':
        if (isInternal(e.name)) fault(`"${e.name}" is not allowed`);
        if (e.name === 'frappe' && !names.has('frappe')) fault('"frappe" alone is not a value: use frappe.session.user or a frappe.utils function');
        if (!names.has(e.name)) fault(Object.hasOwn(FUNCTIONS, e.name) ? `"${e.name}" is a function: call it as ${e.name}(...)` : `unknown name "${e.name}"`);
        return { type: 'name', name: e.name };
      case 'attribute': {
        if (isInternal(e.name)) fault(`the attribute "${e.name}" is not allowed`);
        const path = dottedPath(e);
        if (path?.[0] === 'frappe' && !names.has('frappe')) {
          if (path.join('.') === 'frappe.session.user') return { type: 'user' };
          if (path[1] === 'session') return fault('only frappe.session.user is available');
          if (path.length === 2 && path[1] === 'utils') return fault('frappe.utils alone is not a value: call one of its functions');
          if (path.length > 1) fault(`"${path.join('.')}" is not available`);
        }
        if (e.object.type === 'name' && fields.has(e.object.name) && !fields.get(e.object.name)!.has(e.name)) {
          fault(`${e.object.name} has no field "${e.name}"`);
        }
        if (Object.hasOwn(METHODS, e.name)) fault(`"${e.name}" is a method: call it as .${e.name}(...)`);
        return { type: 'attribute', object: check(e.object), name: e.name };
      }
      case 'subscript':
        return { type: 'subscript', object: check(e.object), index: check(e.index) };
      case 'call': {
        const path = dottedPath(e.callee);
        const fn = functionNamed(path, names);
        const args = e.args.map(check);
        if (fn) {
          const spec = FUNCTIONS[fn];
          if (args.length < spec.min || args.length > spec.max) fault(arity(fn, spec, args.length));
          return { type: 'function', name: fn, spec, args };
        }
        const callee = e.callee;
        if (callee.type === 'attribute' && Object.hasOwn(METHODS, callee.name)) {
          const spec = METHODS[callee.name];
          if (args.length < spec.min || args.length > spec.max) fault(arity(callee.name, spec, args.length));
          return { type: 'method', name: callee.name, spec, object: check(callee.object), args };
        }
        if (callee.type === 'name' && !isInternal(callee.name)) return fault(`unknown function "${callee.name}"`);
        // What is called is refused as a value first (internals, frappe.db, unknown names), then as a call.
        check(callee);
        return fault(callee.type === 'attribute' ? `the method "${callee.name}" is not allowed` : 'only functions and methods can be called');
      }
      case 'list':
        return { type: 'list', items: e.items.map(check) };
      case 'not':
        return { type: 'not', operand: check(e.operand) };
      case 'negate':
        return { type: 'negate', sign: e.sign, operand: check(e.operand) };
      case 'logic':
        return { type: 'logic', op: e.op, left: check(e.left), right: check(e.right) };
      case 'arith':
        return { type: 'arith', op: e.op, left: check(e.left), right: check(e.right) };
      case 'compare':
        e.ops.forEach((op, i) => {
          const right = e.operands[i + 1];
          if ((op === 'is' || op === 'is not') && !(right.type === 'literal' && (right.value === null || typeof right.value === 'boolean'))) {
            fault(`"${op}" compares only with None, True or False: use "${op === 'is' ? '==' : '!='}"`);
          }
        });
        return { type: 'compare', ops: e.ops, operands: e.operands.map(check) };
      case 'conditional':
        return { type: 'conditional', test: check(e.test), then: check(e.then), otherwise: check(e.otherwise) };
    }
  };
  return check(tree);
}

const arity = (name: string, spec: FunctionSpec, given: number) =>
  `${name}() takes ${spec.min === spec.max ? spec.min : `${spec.min} to ${spec.max}`} argument${spec.max === 1 ? '' : 's'} (${given} given)`;
