import { SyntaxFault, tokenize, type Token } from './tokens.ts';

/**
 * Frappe's conditions parsed as Python expressions (docs/DECISIONS.md D72): literals, names,
 * attributes, subscripts, calls, lists and tuples, `not`/`and`/`or`, comparisons (chained as
 * Python chains them, with `in`, `not in`, `is`, `is not`), `+ - * / // %`, unary signs and
 * `a if c else b`. Anything else of Python is a SyntaxFault with its column.
 */

export type CompareOp = '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | 'not in' | 'is' | 'is not';
export type ArithOp = '+' | '-' | '*' | '/' | '//' | '%';

export type Expr =
  | { type: 'literal'; value: null | boolean | number | string; col: number }
  | { type: 'name'; name: string; col: number }
  | { type: 'attribute'; object: Expr; name: string; col: number }
  | { type: 'subscript'; object: Expr; index: Expr; col: number }
  | { type: 'call'; callee: Expr; args: Expr[]; col: number }
  | { type: 'list'; items: Expr[]; col: number }
  | { type: 'not'; operand: Expr; col: number }
  | { type: 'negate'; sign: '-' | '+'; operand: Expr; col: number }
  | { type: 'logic'; op: 'and' | 'or'; left: Expr; right: Expr; col: number }
  | { type: 'arith'; op: ArithOp; left: Expr; right: Expr; col: number }
  | { type: 'compare'; ops: CompareOp[]; operands: Expr[]; col: number }
  | { type: 'conditional'; test: Expr; then: Expr; otherwise: Expr; col: number };

export interface ParseLimits {
  tokens: number;
  depth: number;
}

/** Python keywords that are not part of this language: named in the error rather than "unknown name". */
const UNSUPPORTED = new Set(['lambda', 'for', 'while', 'import', 'from', 'def', 'class', 'return', 'yield', 'await', 'async', 'with', 'as', 'del', 'global', 'nonlocal', 'assert', 'raise', 'try', 'except', 'finally', 'pass', 'break', 'continue', 'elif']);
const KEYWORDS = new Set(['and', 'or', 'not', 'in', 'is', 'if', 'else', 'None', 'True', 'False']);
const CONSTANTS: Record<string, null | boolean> = { None: null, True: true, False: false };
const SIMPLE_COMPARE = new Set(['==', '!=', '<', '<=', '>', '>=']);

