import type { DocTypeMeta, FieldMeta, PermRule } from './doctype-meta.ts';

/** DocTypes whose rights no Custom DocPerm replaces (Frappe's Meta.set_custom_permissions), child tables beside them. */
const OWN_RIGHTS_ONLY = new Set(['DocType', 'DocField', 'DocPerm', 'Custom DocPerm']);

/**
 * A site's DocTypes: the standard ones from its apps plus custom ones from its database, each
 * with the rights its Custom DocPerm rows give it when it has any (they replace its own rows, as
 * Frappe's meta does). Replaced wholesale on reload, so a request always sees one consistent set,
 * and a DocType whose rights changed is a new object, so every cache keyed by it starts over.
 */
export class MetaRegistry {
  private custom = new Map<string, DocTypeMeta>();
  /** The DocTypes changed by Custom Fields, Property Setters or Custom DocPerm rows, as they then read. */
  private overridden = new Map<string, DocTypeMeta>();
  /** The DocTypes whose Custom DocPerm rows replace their rights. */
  private customPermitted = new Set<string>();
  /** Bumped whenever the set of DocTypes changes, so caches built on it can tell. */
  generation = 0;

  constructor(private readonly standard: ReadonlyMap<string, DocTypeMeta>) {}

  /** The DocType called `name`, or undefined. */
  get(name: string): DocTypeMeta | undefined {
    return this.overridden.get(name) ?? this.standard.get(name) ?? this.custom.get(name);
  }

  /** True when `name` is a DocType shipped by an app (not editable through the API). */
  isStandard(name: string): boolean {
    return this.standard.has(name);
  }

  /**
   * Replaces the custom DocTypes, the Custom DocPerm rules (by DocType) that replace DocTypes' own
   * and the customizations (Custom Fields, Property Setters): `customize` answers a DocType as
   * they make it, or the same object when none apply.
   */
  setCustom(list: DocTypeMeta[], customPerms: ReadonlyMap<string, PermRule[]> = new Map(), customize: (meta: DocTypeMeta) => DocTypeMeta = (m) => m): void {
    this.custom = new Map(list.map((m) => [m.name, m]));
    this.overridden = new Map();
    this.customPermitted = new Set();
    for (const meta of [...this.standard.values(), ...this.custom.values()]) {
      const customized = customize(meta);
      if (customized !== meta) this.overridden.set(meta.name, customized);
    }
    for (const [name, permissions] of customPerms) {
      const meta = this.overridden.get(name) ?? this.standard.get(name) ?? this.custom.get(name);
      if (!meta || meta.istable || OWN_RIGHTS_ONLY.has(name)) continue;
      this.overridden.set(name, { ...meta, permissions });
      this.customPermitted.add(name);
    }
    this.generation++;
  }

  /** True when Custom DocPerm rows decide `name`'s rights. */
  hasCustomPermissions(name: string): boolean {
    return this.customPermitted.has(name);
  }

  /** The DocType called `name` as its app or its DocType record defines it, before any customization. */
  uncustomized(name: string): DocTypeMeta | undefined {
    return this.standard.get(name) ?? this.custom.get(name);
  }

  /** Every DocType, standard first. */
  all(): DocTypeMeta[] {
    return [...this.standard.values(), ...this.custom.values()].map((m) => this.overridden.get(m.name) ?? m);
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
