/**
 * A field's `depends_on`, `mandatory_depends_on` and `read_only_depends_on`, as Frappe's form reads
 * them: a fieldname (true when that value is set; a table when it has rows) or `eval:` and a
 * JavaScript expression over `doc` and `parent`. The expression is never run as code (the desk's
 * policy forbids eval, and a DocType's author is not trusted with the reader's session): it is
 * parsed here as a small part of JavaScript — literals, `doc.x` and `doc["x"]`, `!`, `&&`, `||`,
 * `? :`, comparisons, `.length`, `.includes()` and `in_list()` — and anything else is unsupported
 * (docs/DECISIONS.md D116).
 */

type Value = unknown;
type Node =
  | { k: 'lit'; v: Value }
  | { k: 'name'; name: string }
  | { k: 'member'; object: Node; key: Node }
  | { k: 'call'; callee: Node; args: Node[] }
  | { k: 'list'; items: Node[] }
  | { k: 'unary'; op: string; operand: Node }
  | { k: 'binary'; op: string; left: Node; right: Node }
  | { k: 'cond'; test: Node; then: Node; otherwise: Node };

/** An expression outside the supported part of JavaScript, or one that does not parse. */
export class UnsupportedExpression extends Error {}

const OPERATORS = ['===', '!==', '==', '!=', '<=', '>=', '&&', '||', '!', '<', '>', '(', ')', '[', ']', '.', ',', '?', ':', '-'];
const LITERALS: Record<string, Value> = { true: true, false: false, null: null, undefined };
/** Limits that keep a hostile expression cheap. */
const MAX_LENGTH = 1000;
const MAX_DEPTH = 32;

type Token = { t: 'num' | 'str' | 'id' | 'op' | 'end'; v: string };

function tokenize(src: string): Token[] {
  if (src.length > MAX_LENGTH) throw new UnsupportedExpression(`longer than ${MAX_LENGTH} characters`);
  const out: Token[] = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i];
    if (/\s/.test(c)) { i++; continue; }
    const num = /^\d+(\.\d+)?/.exec(src.slice(i));
    if (num) { out.push({ t: 'num', v: num[0] }); i += num[0].length; continue; }
    const id = /^[A-Za-z_$][\w$]*/.exec(src.slice(i));
    if (id) { out.push({ t: 'id', v: id[0] }); i += id[0].length; continue; }
    if (c === '"' || c === "'") {
      let s = '';
      for (i++; i < src.length && src[i] !== c; i++) s += src[i] === '\\' ? src[++i] ?? '' : src[i];
      if (src[i] !== c) throw new UnsupportedExpression('unterminated string');
      out.push({ t: 'str', v: s });
      i++;
      continue;
    }
    const op = OPERATORS.find((o) => src.startsWith(o, i));
    if (!op) throw new UnsupportedExpression(`unexpected "${c}"`);
    out.push({ t: 'op', v: op });
    i += op.length;
  }
  out.push({ t: 'end', v: '' });
  return out;
}

function parse(src: string): Node {
  const tokens = tokenize(src);
  let pos = 0;
  let depth = 0;
  const peek = () => tokens[pos];
  const isOp = (...ops: string[]) => peek().t === 'op' && ops.includes(peek().v);
  const expect = (op: string) => {
    if (!isOp(op)) throw new UnsupportedExpression(`expected "${op}"`);
    pos++;
  };
  const nested = (fn: () => Node): Node => {
    if (++depth > MAX_DEPTH) throw new UnsupportedExpression(`nested more than ${MAX_DEPTH} deep`);
    try { return fn(); } finally { depth--; }
  };
  const binary = (next: () => Node, ops: string[]) => (): Node => {
    let left = next();
    while (isOp(...ops)) {
      const op = tokens[pos++].v;
      left = { k: 'binary', op, left, right: next() };
    }
    return left;
  };
  const expression = (): Node => nested(() => {
    const test = or();
    if (!isOp('?')) return test;
    pos++;
    const then = expression();
    expect(':');
    return { k: 'cond', test, then, otherwise: expression() };
  });
  const list = (close: string): Node[] => {
    const items: Node[] = [];
    while (!isOp(close)) {
      items.push(expression());
      if (!isOp(close)) expect(',');
    }
    pos++;
    return items;
  };
  const primary = (): Node => {
    const tok = tokens[pos++];
    if (tok.t === 'num') return { k: 'lit', v: Number(tok.v) };
    if (tok.t === 'str') return { k: 'lit', v: tok.v };
    if (tok.t === 'id') return tok.v in LITERALS ? { k: 'lit', v: LITERALS[tok.v] } : { k: 'name', name: tok.v };
    if (tok.t === 'op' && tok.v === '(') {
      const inner = expression();
      expect(')');
      return inner;
    }
    if (tok.t === 'op' && tok.v === '[') return { k: 'list', items: list(']') };
    throw new UnsupportedExpression(tok.t === 'end' ? 'unexpected end' : `unexpected "${tok.v}"`);
  };
  const postfix = (): Node => {
    let node = primary();
    for (;;) {
      if (isOp('.')) {
        pos++;
        const tok = tokens[pos++];
        if (tok.t !== 'id') throw new UnsupportedExpression('expected a property name');
        node = { k: 'member', object: node, key: { k: 'lit', v: tok.v } };
      } else if (isOp('[')) {
        pos++;
        const key = expression();
        expect(']');
        node = { k: 'member', object: node, key };
      } else if (isOp('(')) {
        pos++;
        node = { k: 'call', callee: node, args: list(')') };
      } else return node;
    }
  };
  const unary = (): Node => (isOp('!', '-') ? nested(() => ({ k: 'unary', op: tokens[pos++].v, operand: unary() })) : postfix());
  const relational = binary(unary, ['<', '>', '<=', '>=']);
  const equality = binary(relational, ['===', '!==', '==', '!=']);
  const and = binary(equality, ['&&']);
  const or = binary(and, ['||']);
  const tree = expression();
  if (peek().t !== 'end') throw new UnsupportedExpression(`unexpected "${peek().v}"`);
  return tree;
}

