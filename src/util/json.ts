/** Parses JSON and reports failure as undefined-with-flag instead of throwing. */
export function tryParseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * Serialises like Python's json.dumps with default separators (", " and ": ") and ensure_ascii.
 * Frappe nests `_server_messages` this way and clients split on it, so the bytes must match.
 */
export function pyJsonDumps(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return asciiJsonString(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (Array.isArray(value)) return `[${value.map(pyJsonDumps).join(', ')}]`;
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  return `{${entries.map(([k, v]) => `${asciiJsonString(k)}: ${pyJsonDumps(v)}`).join(', ')}}`;
}

function asciiJsonString(text: string): string {
  return asciiOnly(JSON.stringify(text));
}

/** True for plain JSON objects (not arrays, not null). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `value` with the keys of every object in it sorted, as Python's json.dumps(sort_keys=True) writes them. */
export function withSortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withSortedKeys);
  if (isPlainObject(value)) return Object.fromEntries(Object.keys(value).sort().map((k) => [k, withSortedKeys(value[k])]));
  return value;
}

/** Python's ensure_ascii: every character past ASCII written as its `\uXXXX` escape. */
export function asciiOnly(json: string): string {
  return json.replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** JSON as Frappe's `as_json` writes a document: keys sorted at every level, one space of indent, ASCII only. */
export function frappeAsJson(value: unknown): string {
  return asciiOnly(JSON.stringify(withSortedKeys(value), null, 1));
}
