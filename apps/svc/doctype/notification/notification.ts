import type { DocController } from '../../../../src/model/controller.ts';
import type { MethodContext } from '../../../../src/apps/app-api.ts';
import { forgetAlerts } from './alerts-of.ts';
import { triggerDailyAlerts } from './daily-alerts.ts';
import { validateNotification } from './validate-notification.ts';

/**
 * Notification (frappe/email/doctype/notification): a rule that mails or notifies users when a
 * document of its DocType is created, saved, submitted, cancelled, changes a value or reaches a
 * date. Checked whole on every save; a change is seen by the next write in this transaction too.
 */
const controller: DocController = {
  events: {
    validate: (dc, doc) => validateNotification(dc, doc),
    on_update(dc, doc, _meta, old) {
      forgetAlerts(dc, doc.document_type);
      if (old) forgetAlerts(dc, old.document_type);
    },
    on_trash: (dc, doc) => forgetAlerts(dc, doc.document_type),
  },
};

export default controller;

/** The daily scheduler event (hooks.ts): Frappe's trigger_daily_alerts. */
export function trigger_daily_alerts(api: MethodContext): Promise<void> {
  return triggerDailyAlerts(api);
}
