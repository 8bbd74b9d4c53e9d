import { eventApi } from '../../../../src/apps/app-api.ts';
import { appError, isAppError } from '../../../../src/errors/app-error.ts';
import type { DocTypeMeta } from '../../../../src/meta/doctype-meta.ts';
import { coerceValue } from '../../../../src/model/coerce-value.ts';
import type { DocContext } from '../../../../src/model/doc-context.ts';
import type { Doc } from '../../../../src/model/document.ts';
import { makeNotificationLogs } from '../../../../src/rpc/builtin/notifications/make-logs.ts';
import { recipientsOf } from './recipients.ts';
import { conditionHolds, renderTemplate, type RuleContext } from './rule-text.ts';
import { sendAlertEmail } from './alert-email.ts';

/** The values a Notification's condition and templates see (Frappe's get_context, and send's `alert` and `comments`). */
export function ruleContext(dc: DocContext, doc: Doc, alert?: Doc): RuleContext {
  let comments: unknown = null;
  if (typeof doc._comments === 'string' && doc._comments) {
    try {
      comments = JSON.parse(doc._comments);
    } catch {
      comments = null;
    }
  }
  return { doc, nowdate: dc.now.slice(0, 10), ...(alert ? { alert, comments } : {}) };
}

/** The document a child row belongs to (Frappe's get_reference_doctype / get_reference_name). */
const referenceOf = (meta: DocTypeMeta, doc: Doc) => (meta.istable ? { doctype: String(doc.parenttype ?? ''), name: String(doc.parent ?? '') } : { doctype: meta.name, name: String(doc.name) });

/** A value as the field stores it, so `1` and `"1"` or `0` and null are no change (Frappe's cast). */
function comparable(meta: DocTypeMeta, fieldname: string, value: unknown): unknown {
  const field = meta.fieldMap.get(fieldname);
  if (value === null || value === undefined || value === '') return field && (field.value === 'int' || field.value === 'float') ? 0 : '';
  try {
    return field ? JSON.stringify(coerceValue(field, value)) : JSON.stringify(value);
  } catch {
    return JSON.stringify(value);
  }
}

/**
 * Frappe's evaluate_alert: the condition over the document, for Value Change whether the watched
 * field differs from the stored document, then the sending. A condition that cannot be judged
 * stops the save with "Error in Notification", as in Frappe.
 */
export async function evaluateAlert(dc: DocContext, meta: DocTypeMeta, doc: Doc, old: Doc | null, alert: Doc, event: string): Promise<void> {
  const context = ruleContext(dc, doc);
  const condition = typeof alert.condition === 'string' ? alert.condition.trim() : '';
  try {
    if (condition && !conditionHolds(dc, condition, context)) return;
  } catch (err) {
    throw appError('VALIDATION', `Error in Notification ${String(alert.name)}: ${isAppError(err) ? err.message : String(err)}`);
  }
  if (event === 'Value Change' && old) {
    const fieldname = String(alert.value_changed ?? '');
    if (!meta.fieldMap.get(fieldname)?.column) {
      // As Frappe: a rule watching a field the DocType no longer has is switched off.
      await eventApi(dc).asSystem().update('Notification', String(alert.name), { enabled: 0 });
      dc.log.warn({ notification: alert.name, field: fieldname }, 'Notification disabled: its Value Changed field is missing');
      return;
    }
    if (comparable(meta, fieldname, doc[fieldname]) === comparable(meta, fieldname, old[fieldname])) return;
  }
  await sendAlert(dc, meta, doc, alert);
}

/**
 * Frappe's Notification.send: each channel, then the property to set. A channel that fails is
 * logged and the save goes on, as Frappe's log_error.
 */
export async function sendAlert(dc: DocContext, meta: DocTypeMeta, doc: Doc, alert: Doc): Promise<void> {
  const context = ruleContext(dc, doc, alert);
  const reference = referenceOf(meta, doc);
  try {
    const recipients = await recipientsOf(dc, alert, reference.doctype, doc, context);
    const subject = String(alert.subject ?? '').includes('{') ? renderTemplate(String(alert.subject), context) : String(alert.subject ?? '');
    const message = renderTemplate(String(alert.message ?? ''), context);
    if (alert.channel === 'Email') await sendAlertEmail(dc, { recipients, subject, message, reference });
    if (alert.channel === 'System Notification' || Number(alert.send_system_notification ?? 0) === 1) {
      const users = [...recipients.to, ...recipients.cc, ...recipients.bcc];
      await makeNotificationLogs(eventApi(dc), users, {
        type: 'Alert', document_type: reference.doctype, document_name: reference.name, subject,
        from_user: String(doc.modified_by || doc.owner || dc.user.name), email_content: message,
      });
    }
  } catch (err) {
    if (!isAppError(err)) throw err;
    dc.log.error({ err, notification: alert.name }, 'Failed to send Notification');
  }
  await setPropertyAfterAlert(dc, meta, doc, alert);
}

/**
 * Frappe's set_property_after_alert: the field takes the value once the notification went out,
 * unless the document is submitted and the field may not change after submit. Written straight
 * to the row without a save of its own and without touching `modified` (docs/DECISIONS.md D82),
 * and on the document in hand, so the rest of this save and its answer carry it.
 */
async function setPropertyAfterAlert(dc: DocContext, meta: DocTypeMeta, doc: Doc, alert: Doc): Promise<void> {
  const fieldname = typeof alert.set_property_after_alert === 'string' ? alert.set_property_after_alert : '';
  const field = fieldname ? meta.fieldMap.get(fieldname) : undefined;
  if (!field?.column || meta.istable) return;
  if (Number(doc.docstatus ?? 0) === 1 && !field.allowOnSubmit) return;
  const value = coerceValue(field, alert.property_value ?? null);
  await dc.tx.run(dc.tx.builder.updateTable(meta.tableName).set({ [fieldname]: value as never }).where('name', '=', doc.name as never));
  doc[fieldname] = value;
}
