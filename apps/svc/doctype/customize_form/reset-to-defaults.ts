import type { DocContext } from '../../../../src/model/doc-context.ts';
import type { DocDict } from '../../../../src/rpc/method-def.ts';
import type { MethodContext } from '../../../../src/rpc/method-context.ts';
import { customizeTarget } from './customize-target.ts';
import { fetchToCustomize } from './fetch-to-customize.ts';

/**
 * Frappe's reset_to_defaults (its reset_customization): deletes the DocType's Property Setters
 * and the Custom Fields Customize Form made (those an app generated stay, as do the columns and
 * their values, docs/DECISIONS.md D105, D121), then fetches the form again.
 */
export async function resetToDefaults(api: MethodContext, dc: DocContext, doc: DocDict): Promise<void> {
  const doctype = typeof doc.doc_type === 'string' ? doc.doc_type : '';
  if (!doctype) return;
  const target = await customizeTarget(dc, doctype);
  for (const setter of target.custom.setters) {
    if (setter.name && !(await isSystemGenerated(dc, 'Property Setter', setter.name))) await api.docs.delete('Property Setter', setter.name);
  }
  for (const field of target.custom.fields) {
    if (!Number(field.is_system_generated)) await api.docs.delete('Custom Field', String(field.name));
  }
  await fetchToCustomize(dc, doc);
}

async function isSystemGenerated(dc: DocContext, doctype: string, name: string): Promise<boolean> {
  const meta = dc.site.meta.get(doctype)!;
  const row = await dc.tx.first<{ is_system_generated: unknown }>(dc.tx.builder.selectFrom(meta.tableName).select('is_system_generated').where('name', '=', name));
  return Number(row?.is_system_generated ?? 0) === 1;
}
