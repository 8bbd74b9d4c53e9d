/**
 * Python's rules for the values a condition sees (docs/DECISIONS.md D72): a document is plain
 * data, so None, bool, int/float (one JavaScript number), str, list (arrays; tuples too) and dict
 * (objects). What Python would raise as a TypeError is a ValueFault with Python's wording.
 */

export type Value = null | boolean | number | string | Value[] | { [key: string]: Value };

export class ValueFault extends Error {}

/** Longest string or list an operation may build: conditions never need more. */
export const MAX_BUILT_LENGTH = 1_000_000;

export function typeName(v: Value): string {
  if (v === null) return 'NoneType';
  if (typeof v === 'boolean') return 'bool';
  if (typeof v === 'number') return Number.isInteger(v) ? 'int' : 'float';
  if (typeof v === 'string') return 'str';
  return Array.isArray(v) ? 'list' : 'dict';
}

export const isDict = (v: Value): v is { [key: string]: Value } => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNumeric = (v: Value): v is number | boolean => typeof v === 'number' || typeof v === 'boolean';

export function truthy(v: Value): boolean {
  if (v === null) return false;
  if (typeof v === 'string' || Array.isArray(v)) return v.length > 0;
  if (typeof v === 'object') return Object.keys(v).length > 0;
  return Boolean(v);
}

export function equals(a: Value, b: Value): boolean {
  if (isNumeric(a) && isNumeric(b)) return Number(a) === Number(b);
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return a === b;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => equals(item, b[i]));
  }
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && equals(a[k], b[k]));
}

/** -1, 0 or 1 as Python orders the two, or a ValueFault where Python refuses to. */
export function compare(a: Value, b: Value, op: string): number {
  if (isNumeric(a) && isNumeric(b)) return Math.sign(Number(a) - Number(b));
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
      if (!equals(a[i], b[i])) return compare(a[i], b[i], op);
    }
    return Math.sign(a.length - b.length);
  }
  throw new ValueFault(`'${op}' not supported between instances of '${typeName(a)}' and '${typeName(b)}'`);
}

export function contains(container: Value, item: Value): boolean {
  if (typeof container === 'string') {
    if (typeof item !== 'string') throw new ValueFault(`'in <string>' requires string as left operand, not ${typeName(item)}`);
    return container.includes(item);
  }
  if (Array.isArray(container)) return container.some((x) => equals(x, item));
  if (isDict(container)) return typeof item === 'string' && Object.hasOwn(container, item);
  throw new ValueFault(`argument of type '${typeName(container)}' is not iterable`);
}

function built<T extends string | Value[]>(v: T): T {
  if (v.length > MAX_BUILT_LENGTH) throw new ValueFault(`the result is longer than ${MAX_BUILT_LENGTH}`);
  return v;
}

export function arithmetic(op: string, a: Value, b: Value): Value {
  if (isNumeric(a) && isNumeric(b)) {
    const x = Number(a);
    const y = Number(b);
    switch (op) {
      case '+':
        return x + y;
      case '-':
        return x - y;
      case '*':
        return x * y;
    }
    if (y === 0) throw new ValueFault(op === '%' ? 'integer division or modulo by zero' : 'division by zero');
    if (op === '/') return x / y;
    if (op === '//') return Math.floor(x / y);
    return x - y * Math.floor(x / y);
  }
  if (op === '+' && typeof a === 'string' && typeof b === 'string') return built(a + b);
  if (op === '+' && Array.isArray(a) && Array.isArray(b)) return built([...a, ...b]);
  throw new ValueFault(`unsupported operand type(s) for ${op}: '${typeName(a)}' and '${typeName(b)}'`);
}

/** Python's str() of a value. */
export function pyStr(v: Value): string {
  if (v === null) return 'None';
  if (typeof v === 'boolean') return v ? 'True' : 'False';
  if (typeof v === 'number') return String(v);
  if (typeof v === 'string') return v;
  if (Array.isArray(v)) return built(`[${v.map(repr).join(', ')}]`);
  return built(`{${Object.keys(v).map((k) => `${repr(k)}: ${repr(v[k])}`).join(', ')}}`);
}

const repr = (v: Value): string => (typeof v === 'string' ? `'${v.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'` : pyStr(v));
