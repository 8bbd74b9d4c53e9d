import { appError } from '../../../../src/errors/app-error.ts';
import { DocTypeDefinitionError } from '../../../../src/meta/parse-doctype.ts';
import { fieldtypeChangeAllowed } from '../../../../src/meta/customizable-properties.ts';
import { isOptionalColumn, isStandardField, type DocTypeMeta } from '../../../../src/meta/doctype-meta.ts';
import type { DocController } from '../../../../src/model/controller.ts';
import { draftCustomization, NOT_CUSTOMIZABLE } from '../../../../src/model/customizations.ts';
import type { DocContext } from '../../../../src/model/doc-context.ts';
import type { Doc } from '../../../../src/model/document.ts';
import { syncIndexes } from '../../../../src/model/global-search.ts';
import { validateValue } from '../../../../src/model/validate-value.ts';
import { syncTable } from '../../../../src/storage/schema-sync.ts';
import { customFieldname } from '../../../../src/model/custom-fieldname.ts';

/**
 * Custom Field (frappe/custom/doctype/custom_field): one more field on a DocType, built-in or
 * custom, named `<dt>-<fieldname>`. A save checks the DocType it makes, adds the column in the
 * same transaction (the schema sync DocType changes use) and reloads the DocTypes on every
 * process (the `meta` notice). Deleting one keeps its column and data, as Frappe's does
 * (docs/DECISIONS.md D105).
 */
function dtOf(dc: DocContext, doc: Doc): string {
  const dt = typeof doc.dt === 'string' ? doc.dt : '';
  if (NOT_CUSTOMIZABLE.has(dt)) throw appError('VALIDATION', 'Custom Fields cannot be added to core DocTypes.');
  if (!dc.site.meta.get(dt)) throw appError('LINK_VALIDATION', `Could not find DocType: ${dt}`);
  return dt;
}

/** The DocType as it reads with this record saved (or, with `removed`, deleted). */
async function withThisField(dc: DocContext, doc: Doc, removed = false): Promise<DocTypeMeta> {
  const dt = dtOf(dc, doc);
  try {
    return await draftCustomization(dc.tx, dc.site.meta, dt, (draft) => {
      const at = draft.fields.findIndex((row) => row.name === doc.name);
      if (removed) {
        if (at >= 0) draft.fields.splice(at, 1);
      } else if (at >= 0) draft.fields[at] = doc;
      else draft.fields.push(doc);
    });
  } catch (err) {
    if (err instanceof DocTypeDefinitionError) throw appError('VALIDATION', err.reason);
    throw err;
  }
}

/** Frappe's validate_fields_for_doctype on the field a Custom Field adds: Link and Table options name a DocType. */
function checkOptions(dc: DocContext, meta: DocTypeMeta, fieldname: string): void {
  const index = meta.fields.findIndex((f) => f.fieldname === fieldname);
  const field = meta.fields[index];
  if (!field || (field.fieldtype !== 'Link' && !field.isTable)) return;
  if (!field.options) throw appError('VALIDATION', `${meta.name}: Options required for Link or Table type field ${field.label} in row ${index + 1}`);
  const target = field.options === meta.name ? meta : dc.site.meta.get(field.options);
  if (!target) throw appError('VALIDATION', `${meta.name}: Options must be a valid DocType for field ${field.label} in row ${index + 1}`);
  if (field.isTable && !target.istable) throw appError('VALIDATION', `${meta.name}: ${field.options} is not a child table DocType (field ${field.label} in row ${index + 1})`);
}

const controller: DocController = {
  autoname(doc) {
    doc.fieldname = customFieldname(doc);
    return `${String(doc.dt ?? '')}-${doc.fieldname}`;
  },
  events: {
    before_insert(_dc, doc) {
      doc.fieldname = customFieldname(doc);
    },
    async validate(dc, doc, meta, old) {
      const dt = dtOf(dc, doc);
      // Before the DocType it makes is parsed, so an unknown type answers Select's message.
      validateValue(meta.fieldMap.get('fieldtype')!, doc.fieldtype);
      if (!doc.fieldname) throw appError('VALIDATION', 'Fieldname not set for Custom Field');
      const target = dc.site.meta.get(dt)!;
      const fieldname = String(doc.fieldname);
      if (isStandardField(target, fieldname) || isOptionalColumn(target, fieldname) || fieldname === 'doctype' || fieldname === '_seen') {
        throw appError('VALIDATION', `Fieldname ${fieldname} conflicting with meta object`);
      }
      if (old) {
        if (old.dt !== doc.dt) throw appError('VALIDATION', `DocType cannot be changed from ${String(old.dt)} to ${dt}: delete this Custom Field and add another`);
        if (old.fieldname !== doc.fieldname) throw appError('VALIDATION', 'Fieldname cannot be changed by a save: use rename_fieldname');
        if (old.fieldtype !== doc.fieldtype && !fieldtypeChangeAllowed(String(old.fieldtype), String(doc.fieldtype))) {
          throw appError('VALIDATION', `Fieldtype cannot be changed from ${String(old.fieldtype)} to ${String(doc.fieldtype)}`);
        }
      } else if (target.fields.some((f) => f.fieldname === fieldname)) {
        throw appError('VALIDATION', `A field with the name <strong>${fieldname}</strong> already exists in ${dt}`);
      }
      if (doc.insert_after === 'append') doc.insert_after = target.fields.at(-1)?.fieldname ?? null;
      if ((doc.fieldtype === 'Link' || doc.fieldtype === 'Table' || doc.fieldtype === 'Table MultiSelect') && !doc.options) {
        const after = target.fields.findIndex((f) => f.fieldname === doc.insert_after);
        const row = (after >= 0 ? after + 1 : target.fields.length) + 1;
        throw appError('VALIDATION', `${dt}: Options required for Link or Table type field ${String(doc.label ?? fieldname)} in row ${row}`);
      }
      checkOptions(dc, await withThisField(dc, doc), fieldname);
    },
    async on_update(dc, doc) {
      const meta = await withThisField(dc, doc);
      await syncTable(dc.tx, dc.site.db.schema, meta);
      await syncIndexes(dc.tx, [meta], (name) => (name === meta.name ? meta : dc.site.meta.get(name)));
      await dc.site.db.notify(dc.tx, 'meta');
    },
    async on_trash(dc, doc) {
      if (doc.owner === 'Administrator' && dc.user.name !== 'Administrator') {
        throw appError('VALIDATION', `Custom Field <strong>${String(doc.label ?? doc.fieldname)}</strong> is created by the Administrator and can only be deleted through the Administrator account.`);
      }
      const setters = dc.site.meta.get('Property Setter');
      if (setters) await dc.tx.run(dc.tx.builder.deleteFrom(setters.tableName).where('doc_type', '=', String(doc.dt)).where('field_name', '=', String(doc.fieldname)));
      if (dc.site.meta.uncustomized(String(doc.dt))) {
        const meta = await withThisField(dc, doc, true);
        await syncIndexes(dc.tx, [meta], (name) => (name === meta.name ? meta : dc.site.meta.get(name)));
      }
      await dc.site.db.notify(dc.tx, 'meta');
    },
  },
};

export default controller;
