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

export type RowBuilder = (values: readonly unknown[]) => Record<string, unknown>;

/** Builders by their list of keys: the same array object first, then the same keys in a new array. */
const byList = new WeakMap<readonly string[], RowBuilder>();
const byText = new Map<string, RowBuilder>();
/** Distinct key lists kept; a client varying a listing's fields makes new ones without end. */
const MAX_BUILDERS = 1000;

/**
 * `objectOf` for one fixed list of keys, as a function generated once per list: an object literal
 * of known keys gets its hidden class at once, where assigning the keys in a loop goes through a
 * megamorphic store for each (about a microsecond for a twenty-column row), and the rows that
 * follow share the map. Each key enters the source only as JSON text, so no key can be code; a
 * list holding `__proto__` (which a literal would take as the prototype) is built by `objectOf`.
 */
export function rowBuilder(keys: readonly string[]): RowBuilder {
  let build = byList.get(keys);
  if (build) return build;
  const text = JSON.stringify(keys);
  build = byText.get(text);
  if (!build) {
    build = keys.includes('__proto__')
      ? (values) => objectOf(keys, values)
      : (new Function('v', `return {${keys.map((key, i) => `${JSON.stringify(key)}: v[${i}]`).join(', ')}};`) as RowBuilder);
    if (byText.size >= MAX_BUILDERS) byText.delete(byText.keys().next().value!);
    byText.set(text, build);
  }
  byList.set(keys, build);
  return build;
}

export type ColumnCopier = (record: Readonly<Record<string, unknown>>) => Record<string, unknown>;

/**
 * A function copying `keys` of a record, in order, into a new object: absent or undefined values
 * become null, or, with `noNulls`, null ones are left out. Generated like `rowBuilder`'s builders
 * (each name written out, so every load and store has a property of its own instead of a
 * megamorphic keyed one; keys enter the source only as JSON text); a list holding `__proto__` is
 * copied through `ownValue` and `objectOf`. The caller keeps the copier: one per key list.
 */
export function columnCopier(keys: readonly string[], noNulls: boolean): ColumnCopier {
  if (keys.includes('__proto__')) {
    return (record) => {
      const kept = noNulls ? keys.filter((key) => ownValue(record, key) != null) : keys;
      return objectOf(kept, kept.map((key) => ownValue(record, key) ?? null));
    };
  }
  const lines = keys.map((key) => {
    const k = JSON.stringify(key);
    return noNulls ? `v = d[${k}]; if (v != null) o[${k}] = v;` : `v = d[${k}]; o[${k}] = v === undefined ? null : v;`;
  });
  return new Function('d', `const o = {}; let v;\n${lines.join('\n')}\nreturn o;`) as ColumnCopier;
}
