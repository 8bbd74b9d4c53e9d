import type { DocTypeMeta } from '../meta/doctype-meta.ts';
import type { MetaRegistry } from '../meta/meta-registry.ts';
import type { VisibleDocType } from './caller-view.ts';
import { ComponentNames } from './component-names.ts';
import { childStandardFieldSchemas, fieldSchema, standardFieldSchemas } from './field-schema.ts';
import { ref, type Schema } from './types.ts';

/**
 * The `components.schemas` of the DocTypes a caller sees: one schema per DocType holding only the
 * fields at permission levels the caller may read, as model/serialize-doc.ts filters a document;
 * table fields are arrays of the child DocType's schema, filtered by the parent's levels (a child
 * row is read through its parent). A child used by parents where the caller reads different
 * levels gets one schema per set of levels.
 */
export class DocTypeSchemas {
  readonly schemas: Record<string, Schema> = {};

  constructor(private readonly registry: MetaRegistry, private readonly names: ComponentNames) {}

  /** The component name of the documents of a DocType the caller sees (made on first use). */
  componentName(view: VisibleDocType): string {
    return this.schemaFor(view.meta, view.readableLevels, view.selectOnly);
  }

  private schemaFor(meta: DocTypeMeta, levels: ReadonlySet<number>, selectOnly: boolean): string {
    const key = `${meta.name}\u0000${[...levels].sort((a, b) => a - b).join(',')}\u0000${selectOnly ? 'select' : ''}`;
    const known = this.names.has(key);
    const name = this.names.nameOf(key, meta.name);
    // Named before it is built, so a table that (wrongly) holds its own DocType ends in a reference.
    if (!known) this.schemas[name] = selectOnly ? this.selectSchema(meta) : this.documentSchema(meta, levels);
    return name;
  }

  private documentSchema(meta: DocTypeMeta, levels: ReadonlySet<number>): Schema {
    const properties: Record<string, Schema> = { ...standardFieldSchemas() };
    if (meta.istable) Object.assign(properties, childStandardFieldSchemas());
    for (const field of meta.dataFields) if (levels.has(field.permlevel)) properties[field.fieldname] = fieldSchema(field);
    properties.doctype = { const: meta.name };
    for (const field of meta.tableFields) {
      if (!levels.has(field.permlevel)) continue;
      const child = field.options ? this.registry.get(field.options) : undefined;
      const items: Schema = child ? ref('schemas', this.schemaFor(child, levels, false)) : { type: 'object' };
      properties[field.fieldname] = { title: field.label || field.fieldname, type: 'array', items, 'x-frappe-fieldtype': field.fieldtype };
    }
    return { type: 'object', title: meta.name, description: describe(meta), properties, 'x-frappe-doctype': meta.name };
  }

  /** Select-only access lists names and titles, nothing else (operations/list-access.ts). */
  private selectSchema(meta: DocTypeMeta): Schema {
    const properties: Record<string, Schema> = { name: standardFieldSchemas().name };
    const title = meta.titleField ? meta.fieldMap.get(meta.titleField) : undefined;
    if (title && title.permlevel === 0) properties[title.fieldname] = fieldSchema(title);
    return { type: 'object', title: meta.name, description: `${describe(meta)} You may list names and titles only.`, properties, 'x-frappe-doctype': meta.name };
  }
}

function describe(meta: DocTypeMeta): string {
  const kind = meta.issingle ? 'Single DocType' : meta.istable ? 'Child table' : 'DocType';
  return `${kind} ${meta.name} (module ${meta.module}).`;
}
