import { appError } from '../../errors/app-error.ts';
import type { DocTypeMeta } from '../../meta/doctype-meta.ts';
import type { Tx } from '../../storage/database.ts';
import type { MetaRegistry } from '../../meta/meta-registry.ts';
import { sanitizeHtml } from '../sanitize-html.ts';
import { validateValue } from '../validate-value.ts';
import type { ChildRow, Doc } from '../document.ts';
import { rowLimit } from '../../query/row-limit.ts';

/**
 * Field rules on every value of a document and its rows: lengths, Select options, e-mail and
 * phone formats, `non_negative` numbers; text fields with markup are sanitised as Frappe does (`sanitize-html.ts`).
 */
export function validateValues(meta: DocTypeMeta, registry: MetaRegistry, doc: Doc): void {
  checkRow(meta, doc, '');
  for (const table of meta.tableFields) {
    const child = registry.get(table.options!);
    if (!child) continue;
    ((doc[table.fieldname] as ChildRow[] | undefined) ?? []).forEach((row, i) => checkRow(child, row, `Row #${i + 1}: `));
  }
}

function checkRow(meta: DocTypeMeta, row: Doc, prefix: string): void {
  for (const field of meta.dataFields) {
    let value = row[field.fieldname];
    if (field.sanitize && typeof value === 'string' && /[<>]/.test(value)) {
      value = sanitizeHtml(value);
      row[field.fieldname] = value;
    }
    if (field.unique && value === '') row[field.fieldname] = null;
    if (field.nonNegative && typeof value === 'number' && value < 0) throw negativeValue(meta, field.label, prefix);
    validateValue(field, value, prefix);
  }
}

/** Frappe's NonNegativeError (base_document `_validate_non_negative`), with its wording for a document and for a row. */
function negativeValue(meta: DocTypeMeta, label: string, rowPrefix: string) {
  const message = rowPrefix
    ? `<strong>${meta.name}</strong> ${rowPrefix.replace(/: $/, '')}: Value cannot be negative for <strong>${label}</strong>`
    : `Value cannot be negative for ${meta.name}: <strong>${label}</strong>`;
  return appError('NON_NEGATIVE', message, { messages: [{ message, title: 'Negative Value', indicator: 'red', raise_exception: 1 }] });
}

/** Refuses a value of a unique field that another document already holds (417 UniqueValidationError). */
export async function validateUnique(tx: Tx, meta: DocTypeMeta, doc: Doc): Promise<void> {
  for (const field of meta.dataFields) {
    const value = doc[field.fieldname];
    if (!field.unique || value === null || value === undefined || value === '') continue;
    const clash = await tx.first(
      tx.builder
        .selectFrom(tx.builder.dynamic.table(meta.tableName).as('t'))
        .select('t.name')
        .where(`t.${field.fieldname}`, '=', value)
        .where('t.name', '!=', doc.name ?? '')
        .limit(rowLimit(1, tx.caps)),
    );
    if (clash) throw appError('UNIQUE_VALIDATION', `${field.label} must be unique: ${String(value)} is already used`);
  }
}
