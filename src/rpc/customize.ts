import { appError } from '../errors/app-error.ts';
import type { MethodContext } from './method-context.ts';

/** One field for `createCustomFields`: a Custom Field's properties (`fieldname` required) without `dt`. */
export type CustomFieldSpec = Readonly<Record<string, unknown>> & { readonly fieldname: string };

/**
 * Frappe's `create_custom_fields` for apps' install and migrate hooks: for each DocType, each field
 * added as a Custom Field unless one of that fieldname exists, which is updated instead (unless
 * `update` is false). Runs with system rights, in the caller's transaction; the DocTypes read with
 * the fields from the next request (every process reloads them once it commits).
 */
export async function createCustomFields(api: MethodContext, fields: Readonly<Record<string, CustomFieldSpec | readonly CustomFieldSpec[]>>, options: { update?: boolean } = {}): Promise<void> {
  const system = api.ignoringPermissions();
  for (const [dt, specs] of Object.entries(fields)) {
    for (const spec of Array.isArray(specs) ? (specs as readonly CustomFieldSpec[]) : [specs as CustomFieldSpec]) {
      if (typeof spec.fieldname !== 'string' || !spec.fieldname) throw appError('VALIDATION', `createCustomFields: every field of ${dt} needs a fieldname`);
      const found = (await system.list('Custom Field', { fields: ['name'], filters: [['dt', '=', dt], ['fieldname', '=', spec.fieldname]], limit_page_length: 1 })) as Array<{ name: string }>;
      if (found.length === 0) await system.insert({ doctype: 'Custom Field', dt, permlevel: 0, fieldtype: 'Data', hidden: 0, is_system_generated: 1, ...spec });
      else if (options.update !== false) await system.update('Custom Field', found[0].name, { ...spec, dt });
    }
  }
}

/**
 * Frappe's `make_property_setter`: a Property Setter on a field of `doctype` (or, with
 * `forDoctype`, on the DocType itself), with system rights in the caller's transaction; it
 * replaces any other of the same property.
 */
export async function makePropertySetter(
  api: MethodContext,
  setter: { doctype: string; fieldname?: string | null; property: string; value: unknown; propertyType?: string; forDoctype?: boolean },
): Promise<Record<string, unknown>> {
  return api.ignoringPermissions().insert({
    doctype: 'Property Setter',
    doctype_or_field: setter.forDoctype ? 'DocType' : 'DocField',
    doc_type: setter.doctype,
    field_name: setter.forDoctype ? null : setter.fieldname,
    property: setter.property,
    value: setter.value === null || setter.value === undefined ? null : String(setter.value),
    property_type: setter.propertyType,
  });
}
