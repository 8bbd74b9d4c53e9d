import type { DocController, MethodContext } from '../../../../src/apps/app-api.ts';
import { deliverWebhook, type DeliveryArgs } from './deliver-webhook.ts';
import { validateWebhook } from './validate-webhook.ts';
import { forgetWebhooks } from './webhooks-of.ts';

/**
 * Webhook (frappe/integrations/doctype/webhook): an HTTP request sent when a document of its
 * DocType meets an event and its condition. Checked whole on every save; a change is seen by the
 * next write in this transaction too (the DocType's webhooks are read once per transaction).
 */
const controller: DocController = {
  events: {
    validate: (dc, doc, _meta, old) => validateWebhook(dc, doc, old),
    on_update(dc, doc, _meta, old) {
      forgetWebhooks(dc, doc.webhook_doctype);
      if (old) forgetWebhooks(dc, old.webhook_doctype);
    },
    on_trash: (dc, doc) => forgetWebhooks(dc, doc.webhook_doctype),
  },
};

export default controller;

/**
 * The delivery job of one webhook event, by Frappe's name for it (enqueued by
 * enqueue-deliveries.ts with kwargs `{webhook, event, delivery, doc}`): one attempt, retried by
 * the job queue.
 */
export function enqueue_webhook(api: MethodContext, kwargs: DeliveryArgs): ReturnType<typeof deliverWebhook> {
  return deliverWebhook(api, kwargs);
}
