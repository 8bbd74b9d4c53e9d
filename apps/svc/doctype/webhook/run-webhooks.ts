import { appError, isAppError } from '../../../../src/errors/app-error.ts';
import type { DocEvent, DocEventHandler } from '../../../../src/model/controller.ts';
import type { DocContext } from '../../../../src/model/doc-context.ts';
import { enqueueDeliveries } from './enqueue-deliveries.ts';
import { conditionHolds } from './webhook-text.ts';
import { owe, webhooksOf } from './webhooks-of.ts';

/** The document events a Webhook may name (its `webhook_docevent` options). */
export const WEBHOOK_EVENTS: ReadonlySet<DocEvent> = new Set(['after_insert', 'on_update', 'on_submit', 'on_cancel', 'on_trash', 'on_update_after_submit', 'on_change']);

/** DocTypes whose writes never fire webhooks: the request log, which a delivery writes itself. */
const SILENT = new Set(['Webhook Request Log']);

/**
 * The document event handler that runs a DocType's Webhooks (Frappe's run_webhooks): each enabled
 * one naming this event (`on_change` only on a save of a stored document, as Frappe: no value
 * changes on an insert) whose condition holds over the document is owed once the transaction
 * commits; its delivery is enqueued then, so the save never waits for a receiver
 * (docs/DECISIONS.md D84, F46).
 */
export function runWebhooks(event: DocEvent): DocEventHandler {
  return async (dc, doc, meta, old) => {
    if (SILENT.has(meta.name) || meta.istable || !WEBHOOK_EVENTS.has(event)) return;
    if (event === 'on_change' && old === null) return;
    const hooks = await webhooksOf(dc, meta.name);
    for (const webhook of hooks) {
      if (webhook.webhook_docevent !== event) continue;
      if (!holds(dc, webhook.name, webhook.condition, doc)) continue;
      const owed = owe(dc, { webhook, doctype: meta.name, event, doc });
      if (owed) dc.onCommitted(() => enqueueDeliveries(dc, owed));
    }
  };
}

/** Whether the condition holds; one that cannot be judged stops the save, as Frappe's safe_eval would. */
function holds(dc: DocContext, name: string, condition: string | null, doc: Record<string, unknown>): boolean {
  if (!condition?.trim()) return true;
  try {
    return conditionHolds(dc, condition, doc);
  } catch (err) {
    throw appError('VALIDATION', `Error in Webhook ${name}: ${isAppError(err) ? err.message : String(err)}`);
  }
}