/** JavaScript's `==` between the values a document holds (strings, numbers, booleans, null). */
function looseEqual(a: Value, b: Value): boolean {
  if (a === b) return true;
  if (a == null || b == null) return a == null && b == null;
  if (typeof a === 'object' || typeof b === 'object') return false;
  const num = (v: Value) => (typeof v === 'boolean' ? Number(v) : typeof v === 'string' && v.trim() === '' ? 0 : Number(v));
  if (typeof a === 'string' && typeof b === 'string') return false;
  return num(a) === num(b);
}

/** Own data only: never a prototype's properties (`constructor`, `__proto__`) nor a function. */
function member(object: Value, key: Value): Value {
  if (object == null) throw new UnsupportedExpression(`cannot read "${String(key)}" of ${String(object)}`);
  if (key === 'length' && (typeof object === 'string' || Array.isArray(object))) return object.length;
  if (typeof object !== 'object' || (typeof key !== 'string' && typeof key !== 'number')) return undefined;
  return Object.hasOwn(object, key) ? (object as Record<string | number, Value>)[key] : undefined;
}

function includes(haystack: Value, needle: Value): boolean {
  if (Array.isArray(haystack)) return haystack.some((x) => x === needle);
  if (typeof haystack === 'string') return haystack.includes(String(needle));
  throw new UnsupportedExpression('includes() of neither a list nor a text');
}

function call(node: Extract<Node, { k: 'call' }>, scope: Record<string, Value>): Value {
  const args = node.args.map((a) => evaluate(a, scope));
  if (node.callee.k === 'name' && node.callee.name === 'in_list') return includes(args[0], args[1]);
  if (node.callee.k === 'member' && node.callee.key.k === 'lit' && node.callee.key.v === 'includes') return includes(evaluate(node.callee.object, scope), args[0]);
  throw new UnsupportedExpression('only in_list() and .includes() may be called');
}

function evaluate(node: Node, scope: Record<string, Value>): Value {
  switch (node.k) {
    case 'lit': return node.v;
    case 'name':
      if (!Object.hasOwn(scope, node.name)) throw new UnsupportedExpression(`unknown name "${node.name}"`);
      return scope[node.name];
    case 'member': return member(evaluate(node.object, scope), evaluate(node.key, scope));
    case 'call': return call(node, scope);
    case 'list': return node.items.map((i) => evaluate(i, scope));
    case 'unary': return node.op === '!' ? !evaluate(node.operand, scope) : -Number(evaluate(node.operand, scope));
    case 'cond': return evaluate(node.test, scope) ? evaluate(node.then, scope) : evaluate(node.otherwise, scope);
    case 'binary': {
      const left = evaluate(node.left, scope);
      if (node.op === '&&') return left ? evaluate(node.right, scope) : left;
      if (node.op === '||') return left ? left : evaluate(node.right, scope);
      const right = evaluate(node.right, scope);
      switch (node.op) {
        case '===': return left === right;
        case '!==': return left !== right;
        case '==': return looseEqual(left, right);
        case '!=': return !looseEqual(left, right);
        default: {
          const [a, b] = [left as number | string, right as number | string];
          return node.op === '<' ? a < b : node.op === '>' ? a > b : node.op === '<=' ? a <= b : a >= b;
        }
      }
    }
  }
}

/** The value of an `eval:` expression over `doc` and `parent`; throws UnsupportedExpression. */
export function evalExpression(source: string, doc: Record<string, Value>, parent: Record<string, Value> | null): Value {
  return evaluate(parse(source), { doc, parent });
}

/**
 * Whether `expression` holds for the document, as Frappe's evaluate_depends_on_value decides: a
 * fieldname holds when the value is set, `eval:` is evaluated; no rule, `fn:` (a form script's
 * method: svc's desk runs no form scripts) and an unsupported expression answer `fallback`, what
 * the field is without a rule (shown; not mandatory; not read-only).
 */
export function dependsOn(expression: string | undefined | null, doc: Record<string, Value>, parent: Record<string, Value> | null, fallback: boolean): boolean {
  const rule = (expression ?? '').trim();
  if (!rule) return fallback;
  if (rule.startsWith('fn:')) return fallback;
  if (rule.startsWith('eval:')) {
    try {
      return Boolean(evalExpression(rule.slice(5), doc, parent));
    } catch (e) {
      if (e instanceof UnsupportedExpression) return fallback;
      throw e;
    }
  }
  const value = doc[rule];
  return Array.isArray(value) ? value.length > 0 : Boolean(value);
}
