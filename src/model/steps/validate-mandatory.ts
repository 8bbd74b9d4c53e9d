import { appError, type ServerMessage } from '../../errors/app-error.ts';
import type { DocTypeMeta } from '../../meta/doctype-meta.ts';
import type { MetaRegistry } from '../../meta/meta-registry.ts';
import type { ChildRow, Doc } from '../document.ts';

const isMissing = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Collects every mandatory field left empty (in the document and its rows) into one MandatoryError. */
export function validateMandatory(meta: DocTypeMeta, registry: MetaRegistry, doc: Doc): void {
  const messages: ServerMessage[] = [];
  const missing: string[] = [];
  for (const field of meta.fields) {
    if (!field.reqd) continue;
    if (field.isTable) {
      if (!Array.isArray(doc[field.fieldname]) || (doc[field.fieldname] as unknown[]).length === 0) {
        messages.push({ message: `Error: Data missing in table: ${field.label}`, title: 'Message' });
        missing.push(field.fieldname);
      }
    } else if (field.column !== null && isMissing(doc[field.fieldname])) {
      messages.push({ message: `Error: Value missing for ${meta.name}: ${field.label}`, title: 'Message' });
      missing.push(field.fieldname);
    }
  }
  for (const table of meta.tableFields) {
    const child = registry.get(table.options!);
    const rows = (doc[table.fieldname] as ChildRow[] | undefined) ?? [];
    if (!child) continue;
    rows.forEach((row, i) => {
      for (const field of child.dataFields) {
        if (field.reqd && isMissing(row[field.fieldname])) {
          messages.push({ message: `Error: <strong>${child.name}</strong> Row #${i + 1}: Value missing for: ${field.label}` });
          missing.push(`${table.fieldname}[${i + 1}].${field.fieldname}`);
        }
      }
    });
  }
  if (missing.length > 0) {
    throw appError('MANDATORY', messages.map((m) => m.message).join('\n'), {
      messages,
      exceptionText: `[${meta.name}, ${String(doc.name ?? '')}]: ${missing.join(', ')}`,
    });
  }
}
