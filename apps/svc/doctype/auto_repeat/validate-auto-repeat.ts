import { appError } from '../../../../src/errors/app-error.ts';
import { isValidEmail, splitEmails } from '../../../../src/email/addresses.ts';
import type { DocTypeMeta } from '../../../../src/meta/doctype-meta.ts';
import type { DocContext } from '../../../../src/model/doc-context.ts';
import type { Doc } from '../../../../src/model/document.ts';
import { loadReadableDocument } from '../../../../src/model/load-document.ts';
import { accessFor } from '../../../../src/model/permissions.ts';
import { validateTemplate } from '../../../../src/templates/index.ts';
import { nextScheduleDate, ruleOf } from './schedule.ts';

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const flag = (v: unknown) => Number(v ?? 0) === 1;

/** Frappe's AutoRepeat.is_completed: the end date is past. */
export function isCompleted(doc: Doc, today: string): boolean {
  const end = text(doc.end_date).slice(0, 10);
  return end !== '' && end < today;
}

/**
 * The reference DocType, which must allow Auto Repeat (Frappe's validate_reference_doctype; svc
 * checks in tests too), and the reference document, which the caller must be able to read and
 * whose DocType they must be able to create: the copies are made in their stead
 * (docs/DECISIONS.md D97).
 */
async function checkReference(dc: DocContext, doc: Doc): Promise<DocTypeMeta> {
  const doctype = text(doc.reference_doctype);
  const meta = dc.site.meta.get(doctype);
  if (!meta) throw appError('VALIDATION', `DocType ${doctype} not found`);
  if (!flag(meta.source.allow_auto_repeat)) throw appError('VALIDATION', `Enable Allow Auto Repeat for the doctype ${doctype} in Customize Form`);
  if (!dc.user.superuser && !accessFor(meta, dc.user, dc.site.controllers).has('create')) {
    throw appError('PERMISSION_DENIED', `Insufficient Permission for ${doctype}: you cannot create one, so you cannot repeat one`);
  }
  await loadReadableDocument(dc, meta, text(doc.reference_document));
  if (flag(doc.submit_on_creation) && !meta.isSubmittable) throw appError('VALIDATION', 'Cannot enable Submit on Creation for a non-submittable doctype');
  return meta;
}

/** Frappe's validate_dates: an end date after the start date. */
function checkDates(doc: Doc): void {
  const start = text(doc.start_date).slice(0, 10);
  const end = text(doc.end_date).slice(0, 10);
  if (!end) return;
  if (end < start) throw appError('VALIDATION', 'End Date cannot be before Start Date');
  if (end === start) throw appError('VALIDATION', 'End Date should not be same as Start Date');
}

/** Frappe's validate_email_id: mail needs recipients, each a valid address. */
function checkRecipients(doc: Doc): void {
  if (!flag(doc.notify_by_email)) return;
  const recipients = splitEmails(text(doc.recipients).replace(/\n/g, ''));
  if (recipients.length === 0) throw appError('VALIDATION', "'Recipients' not specified");
  for (const address of recipients) if (!isValidEmail(address)) throw appError('INVALID_EMAIL', `${address.slice(0, 200)} is an invalid email address in 'Recipients'`);
}

/** Frappe's validate_auto_repeat_days: no weekday twice. */
function checkDays(doc: Doc): void {
  const days = ruleOf(doc).repeat_on_days;
  const repeated = [...new Set(days.filter((d, i) => days.indexOf(d) !== i))];
  if (repeated.length) throw appError('VALIDATION', `Auto Repeat Day${repeated.length > 1 ? 's' : ''} ${repeated.join(', ')} has been repeated.`);
}

/**
 * Frappe's update_auto_repeat_id, by the Auto Repeat records themselves so a DocType without the
 * `auto_repeat` field is checked as well: one active Auto Repeat per document.
 */
async function checkNotRepeatedElsewhere(dc: DocContext, doc: Doc): Promise<void> {
  const meta = dc.site.meta.get('Auto Repeat')!;
  const other = await dc.tx.first<{ name: string }>(
    dc.tx.builder.selectFrom(meta.tableName).select(['name'])
      .where('reference_doctype', '=', text(doc.reference_doctype) as never)
      .where('reference_document', '=', text(doc.reference_document) as never)
      .where('status', '=', 'Active' as never)
      .where('name', '!=', String(doc.name ?? '') as never),
  );
  if (other) throw appError('VALIDATION', `The ${text(doc.reference_document)} is already on auto repeat ${other.name}`);
}

/**
 * Frappe's AutoRepeat.validate up to the reference's link (auto-repeat.ts writes it): status,
 * reference, dates, recipients, weekdays, the next schedule date, one repeat per document, and
 * subject and message that parse. Each refusal is a 417 (403 for the reference's rights).
 */
export async function validateAutoRepeat(dc: DocContext, doc: Doc): Promise<void> {
  // Left to the mandatory check that follows, with Frappe's MandatoryError.
  if (!text(doc.reference_doctype) || !text(doc.reference_document) || !text(doc.frequency) || !text(doc.start_date)) return;
  const today = dc.now.slice(0, 10);
  doc.status = flag(doc.disabled) ? 'Disabled' : isCompleted(doc, today) ? 'Completed' : 'Active';
  await checkReference(dc, doc);
  checkDates(doc);
  checkRecipients(doc);
  checkDays(doc);
  const day = Number(doc.repeat_on_day ?? 0);
  if (!Number.isInteger(day) || day < 0 || day > 31) throw appError('VALIDATION', 'Repeat on Day must be a day of the month, 1 to 31 (0 for the start date\'s)');
  doc.next_schedule_date = flag(doc.disabled) ? null : nextScheduleDate(ruleOf(doc), text(doc.start_date).slice(0, 10), today);
  if (doc.status === 'Active') await checkNotRepeatedElsewhere(dc, doc);
  validateTemplate(text(doc.subject), 'Subject');
  validateTemplate(text(doc.message), 'Message');
}
