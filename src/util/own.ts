/**
 * The value `record` holds under `key` as its own property, else undefined. Lookup tables keyed by
 * request text (operators, MIME types, field types) go through this: a plain `record[key]` would
 * find Object.prototype's members for keys such as `constructor` or `__proto__`.
 */
export function ownValue<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/**
 * An object holding `values[i]` under `keys[i]`, each as an own property: rows read as arrays are
 * keyed this way, and a listing's keys can be aliases from the request, `__proto__` among them,
 * which a plain assignment would take as the object's prototype.
 */
export function objectOf(keys: readonly string[], values: readonly unknown[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (let i = 0; i < keys.length; i++) {
    if (keys[i] === '__proto__') Object.defineProperty(out, keys[i], { value: values[i], enumerable: true, writable: true, configurable: true });
    else out[keys[i]] = values[i];
  }
  return out;
}
