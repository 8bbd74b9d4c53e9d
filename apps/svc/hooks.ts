// The built-in app's hooks (Frappe's own hooks.py and the notification calls of its Document):
// every DocType's notifications, a new user's Notification Settings, the email queue flushed on
// every scheduler tick (`all`: mail queued while no Email Account existed, or whose send job was
// lost, goes out) and the daily date-based notifications; every DocType's workflow (Frappe's
// Document.validate_workflow and process_workflow_actions).
import { defineHooks, eventApi, type DocEventHandler, type DocEventHooks } from '../../src/apps/app-api.ts';
import { DOC_EVENTS, type DocEvent } from '../../src/model/controller.ts';
import { RENAME_EVENTS } from '../../src/model/app-hooks.ts';
import { runNotifications } from './doctype/notification/run-notifications.ts';
import { trigger_daily_alerts } from './doctype/notification/notification.ts';
import { ensureSettings } from '../../src/rpc/builtin/notifications/settings-of.ts';
import { validateWorkflow } from '../../src/rpc/builtin/workflow/validate-document.ts';
import { processWorkflowActions } from '../../src/rpc/builtin/workflow/workflow-actions.ts';

/** Every document event but a rename's: the mapped ones, and any a Method rule may name. */
type NotifyingEvent = Exclude<DocEvent, 'before_rename' | 'after_rename'>;
const notifying: Partial<Record<NotifyingEvent, DocEventHandler>> = {};
for (const event of DOC_EVENTS) if (!RENAME_EVENTS.has(event)) notifying[event as NotifyingEvent] = runNotifications(event);

const checkWorkflow: DocEventHandler = (dc, doc, meta, old) => validateWorkflow(dc, doc, meta, old);
const workflowActions: DocEventHandler = (dc, doc, meta) => processWorkflowActions(dc, doc, meta, false);
/** A document's workflow events beside its notifications: the check before it is written, its Workflow Actions after. */
const everyDocType = {
  ...notifying,
  validate: [checkWorkflow, notifying.validate!],
  before_update_after_submit: [checkWorkflow, notifying.before_update_after_submit!],
  on_update: [notifying.on_update!, workflowActions],
  on_update_after_submit: [notifying.on_update_after_submit!, workflowActions],
  on_cancel: [notifying.on_cancel!, workflowActions],
  on_trash: [notifying.on_trash!, (dc, doc, meta) => processWorkflowActions(dc, doc, meta, true)],
} satisfies DocEventHooks;

export default defineHooks({
  doc_events: {
    '*': everyDocType,
    // Frappe's User.after_insert creates the user's Notification Settings, and its on_trash deletes them.
    User: {
      after_insert: (dc, doc) => ensureSettings(eventApi(dc), String(doc.name)),
      async on_trash(dc, doc) {
        const system = eventApi(dc).ignoringPermissions();
        if (await system.exists('Notification Settings', String(doc.name))) await system.delete('Notification Settings', String(doc.name));
      },
    },
  },
  scheduler_events: {
    all: ['frappe.email.queue.flush'],
    daily: [trigger_daily_alerts],
  },
});
