// The built-in app's hooks (Frappe's own hooks.py and the notification calls of its Document):
// every DocType's notifications and webhooks (Frappe's run_notifications and run_webhooks),
// workflow (Frappe's Document.validate_workflow and process_workflow_actions) and Assignment
// Rules, a new user's Notification Settings, the email queue flushed on every scheduler tick
// (`all`: mail queued while no Email Account existed, or whose send job was lost, goes out), the
// daily date-based notifications and the daily Auto Repeat copies.
import { defineHooks, eventApi, type DocEventHandler } from '../../src/apps/app-api.ts';
import { DOC_EVENTS, type DocEvent } from '../../src/model/controller.ts';
import { RENAME_EVENTS } from '../../src/model/app-hooks.ts';
import { runNotifications } from './doctype/notification/run-notifications.ts';
import { applyAssignmentRules } from './doctype/assignment_rule/apply-rules.ts';
import { trigger_daily_alerts } from './doctype/notification/notification.ts';
import { make_auto_repeat_entry, set_auto_repeat_as_completed } from './doctype/auto_repeat/auto_repeat.ts';
import { runWebhooks, WEBHOOK_EVENTS } from './doctype/webhook/run-webhooks.ts';
import { ensureSettings } from '../../src/rpc/builtin/notifications/settings-of.ts';
import { validateWorkflow } from '../../src/rpc/builtin/workflow/validate-document.ts';
import { processWorkflowActions } from '../../src/rpc/builtin/workflow/workflow-actions.ts';

/** Every document event but a rename's: the mapped ones, and any a Method rule may name. */
type NotifyingEvent = Exclude<DocEvent, 'before_rename' | 'after_rename'>;
const notifying: Partial<Record<NotifyingEvent, DocEventHandler>> = {};
for (const event of DOC_EVENTS) {
  if (RENAME_EVENTS.has(event)) continue;
  const notify = runNotifications(event);
  if (!WEBHOOK_EVENTS.has(event)) {
    notifying[event as NotifyingEvent] = notify;
    continue;
  }
  const hook = runWebhooks(event);
  notifying[event as NotifyingEvent] = async (dc, doc, meta, old) => {
    await notify(dc, doc, meta, old);
    await hook(dc, doc, meta, old);
  };
}

/**
 * Every document event's handlers, in Frappe's order: the workflow check before the document is
 * written; after it, the Workflow Actions and the Assignment Rules (Frappe's hooks.py), then the
 * notifications and webhooks, as Frappe runs hooks before a method's notifications (so a Notification to all
 * assignees sees the new one).
 */
const checkWorkflow: DocEventHandler = (dc, doc, meta, old) => validateWorkflow(dc, doc, meta, old);
const workflowActions: DocEventHandler = (dc, doc, meta) => processWorkflowActions(dc, doc, meta, false);
const BEFORE_NOTIFYING: Partial<Record<NotifyingEvent, DocEventHandler[]>> = {
  validate: [checkWorkflow],
  before_update_after_submit: [checkWorkflow],
  on_update: [workflowActions, applyAssignmentRules(true)],
  on_update_after_submit: [workflowActions, applyAssignmentRules(true)],
  on_cancel: [workflowActions, applyAssignmentRules(false)],
  on_trash: [(dc, doc, meta) => processWorkflowActions(dc, doc, meta, true)],
};
const everyDoctype: Partial<Record<NotifyingEvent, DocEventHandler[]>> = {};
for (const [event, handler] of Object.entries(notifying) as Array<[NotifyingEvent, DocEventHandler]>) everyDoctype[event] = [...(BEFORE_NOTIFYING[event] ?? []), handler];

export default defineHooks({
  doc_events: {
    '*': everyDoctype,
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
    daily: [trigger_daily_alerts, make_auto_repeat_entry, set_auto_repeat_as_completed],
  },
});