/** The tree of `source`; throws SyntaxFault. */
export function parseExpression(source: string, limits: ParseLimits): Expr {
  const tokens = tokenize(source, limits.tokens);
  let pos = 0;
  let depth = 0;

  const peek = (): Token => tokens[pos];
  const isOp = (value: string, t = peek()) => t.kind === 'op' && t.value === value;
  const isWord = (value: string, t = peek()) => t.kind === 'name' && t.value === value;
  const fault = (message: string, t = peek()): never => {
    throw new SyntaxFault(message, t.col);
  };
  const describe = (t: Token) => (t.kind === 'end' ? 'the end' : t.kind === 'str' ? 'a string' : `"${t.value}"`);
  const expectOp = (value: string) => {
    if (!isOp(value)) fault(`expected "${value}", found ${describe(peek())}`);
    pos++;
  };
  const nested = <T>(fn: () => T): T => {
    if (++depth > limits.depth) fault(`nested more than ${limits.depth} deep`);
    try {
      return fn();
    } finally {
      depth--;
    }
  };

  const expression = (): Expr =>
    nested(() => {
      const value = orTest();
      if (!isWord('if')) return value;
      const col = peek().col;
      pos++;
      const test = orTest();
      if (!isWord('else')) fault('expected "else" after the condition of "... if ..."');
      pos++;
      return { type: 'conditional', test, then: value, otherwise: expression(), col };
    });

  const orTest = (): Expr => {
    let left = andTest();
    while (isWord('or')) {
      const col = tokens[pos++].col;
      left = { type: 'logic', op: 'or', left, right: andTest(), col };
    }
    return left;
  };

  const andTest = (): Expr => {
    let left = notTest();
    while (isWord('and')) {
      const col = tokens[pos++].col;
      left = { type: 'logic', op: 'and', left, right: notTest(), col };
    }
    return left;
  };

  const notTest = (): Expr =>
    nested(() => {
      if (!isWord('not')) return comparison();
      const col = tokens[pos++].col;
      return { type: 'not', operand: notTest(), col };
    });

  const compareOp = (): CompareOp | null => {
    const t = peek();
    if (t.kind === 'op' && SIMPLE_COMPARE.has(t.value)) return pos++, t.value as CompareOp;
    if (isWord('in')) return pos++, 'in';
    if (isWord('not') && isWord('in', tokens[pos + 1])) return (pos += 2), 'not in';
    if (isWord('is')) {
      pos++;
      if (isWord('not')) return pos++, 'is not';
      return 'is';
    }
    return null;
  };

  const comparison = (): Expr => {
    const first = arith();
    const col = peek().col;
    const ops: CompareOp[] = [];
    const operands = [first];
    for (let op = compareOp(); op; op = compareOp()) {
      ops.push(op);
      operands.push(arith());
    }
    return ops.length ? { type: 'compare', ops, operands, col } : first;
  };

  const binary = (ops: string[], next: () => Expr) => (): Expr => {
    let left = next();
    for (let t = peek(); t.kind === 'op' && ops.includes(t.value); t = peek()) {
      pos++;
      left = { type: 'arith', op: t.value as ArithOp, left, right: next(), col: t.col };
    }
    return left;
  };

  const factor = (): Expr =>
    nested(() => {
      const t = peek();
      if (isOp('-') || isOp('+')) {
        pos++;
        return { type: 'negate', sign: t.value as '-' | '+', operand: factor(), col: t.col };
      }
      const value = postfix();
      if (isOp('**')) fault('"**" is not supported');
      return value;
    });
  const term = binary(['*', '/', '//', '%'], factor);
  const arith = binary(['+', '-'], term);

  const postfix = (): Expr => {
    let value = atom();
    for (;;) {
      const t = peek();
      if (isOp('.')) {
        pos++;
        const name = peek();
        if (name.kind !== 'name' || KEYWORDS.has(name.value)) return fault(`expected a name after ".", found ${describe(name)}`);
        pos++;
        value = { type: 'attribute', object: value, name: name.value, col: name.col };
      } else if (isOp('(')) {
        pos++;
        value = nested(() => ({ type: 'call', callee: value, args: sequence(')'), col: t.col }) as Expr);
      } else if (isOp('[')) {
        pos++;
        const index = nested(expression);
        if (isOp(':')) fault('slices are not supported');
        expectOp(']');
        value = { type: 'subscript', object: value, index, col: t.col };
      } else {
        return value;
      }
    }
  };

  /** Comma-separated expressions up to `close` (consumed); a trailing comma is allowed. */
  const sequence = (close: string): Expr[] => {
    const items: Expr[] = [];
    while (!isOp(close)) {
      items.push(expression());
      if (!isOp(',')) break;
      pos++;
    }
    expectOp(close);
    return items;
  };

  const atom = (): Expr => {
    const t = peek();
    if (t.kind === 'num') return pos++, { type: 'literal', value: t.value, col: t.col };
    if (t.kind === 'str') {
      let value = '';
      while (peek().kind === 'str') value += tokens[pos++].value;
      return { type: 'literal', value, col: t.col };
    }
    if (t.kind === 'name') {
      if (t.value in CONSTANTS) return pos++, { type: 'literal', value: CONSTANTS[t.value], col: t.col };
      if (UNSUPPORTED.has(t.value)) fault(`"${t.value}" is not supported`);
      if (KEYWORDS.has(t.value)) fault(`unexpected "${t.value}"`);
      return pos++, { type: 'name', name: t.value, col: t.col };
    }
    if (isOp('(')) {
      pos++;
      if (isOp(')')) return pos++, { type: 'list', items: [], col: t.col };
      const first = nested(expression);
      if (isOp(')')) return pos++, first;
      expectOp(',');
      return nested(() => ({ type: 'list', items: [first, ...sequence(')')], col: t.col }) as Expr);
    }
    if (isOp('[')) {
      pos++;
      return nested(() => ({ type: 'list', items: sequence(']'), col: t.col }) as Expr);
    }
    if (isOp('{')) fault('dictionaries and sets are not supported');
    return fault(`unexpected ${describe(t)}`);
  };

  if (peek().kind === 'end') fault('the expression is empty');
  const tree = expression();
  if (peek().kind !== 'end') fault(`unexpected ${describe(peek())}`);
  return tree;
}
