import { appError } from '../../errors/app-error.ts';
import type { DocTypeMeta, FieldMeta } from '../../meta/doctype-meta.ts';
import { rowExists, selectColumns } from '../../storage/repository.ts';
import { loadSingle } from '../../storage/singles.ts';
import type { DocContext } from '../doc-context.ts';
import type { ChildRow, Doc } from '../document.ts';

/**
 * Checks that every Link and Dynamic Link value names an existing document (417
 * LinkValidationError; a link to a Single DocType names its one document), refuses links from a
 * submittable document to cancelled ones except `amended_from` (Frappe's get_invalid_links: other
 * documents, a Comment or a ToDo say, may name a cancelled one), and fills `fetch_from` fields
 * from the linked documents.
 */
export async function validateLinks(dc: DocContext, meta: DocTypeMeta, doc: Doc): Promise<void> {
  await checkRow(dc, meta, doc, '', meta.isSubmittable);
  for (const table of meta.tableFields) {
    const child = dc.site.meta.get(table.options!);
    if (!child) continue;
    const rows = (doc[table.fieldname] as ChildRow[] | undefined) ?? [];
    for (let i = 0; i < rows.length; i++) await checkRow(dc, child, rows[i], `Row #${i + 1}: `, meta.isSubmittable);
  }
}

/** `submittable`: the document (a child row's parent) is of a submittable DocType, which alone may not link cancelled documents. */
async function checkRow(dc: DocContext, meta: DocTypeMeta, row: Doc, prefix: string, submittable: boolean): Promise<void> {
  // Several fields often name one document (a ToDo's allocated_to and assigned_by): looked up once.
  const found = new Map<string, Doc | undefined>();
  for (const field of meta.dataFields) {
    const target = linkTarget(field, row);
    if (target === null) continue;
    const value = row[field.fieldname];
    if (value === null || value === undefined || value === '') continue;
    const targetMeta = dc.site.meta.get(target);
    if (!targetMeta) throw appError('LINK_VALIDATION', `${prefix}${field.label}: ${target} is not a DocType`);
    if (targetMeta.issingle) {
      // A Single has one document, named after it: Frappe takes any value as a link to it and stores that name.
      row[field.fieldname] = targetMeta.name;
      continue;
    }
    const key = targetMeta.naming.kind === 'autoincrement' ? Number(value) : value;
    const seenKey = `${target}\u0000${String(key)}`;
    const hit = found.has(seenKey) ? found.get(seenKey) : await findTarget(dc, targetMeta, key);
    found.set(seenKey, hit);
    if (!hit) throw appError('LINK_VALIDATION', `Could not find ${prefix}${field.label}: ${String(value)}`);
    if (submittable && targetMeta.isSubmittable && Number(hit.docstatus) === 2 && field.fieldname !== 'amended_from') {
      throw appError('CANCELLED_LINK', `Cannot link cancelled document: ${target} ${String(value)}`);
    }
  }
  // A Single is one set of values however many fields fetch from it: read once.
  let singles: Map<string, Promise<Doc>> | undefined;
  const singleValues = (single: DocTypeMeta) => {
    singles ??= new Map();
    let values = singles.get(single.name);
    if (!values) singles.set(single.name, (values = loadSingle(dc.tx, single)));
    return values;
  };
  for (const field of meta.dataFields) {
    if (!field.fetchFrom) continue;
    const [linkField, sourceField] = field.fetchFrom.split('.');
    const link = meta.fieldMap.get(linkField);
    if (!link || !sourceField) continue;
    const value = row[linkField];
    if (value === null || value === undefined || value === '') {
      row[field.fieldname] = null;
      continue;
    }
    const targetMeta = dc.site.meta.get(linkTarget(link, row) ?? '');
    const source = targetMeta?.fieldMap.get(sourceField);
    if (!targetMeta || !source?.column) continue;
    const fetched = targetMeta.issingle ? await singleValues(targetMeta) : await selectColumns(dc.tx, targetMeta, value, [sourceField]);
    row[field.fieldname] = fetched?.[sourceField] ?? null;
  }
}

/** The linked row's name and docstatus; a number past the safe integers names no autoincrement row. */
async function findTarget(dc: DocContext, meta: DocTypeMeta, key: unknown): Promise<Doc | undefined> {
  return typeof key === 'number' && !Number.isSafeInteger(key) ? undefined : rowExists(dc.tx, meta, key);
}

function linkTarget(field: FieldMeta, row: Doc): string | null {
  if (field.fieldtype === 'Link') return field.options;
  if (field.fieldtype === 'Dynamic Link') {
    const t = row[field.options ?? ''];
    return typeof t === 'string' && t ? t : null;
  }
  return null;
}
