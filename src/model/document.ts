import { objectOf } from '../util/own.ts';

/**
 * A document in memory: field values by fieldname (snake_case, as on the wire), table fields as
 * lists of child rows. Standard fields (name, owner, ...) live alongside.
 */
export type Doc = Record<string, unknown>;

/** A child row of a table field. */
export type ChildRow = Record<string, unknown>;

/**
 * A copy of a document to change freely while the original stays as stored: arrays (a table's
 * rows) and plain objects are copied all the way down, anything else (Buffers, Dates) by
 * structuredClone. Each save copies the stored document; structuredClone took about four times as
 * long for a flat ToDo, serialising and reading back every value.
 */
export function copyDoc<T extends Doc>(doc: T): T {
  return copyValue(doc) as T;
}

function copyValue(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(copyValue);
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return structuredClone(value);
  const keys = Object.keys(value);
  // objectOf keeps an own `__proto__` a value: assigning it would set the copy's prototype instead.
  const copy = objectOf(keys, keys.map((key) => copyValue((value as Record<string, unknown>)[key])));
  return proto === null ? Object.setPrototypeOf(copy, null) : copy;
}
