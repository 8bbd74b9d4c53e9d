import { appError } from '../../../../src/errors/app-error.ts';
import { DocTypeDefinitionError } from '../../../../src/meta/parse-doctype.ts';
import { DOCFIELD_PROPERTIES, DOCTYPE_PROPERTIES, FIELD_ORDER, fieldtypeChangeAllowed } from '../../../../src/meta/customizable-properties.ts';
import type { DocTypeMeta } from '../../../../src/meta/doctype-meta.ts';
import type { DocController } from '../../../../src/model/controller.ts';
import { draftCustomization, NOT_CUSTOMIZABLE } from '../../../../src/model/customizations.ts';
import type { DocContext } from '../../../../src/model/doc-context.ts';
import type { Doc } from '../../../../src/model/document.ts';
import { syncIndexes } from '../../../../src/model/global-search.ts';
import { syncTable } from '../../../../src/storage/schema-sync.ts';

/**
 * Property Setter (frappe/custom/doctype/property_setter): one property of a DocType or of one
 * of its fields set to another value, merged into the DocType every layer reads. Only what
 * Customize Form may change is accepted (docs/DECISIONS.md F61); a save applies at once on every
 * process (the `meta` notice) and alters the column when it changes a field's type.
 */
function targetOf(dc: DocContext, doc: Doc): DocTypeMeta {
  const doctype = typeof doc.doc_type === 'string' ? doc.doc_type : '';
  if (NOT_CUSTOMIZABLE.has(doctype)) throw appError('VALIDATION', 'Core DocTypes cannot be customized.');
  const meta = dc.site.meta.get(doctype);
  if (!meta) throw appError('LINK_VALIDATION', `Could not find DocType: ${doctype}`);
  return meta;
}

/** Refuses what Customize Form would never write, and fills `property_type` from Frappe's property tables. */
function checkProperty(meta: DocTypeMeta, base: DocTypeMeta, doc: Doc): void {
  const property = String(doc.property ?? '');
  const on = String(doc.doctype_or_field ?? '');
  if (on !== 'DocType' && on !== 'DocField') throw appError('VALIDATION', `Property Setters on ${on} rows are not supported: only on a DocType or a DocField`);
  const allowed = on === 'DocType' ? { ...DOCTYPE_PROPERTIES, [FIELD_ORDER]: 'Small Text' } : DOCFIELD_PROPERTIES;
  if (!Object.hasOwn(allowed, property)) throw appError('VALIDATION', `Property ${property} of a ${on} cannot be customized`);
  if (!doc.property_type) doc.property_type = allowed[property];
  if (on === 'DocType') {
    doc.field_name = null;
    return;
  }
  const field = meta.fields.find((f) => f.fieldname === doc.field_name);
  if (!field) throw appError('VALIDATION', `Field ${String(doc.field_name ?? '')} not found in DocType ${meta.name}`);
  if (property !== 'fieldtype') return;
  if (field.fieldname === 'naming_series') throw appError('VALIDATION', `Field type cannot be changed for ${field.fieldname}`);
  // Against the type the app gave the field: setters replace each other, they do not chain.
  const from = String(((base.source.fields ?? []) as Array<Record<string, unknown>>).find((f) => f.fieldname === field.fieldname)?.fieldtype ?? field.fieldtype);
  if (!fieldtypeChangeAllowed(from, String(doc.value ?? ''))) throw appError('VALIDATION', `Fieldtype cannot be changed from ${from} to ${String(doc.value ?? '')}`);
}

/** The DocType as it reads with this setter saved (or, with `removed`, deleted). */
async function withThisSetter(dc: DocContext, doc: Doc, removed = false): Promise<DocTypeMeta> {
  try {
    return await draftCustomization(dc.tx, dc.site.meta, String(doc.doc_type), (draft) => {
      const at = draft.setters.findIndex((s) => s.name === doc.name);
      if (at >= 0) draft.setters.splice(at, 1);
      if (removed) return;
      draft.setters.push({
        name: String(doc.name),
        doctype_or_field: String(doc.doctype_or_field),
        field_name: typeof doc.field_name === 'string' && doc.field_name ? doc.field_name : null,
        property: String(doc.property),
        property_type: typeof doc.property_type === 'string' ? doc.property_type : null,
        value: doc.value,
      });
    });
  } catch (err) {
    if (err instanceof DocTypeDefinitionError) throw appError('VALIDATION', err.reason);
    throw err;
  }
}

async function apply(dc: DocContext, meta: DocTypeMeta): Promise<void> {
  await syncTable(dc.tx, dc.site.db.schema, meta);
  await syncIndexes(dc.tx, [meta], (name) => (name === meta.name ? meta : dc.site.meta.get(name)));
  await dc.site.db.notify(dc.tx, 'meta');
}

const controller: DocController = {
  autoname: (doc) => `${String(doc.doc_type ?? '')}-${String(doc.field_name || doc.row_name || 'main')}-${String(doc.property ?? '')}`,
  events: {
    async validate(dc, doc, meta, old) {
      const target = targetOf(dc, doc);
      checkProperty(target, dc.site.meta.uncustomized(target.name) ?? target, doc);
      if (old && (old.doc_type !== doc.doc_type || old.property !== doc.property || old.field_name !== doc.field_name)) {
        throw appError('VALIDATION', 'DocType, Field Name and Property of a Property Setter cannot be changed: delete it and add another');
      }
      // As Frappe's: a new setter replaces any other of the same property on the same DocType or field.
      if (!old) {
        let others = dc.tx.builder.deleteFrom(meta.tableName).where('doc_type', '=', target.name).where('property', '=', String(doc.property));
        others = doc.field_name ? others.where('field_name', '=', String(doc.field_name)) : others.where((eb) => eb.or([eb('field_name', 'is', null), eb('field_name', '=', '')]));
        await dc.tx.run(others);
      }
      await withThisSetter(dc, doc);
    },
    async on_update(dc, doc) {
      await apply(dc, await withThisSetter(dc, doc));
    },
    async on_trash(dc, doc) {
      if (dc.site.meta.uncustomized(String(doc.doc_type))) await apply(dc, await withThisSetter(dc, doc, true));
      else await dc.site.db.notify(dc.tx, 'meta');
    },
  },
};

export default controller;
