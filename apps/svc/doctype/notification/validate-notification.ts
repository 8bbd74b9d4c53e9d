import { appError } from '../../../../src/errors/app-error.ts';
import type { DocContext } from '../../../../src/model/doc-context.ts';
import type { Doc } from '../../../../src/model/document.ts';
import { checkCondition, checkTemplate } from './rule-text.ts';

const DATE_BASED = new Set(['Days Before', 'Days After']);
/** DocTypes no rule may watch (Frappe's FORBIDDEN_DOCUMENT_TYPES, with svc's own logs). */
const FORBIDDEN = new Set(['Email Queue', 'Notification Log']);
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/**
 * Frappe's Notification.validate: subject and message must parse, a date-based rule names a date
 * field and a Value Change rule the field it watches (svc checks that the DocType has them: the
 * desk offers them as choices), a child table only with a date-based event, every condition
 * must parse. Each refusal is a 417.
 */
export function validateNotification(dc: DocContext, doc: Doc): void {
  const doctype = text(doc.document_type);
  const meta = dc.site.meta.get(doctype);
  if (!meta) throw appError('VALIDATION', `DocType ${doctype} not found`);
  const event = text(doc.event);
  if (!text(doc.subject)) throw appError('MANDATORY', 'Subject is required for this channel');
  checkTemplate(String(doc.subject), 'Subject');
  if (doc.message !== null && doc.message !== undefined) checkTemplate(String(doc.message), 'Message');
  if (DATE_BASED.has(event)) {
    const field = meta.fieldMap.get(text(doc.date_changed));
    if (!text(doc.date_changed)) throw appError('VALIDATION', 'Please specify which date field must be checked');
    if (!field?.column || !['Date', 'Datetime'].includes(field.fieldtype)) throw appError('VALIDATION', `${text(doc.date_changed)} is no date field of ${doctype}`);
  }
  if (event === 'Value Change') {
    if (!text(doc.value_changed)) throw appError('VALIDATION', 'Please specify which value field must be checked');
    if (!meta.fieldMap.get(text(doc.value_changed))?.column) throw appError('VALIDATION', `${text(doc.value_changed)} is no field of ${doctype}`);
  }
  if (FORBIDDEN.has(doctype) || (meta.istable && !DATE_BASED.has(event))) throw appError('VALIDATION', `Cannot set Notification with event ${event} on Document Type ${doctype}`);
  const property = text(doc.set_property_after_alert);
  if (property && !meta.fieldMap.get(property)?.column) throw appError('VALIDATION', `${property} is no field of ${doctype}`);
  if (text(doc.condition)) checkCondition(text(doc.condition), meta);
  for (const row of (doc.recipients as Doc[] | undefined) ?? []) {
    if (text(row.condition)) checkCondition(text(row.condition), meta);
    for (const key of ['cc', 'bcc'] as const) if (text(row[key]).includes('{')) checkTemplate(text(row[key]), key.toUpperCase());
  }
}
