import { appError } from '../../errors/app-error.ts';
import type { DocTypeMeta } from '../../meta/doctype-meta.ts';
import type { ChildRow, Doc } from '../document.ts';

/** Refuses changes to fields without allow_on_submit on a submitted document (417 UpdateAfterSubmitError). */
export function checkUpdateAfterSubmit(meta: DocTypeMeta, doc: Doc, old: Doc): void {
  for (const field of meta.fields) {
    if (field.allowOnSubmit) continue;
    if (field.isTable) {
      const before = (old[field.fieldname] as ChildRow[] | undefined)?.length ?? 0;
      const after = (doc[field.fieldname] as ChildRow[] | undefined)?.length ?? 0;
      if (before !== after) throw updateAfterSubmit(field.label, `${before} rows`, `${after} rows`);
      continue;
    }
    if (field.column === null || field.value === 'password') continue;
    const before = old[field.fieldname] ?? null;
    const after = doc[field.fieldname] ?? null;
    if (String(before ?? '') !== String(after ?? '')) throw updateAfterSubmit(field.label, before, after);
  }
}

function updateAfterSubmit(label: string, before: unknown, after: unknown) {
  const message = `Not allowed to change <strong>${label}</strong> after submission from <strong>${String(before ?? '')}</strong> to <strong>${String(after ?? '')}</strong>`;
  return appError('UPDATE_AFTER_SUBMIT', message, { messages: [{ message, title: 'Cannot Update After Submit', indicator: 'red', raise_exception: 1 }] });
}

/** Optimistic locking: a client that sends `modified` must send the stored one (417 TimestampMismatchError). */
export function checkTimestamp(sent: unknown, old: Doc, now: string): void {
  if (sent === undefined || sent === null || sent === '') return;
  if (String(sent) !== String(old.modified)) {
    throw appError('TIMESTAMP_MISMATCH', `Error: Document has been modified after you have opened it (${String(old.modified)}, ${now}). Please refresh to get the latest document.`);
  }
}
