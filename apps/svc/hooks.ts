// The built-in app's hooks (Frappe's own hooks.py and the notification calls of its Document):
// every DocType's notifications and webhooks (Frappe's "*" run_webhooks doc_events), a new user's Notification Settings, the email queue flushed on
// every scheduler tick (`all`: mail queued while no Email Account existed, or whose send job was
// lost, goes out) and the daily date-based notifications.
import { defineHooks, eventApi, type DocEventHandler } from '../../src/apps/app-api.ts';
import { DOC_EVENTS, type DocEvent } from '../../src/model/controller.ts';
import { RENAME_EVENTS } from '../../src/model/app-hooks.ts';
import { runNotifications } from './doctype/notification/run-notifications.ts';
import { trigger_daily_alerts } from './doctype/notification/notification.ts';
import { runWebhooks, WEBHOOK_EVENTS } from './doctype/webhook/run-webhooks.ts';
import { ensureSettings } from '../../src/rpc/builtin/notifications/settings-of.ts';

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

export default defineHooks({
  doc_events: {
    '*': notifying,
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
