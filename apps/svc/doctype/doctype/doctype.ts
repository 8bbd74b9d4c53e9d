import { appError } from '../../../../src/errors/app-error.ts';
import { DocTypeDefinitionError, parseDocType } from '../../../../src/meta/parse-doctype.ts';
import type { DocController } from '../../../../src/model/controller.ts';
import type { DocContext } from '../../../../src/model/doc-context.ts';
import { recordToJson } from '../../../../src/model/doctype-records.ts';
import type { Doc } from '../../../../src/model/document.ts';
import { rebuildIndex, syncIndexes } from '../../../../src/model/global-search.ts';
import { syncTable } from '../../../../src/storage/schema-sync.ts';

/**
 * DocType as data: a System Manager creates or changes a custom DocType through
 * /api/resource/DocType; its table is created or altered in the same transaction and every
 * process of the site reloads its metadata once it commits. Deleting one drops its table, unless
 * another DocType still uses it. Standard DocTypes come from apps and are not changed through the API.
 */
function parsed(dc: DocContext, doc: Doc) {
  if (dc.site.meta.isStandard(String(doc.name))) {
    throw appError('VALIDATION', `DocType ${String(doc.name)} is a standard DocType of an installed app and cannot be changed through the API`);
  }
  try {
    const meta = parseDocType({ ...recordToJson(doc), custom: 1 });
    // As Frappe v15's check_in_global_search: a field that holds no value cannot be indexed.
    const marked = new Set((meta.source.fields as Array<Record<string, unknown>>).filter((f) => Number(f.in_global_search) === 1).map((f) => f.fieldname));
    meta.fields.forEach((field, i) => {
      if (marked.has(field.fieldname) && !field.column) throw appError('VALIDATION', `'In Global Search' not allowed for type ${field.fieldtype} in row ${i + 1}`);
    });
    for (const field of meta.fields) {
      if (field.fieldtype === 'Link' && field.options !== meta.name && !dc.site.meta.get(field.options!)) {
        throw appError('VALIDATION', `Field ${field.fieldname}: Link options must name a DocType; ${field.options} does not exist`);
      }
      if (field.isTable && !dc.site.meta.get(field.options!)?.istable) {
        throw appError('VALIDATION', `Field ${field.fieldname}: ${field.options} is not a child table DocType`);
      }
    }
    return meta;
  } catch (err) {
    if (err instanceof DocTypeDefinitionError) throw appError('VALIDATION', err.message);
    throw err;
  }
}

/** Frappe's rule for a DocType's name, the table's name being `tab` and it (at most 64 characters). */
const DOCTYPE_NAME = /^[A-Za-z][\w -]*$/;
const MAX_NAME_LENGTH = 61;

/**
 * Frappe's DocType.before_rename: a standard DocType is renamed only by Administrator and, as
 * svc keeps no developer mode that writes app files, never (docs/DECISIONS.md D110); a DocType
 * is never merged, and its new name must make a table name.
 */
function checkRename(dc: DocContext, doc: Doc, to: string, merge: boolean): void {
  const standard = dc.site.meta.isStandard(String(doc.name)) || !Number(doc.custom);
  if (standard && dc.user.name !== 'Administrator') throw appError('VALIDATION', 'DocType can only be renamed by Administrator');
  if (standard) throw appError('CANNOT_CREATE_STANDARD_DOCTYPE', "Not in Developer Mode! Set in site_config.json or make 'Custom' DocType.");
  if (to.length > MAX_NAME_LENGTH) throw appError('NAME_ERROR', `Doctype name is limited to ${MAX_NAME_LENGTH} characters (${to})`);
  if (to.trim() !== to) throw appError('NAME_ERROR', "DocType's name should not start or end with whitespace");
  if (!DOCTYPE_NAME.test(to)) throw appError('NAME_ERROR', "A DocType's name should start with a letter and can only consist of letters, numbers, spaces, underscores and hyphens");
  if (merge) throw appError('VALIDATION', 'DocType can not be merged');
}

/**
 * Frappe's make_repeatable: a DocType that allows Auto Repeat gets a read-only `auto_repeat` Link
 * its documents' Auto Repeat is written to. svc has no Custom Field, so it is a field of the
 * DocType itself (docs/DECISIONS.md D96).
 */
function addAutoRepeatField(doc: Doc): void {
  if (!Number(doc.allow_auto_repeat ?? 0)) return;
  const fields = Array.isArray(doc.fields) ? (doc.fields as Doc[]) : [];
  if (fields.some((f) => f.fieldname === 'auto_repeat')) return;
  doc.fields = [...fields, { fieldname: 'auto_repeat', label: 'Auto Repeat', fieldtype: 'Link', options: 'Auto Repeat', read_only: 1, no_copy: 1 }];
}

const controller: DocController = {
  rename: {
    before: checkRename,
  },
  events: {
    validate(dc, doc) {
      doc.custom = 1;
      addAutoRepeatField(doc);
      parsed(dc, doc);
    },
    async on_update(dc, doc) {
      const meta = parsed(dc, doc);
      await syncTable(dc.tx, dc.site.db.schema, meta);
      // Its own entries, and those of DocTypes holding it as a child table, when their searchable fields changed.
      const parents = dc.site.meta.all().filter((m) => m.tableFields.some((t) => t.options === meta.name));
      await syncIndexes(dc.tx, [meta, ...parents], (name) => (name === meta.name ? meta : dc.site.meta.get(name)));
      await dc.site.db.notify(dc.tx, 'meta');
    },
    async on_trash(dc, doc) {
      const name = String(doc.name);
      if (dc.site.meta.isStandard(name)) throw appError('VALIDATION', `DocType ${name} is a standard DocType and cannot be deleted`);
      for (const other of dc.site.meta.all()) {
        if (other.name === name) continue;
        const user = other.fields.find((f) => (f.isTable || f.fieldtype === 'Link') && f.options === name);
        if (user) throw appError('LINK_EXISTS', `Cannot delete DocType ${name}: field ${user.fieldname} of DocType ${other.name} uses it`);
      }
      // Deleting a DocType is an explicit request to drop its documents, as in Frappe.
      const meta = dc.site.meta.get(name);
      if (meta) await rebuildIndex(dc.tx, meta, null);
      // Its customizations go with it, as Frappe's delete_doc removes them.
      for (const [doctype, column] of [['Custom Field', 'dt'], ['Property Setter', 'doc_type']] as const) {
        const table = dc.site.meta.get(doctype)?.tableName;
        if (table) await dc.tx.run(dc.tx.builder.deleteFrom(table).where(column, '=', name));
      }
      if (meta?.issingle) await dc.tx.run(dc.tx.builder.deleteFrom('tabSingles').where('doctype', '=', name));
      else if (meta) await dc.tx.run(dc.tx.builder.schema.dropTable(meta.tableName).ifExists());
      await dc.site.db.notify(dc.tx, 'meta');
    },
  },
};

export default controller;
