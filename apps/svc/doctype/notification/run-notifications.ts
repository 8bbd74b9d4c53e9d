import { eventApi } from '../../../../src/apps/app-api.ts';
import type { DocEvent, DocEventHandler } from '../../../../src/model/controller.ts';
import type { Doc } from '../../../../src/model/document.ts';
import { alertsOf, firstFiring } from './alerts-of.ts';
import { evaluateAlert } from './send-alert.ts';

/** The Notification event each document event stands for (Frappe's run_notifications event_map). */
const EVENT_OF: Partial<Record<DocEvent, string>> = { after_insert: 'New', on_update: 'Save', on_submit: 'Submit', on_cancel: 'Cancel', on_change: 'Value Change' };

/** DocTypes whose writes never notify: the logs notifications write, and the mail queue (Frappe's FORBIDDEN_DOCUMENT_TYPES). */
const SILENT = new Set(['Notification Log', 'Email Queue', 'Email Queue Recipient', 'Version', 'Scheduled Job Log']);

/**
 * The document event handler that runs a DocType's Notifications (Frappe's Document.run_notifications):
 * each enabled one whose event is this one's (Value Change only on a save of a stored document),
 * or a Method one naming this event; each at most once per document saved.
 */
export function runNotifications(event: DocEvent): DocEventHandler {
  const mapped = EVENT_OF[event];
  return async (dc, doc, meta, old) => {
    if (SILENT.has(meta.name) || meta.istable) return;
    const alerts = await alertsOf(dc, meta.name);
    if (alerts.length === 0) return;
    for (const ref of alerts) {
      const byEvent = mapped !== undefined && ref.event === mapped && (mapped !== 'Value Change' || old !== null);
      if (!byEvent && !(ref.event === 'Method' && ref.method === event)) continue;
      if (!firstFiring(dc, doc, ref.name)) continue;
      const alert = await eventApi(dc).asSystem().get('Notification', ref.name) as Doc;
      await evaluateAlert(dc, meta, doc, old, alert, ref.event);
    }
  };
}
