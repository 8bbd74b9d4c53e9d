/**
 * Component keys of one document. OpenAPI allows only `[A-Za-z0-9._-]` there, while DocType names
 * hold spaces ("OAuth Client"); each key is the name with every other run of characters turned
 * into `_`, and a number added when two names would meet ("A B" and "A_B"). One instance per
 * document, so keys are stable within it.
 */
export class ComponentNames {
  private readonly byKey = new Map<string, string>();
  private readonly taken: Set<string>;

  /** `reserved`: names the document already uses for its own components. */
  constructor(reserved: Iterable<string> = []) {
    this.taken = new Set(reserved);
  }

  /** True once `key` has a name. */
  has(key: string): boolean {
    return this.byKey.has(key);
  }

  /** The component name of `key` (a DocType name or a longer identity), made on first use. */
  nameOf(key: string, readable: string = key): string {
    const known = this.byKey.get(key);
    if (known) return known;
    const base = readable.replace(/[^A-Za-z0-9._-]+/g, '_') || '_';
    let name = base;
    for (let n = 2; this.taken.has(name); n++) name = `${base}_${n}`;
    this.taken.add(name);
    this.byKey.set(key, name);
    return name;
  }
}

