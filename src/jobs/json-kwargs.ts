import { MAX_DOCUMENT_DEPTH } from '../util/json-depth.ts';

/** The most JSON text a job's keyword arguments may take: a job carries ids and options, not data. */
export const MAX_KWARGS_BYTES = 1024 * 1024;

/**
 * Why `kwargs` cannot travel to a worker as JSON, or null when it can. A worker gets its
 * arguments as JSON, so anything JSON would change on the way (a Date into text, a Map into `{}`,
 * `undefined` dropped, NaN into null, a class instance into a plain object) or cannot hold (a
 * function, a bigint, a cycle) is refused here, where the enqueuing code can see it, rather than
 * arriving altered. The reason names where the value is: `kwargs.items[2].when is a Date ...`.
 */
export function kwargsProblem(kwargs: unknown): string | null {
  if (!isPlainObject(kwargs)) return 'kwargs must be a plain object of keyword arguments';
  return valueProblem(kwargs, 'kwargs', 0, new Set());
}

function valueProblem(value: unknown, where: string, depth: number, open: Set<object>): string | null {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : `${where} is ${value}, which JSON cannot hold`;
  if (value === undefined) return `${where} is undefined: leave the key out or pass null`;
  if (typeof value === 'function') return `${where} is a function: pass its dotted path as text`;
  if (typeof value === 'bigint') return `${where} is a bigint: pass it as text or a number`;
  if (typeof value === 'symbol') return `${where} is a symbol`;
  if (depth >= MAX_DOCUMENT_DEPTH) return `${where} nests deeper than ${MAX_DOCUMENT_DEPTH} levels`;
  const obj = value as object;
  if (open.has(obj)) return `${where} refers back to itself`;
  if (obj instanceof Date) return `${where} is a Date: pass it as text (e.g. its toISOString())`;
  if (!Array.isArray(obj) && !isPlainObject(obj)) return `${where} is a ${obj.constructor?.name ?? 'non-plain object'}: pass plain objects, arrays, text, numbers, booleans and null`;
  open.add(obj);
  try {
    if (Array.isArray(obj)) {
      for (let i = 0; i < obj.length; i++) {
        const problem = valueProblem(obj[i], `${where}[${i}]`, depth + 1, open);
        if (problem) return problem;
      }
      return null;
    }
    for (const [key, item] of Object.entries(obj)) {
      const problem = valueProblem(item, `${where}.${key}`, depth + 1, open);
      if (problem) return problem;
    }
    return null;
  } finally {
    open.delete(obj);
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
