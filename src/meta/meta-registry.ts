import type { DocTypeMeta, FieldMeta } from './doctype-meta.ts';

/**
 * A site's DocTypes: the standard ones from its apps plus custom ones from its database.
 * Replaced wholesale on reload, so a request always sees one consistent set.
 */
export class MetaRegistry {
  private custom = new Map<string, DocTypeMeta>();
  /** Bumped whenever the set of DocTypes changes, so caches built on it can tell. */
  generation = 0;

  constructor(private readonly standard: ReadonlyMap<string, DocTypeMeta>) {}

  /** The DocType called `name`, or undefined. */
  get(name: string): DocTypeMeta | undefined {
    return this.standard.get(name) ?? this.custom.get(name);
  }

  /** True when `name` is a DocType shipped by an app (not editable through the API). */
  isStandard(name: string): boolean {
    return this.standard.has(name);
  }

  /** Replaces the custom DocTypes. */
  setCustom(list: DocTypeMeta[]): void {
    this.custom = new Map(list.map((m) => [m.name, m]));
    this.generation++;
  }

  /** Every DocType, standard first. */
  all(): DocTypeMeta[] {
    return [...this.standard.values(), ...this.custom.values()];
  }

  /**
   * The fields that can point at a document of `doctype`: its Link fields (`typeField` null) and
   * every Dynamic Link whose type column exists (`typeField` names it; rows count only where it
   * holds `doctype`). A virtual DocType's fields are left out: it keeps no rows to point from.
   */
  linksTo(doctype: string): Array<{ owner: DocTypeMeta; field: FieldMeta; typeField: string | null }> {
    const out: Array<{ owner: DocTypeMeta; field: FieldMeta; typeField: string | null }> = [];
    for (const owner of this.all()) {
      if (owner.isVirtual) continue;
      for (const field of owner.dataFields) {
        if (field.fieldtype === 'Link' && field.options === doctype) out.push({ owner, field, typeField: null });
        else if (field.fieldtype === 'Dynamic Link' && field.options && owner.fieldMap.get(field.options)?.column) out.push({ owner, field, typeField: field.options });
      }
    }
    return out;
  }

  /** The parent DocTypes that hold `child` in a table field, with the field names. */
  parentsOf(child: string): Array<{ parent: DocTypeMeta; fieldname: string }> {
    const out: Array<{ parent: DocTypeMeta; fieldname: string }> = [];
    for (const meta of this.all()) for (const f of meta.tableFields) if (f.options === child) out.push({ parent: meta, fieldname: f.fieldname });
    return out;
  }
}
