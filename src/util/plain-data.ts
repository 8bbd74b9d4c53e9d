/**
 * A copy of a value holding only JSON's kinds of data, for code that lets a user's template or
 * condition read a document: objects without a prototype (so no `constructor`, no `__proto__`
 * getter, nothing inherited to call), arrays, strings, finite numbers, booleans and null.
 * Functions, symbols and undefined are left out, dates become their ISO text, and anything nested
 * deeper than `maxDepth` (a cycle too) becomes null, so the copy is always finite.
 */
export type PlainData = null | boolean | number | string | PlainData[] | { [key: string]: PlainData };

export function toPlainData(value: unknown, maxDepth = 64): PlainData {
  return copy(value, maxDepth);
}

function copy(value: unknown, depthLeft: number): PlainData {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      return Number.isFinite(value) ? value : null;
    case 'bigint':
      return Number(value);
    case 'object':
      break;
    default:
      return null;
  }
  if (value === null || depthLeft <= 0) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (Array.isArray(value)) return value.map((item) => copy(item, depthLeft - 1));
  const out = Object.create(null) as { [key: string]: PlainData };
  for (const key of Object.keys(value)) {
    const item = (value as Record<string, unknown>)[key];
    if (item === undefined || typeof item === 'function' || typeof item === 'symbol') continue;
    out[key] = copy(item, depthLeft - 1);
  }
  return out;
}
