import { eventApi } from '../../../../src/apps/app-api.ts';
import type { DocContext } from '../../../../src/model/doc-context.ts';
import type { Doc } from '../../../../src/model/document.ts';
import type { Tx } from '../../../../src/storage/database.ts';

/** One enabled Webhook as the document events need it (Frappe's get_all_webhooks row). */
export interface WebhookRef {
  readonly name: string;
  readonly webhook_docevent: string;
  readonly condition: string | null;
  readonly background_jobs_queue: string | null;
}

/** A delivery waiting for the transaction's commit: the webhook and the document as it last was. */
export interface PendingDelivery {
  readonly webhook: WebhookRef;
  readonly doctype: string;
  readonly event: string;
  doc: Doc;
}

/**
 * What one transaction knows of webhooks: the enabled ones by DocType (read once, by the indexed
 * `webhook_doctype`), and the deliveries it owes once it commits, keyed by webhook and document
 * so a document saved twice, or firing two events one webhook listens to, is delivered once with
 * its last state (Frappe's `_webhook_queue` deduplication; docs/DECISIONS.md D85). Keyed by the
 * transaction, so it goes with it: a rollback owes nothing.
 */
interface TxWebhooks {
  readonly byDoctype: Map<string, Promise<WebhookRef[]>>;
  pending: Map<string, PendingDelivery> | null;
}

const perTx = new WeakMap<Tx, TxWebhooks>();

function stateOf(tx: Tx): TxWebhooks {
  let state = perTx.get(tx);
  if (!state) perTx.set(tx, (state = { byDoctype: new Map(), pending: null }));
  return state;
}

/** The enabled Webhooks of a DocType, read once per transaction. */
export function webhooksOf(dc: DocContext, doctype: string): Promise<WebhookRef[]> {
  const state = stateOf(dc.tx);
  let known = state.byDoctype.get(doctype);
  if (!known) {
    known = eventApi(dc).asSystem().list('Webhook', {
      fields: ['name', 'webhook_docevent', 'condition', 'background_jobs_queue'],
      filters: [['webhook_doctype', '=', doctype], ['enabled', '=', 1]],
      order_by: 'name asc', limit_page_length: 0,
    }) as Promise<WebhookRef[]>;
    state.byDoctype.set(doctype, known);
  }
  return known;
}

/** Drops what the transaction knew of a DocType's Webhooks (one of them was saved or deleted). */
export function forgetWebhooks(dc: DocContext, doctype: unknown): void {
  if (typeof doctype === 'string') stateOf(dc.tx).byDoctype.delete(doctype);
}

/**
 * Records that the transaction owes `delivery`; the last state of a document wins. Answers the
 * owed deliveries when this is the first, so the caller arranges their sending at the commit.
 */
export function owe(dc: DocContext, delivery: PendingDelivery): Map<string, PendingDelivery> | null {
  const state = stateOf(dc.tx);
  const first = state.pending === null;
  state.pending ??= new Map();
  const key = JSON.stringify([delivery.webhook.name, delivery.doctype, String(delivery.doc.name)]);
  const known = state.pending.get(key);
  if (known) known.doc = delivery.doc;
  else state.pending.set(key, delivery);
  return first ? state.pending : null;
}
