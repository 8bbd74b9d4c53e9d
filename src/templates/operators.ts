/**
 * Liquid's logical operators given Python's meaning (docs/DECISIONS.md D70): `and`/`or` answer
 * one of their operands, so `{{ customer_name or name }}` prints a value as in Jinja; `not` and
 * truthiness take `0`, `""`, empty lists and empty objects as false; `x in y` and `x not in y`
 * are Jinja's membership (a substring, a list item, an object key). Operands arrive evaluated, as plain data.
 */

export function pyTruthy(value: unknown): boolean {
  if (value === null || value === undefined || value === false || value === 0 || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}

function member(item: unknown, container: unknown): boolean {
  if (typeof container === 'string') return typeof item === 'string' || typeof item === 'number' ? container.includes(String(item)) : false;
  if (Array.isArray(container)) return container.some((x) => x === item || (typeof x === 'number' && typeof item === 'number' && x === item));
  if (container && typeof container === 'object') return typeof item === 'string' && Object.hasOwn(container, item);
  return false;
}

type Handler = (...args: unknown[]) => boolean;

/** Added to, or replacing, Liquid's operators of the same names. */
export const pythonOperators: Readonly<Record<string, Handler>> = {
  // Liquid's type says boolean; its evaluator passes any value on, which is what Jinja prints.
  and: ((l: unknown, r: unknown) => (pyTruthy(l) ? r : l)) as Handler,
  or: ((l: unknown, r: unknown) => (pyTruthy(l) ? l : r)) as Handler,
  not: (v: unknown) => !pyTruthy(v),
  in: (l: unknown, r: unknown) => member(l, r),
  // `x not in y`, rewritten so by jinja-syntax.ts: Liquid's `not` is unary only.
  not_in: (l: unknown, r: unknown) => !member(l, r),
};
