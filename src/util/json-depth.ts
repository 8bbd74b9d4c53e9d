/**
 * How deeply JSON may nest. Recursive walks over parsed values (coercion, key sorting, filter
 * parsing) would overflow the stack on a value nested thousands deep, so every entry point that
 * takes JSON from a client checks it first, with these iterative functions.
 */
export const MAX_DOCUMENT_DEPTH = 64;
export const MAX_FILTER_DEPTH = 32;

/**
 * The nesting depth of JSON text: the most arrays and objects open at once, read from the text
 * without parsing it (brackets inside strings do not count). Stops counting past `limit`, so a
 * hostile body costs one pass at most.
 */
export function jsonTextDepth(text: string, limit = Infinity): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

/**
 * The nesting depth of a parsed value (a scalar is 0, `[]` and `{}` are 1), walked with an explicit
 * stack. Stops past `limit`; shared references count along every path, as JSON would write them.
 */
export function valueDepth(value: unknown, limit = Infinity): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    const here = depth + 1;
    if (here > deepest) {
      deepest = here;
      if (deepest > limit) return deepest;
    }
    const children = Array.isArray(item) ? item : Object.values(item);
    for (const child of children) if (typeof child === 'object' && child !== null) stack.push([child, here]);
  }
  return deepest;
}

/** JSON text parsed within a depth limit: the value, or why not (not JSON, or nested too deep). */
export type JsonWithin = { ok: true; value: unknown } | { ok: false; tooDeep: boolean };

/**
 * Parses JSON text from a client only when it nests at most `limit` deep, counted on the text
 * first: a value nested thousands deep never reaches the recursive walks (and JSON.stringify)
 * that would overflow the stack on it.
 */
export function parseJsonWithin(text: string, limit = MAX_DOCUMENT_DEPTH): JsonWithin {
  if (jsonTextDepth(text, limit) > limit) return { ok: false, tooDeep: true };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, tooDeep: false };
  }
}

/** What a client is told when `what` (a body, an argument) nests deeper than `limit`. */
export function tooDeepMessage(what: string, limit: number): string {
  return `${what} nests arrays and objects more than ${limit} levels deep; at most ${limit} are allowed`;
}
