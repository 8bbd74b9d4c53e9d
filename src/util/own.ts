/**
 * The value `record` holds under `key` as its own property, else undefined. Lookup tables keyed by
 * request text (operators, MIME types, field types) go through this: a plain `record[key]` would
 * find Object.prototype's members for keys such as `constructor` or `__proto__`.
 */
export function ownValue<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
