import { eventApi } from '../../../../src/apps/app-api.ts';
import type { DocContext } from '../../../../src/model/doc-context.ts';
import type { Doc } from '../../../../src/model/document.ts';
import type { Tx } from '../../../../src/storage/database.ts';

/** One enabled Notification as the document events need it (Frappe's cached get_all of name, event, method). */
export interface AlertRef {
  readonly name: string;
  readonly event: string;
  readonly method: string | null;
}

/**
 * What one transaction knows of notifications: the enabled ones by DocType (read once, as
 * Frappe's `notifications` cache), which have fired for which document object (Frappe's
 * `notifications_executed` flag), and the full Notifications loaded. Keyed by the transaction, so
 * it goes with it; a saved or deleted Notification drops its DocType's entry.
 */
interface TxNotifications {
  readonly byDoctype: Map<string, Promise<AlertRef[]>>;
  readonly fired: WeakMap<Doc, Set<string>>;
}

const perTx = new WeakMap<Tx, TxNotifications>();

function stateOf(tx: Tx): TxNotifications {
  let state = perTx.get(tx);
  if (!state) perTx.set(tx, (state = { byDoctype: new Map(), fired: new WeakMap() }));
  return state;
}

/** The enabled Notifications of a DocType, read once per transaction. */
export function alertsOf(dc: DocContext, doctype: string): Promise<AlertRef[]> {
  const state = stateOf(dc.tx);
  let known = state.byDoctype.get(doctype);
  if (!known) {
    known = eventApi(dc).asSystem().list('Notification', { fields: ['name', 'event', 'method'], filters: [['enabled', '=', 1], ['document_type', '=', doctype]], order_by: 'name asc', limit_page_length: 0 }) as Promise<AlertRef[]>;
    state.byDoctype.set(doctype, known);
  }
  return known;
}

/** Drops what the transaction knew of a DocType's Notifications (one of them was saved or deleted). */
export function forgetAlerts(dc: DocContext, doctype: unknown): void {
  if (typeof doctype === 'string') stateOf(dc.tx).byDoctype.delete(doctype);
}

/** Marks the Notification fired for this document object; false when it already had (it fires once per save). */
export function firstFiring(dc: DocContext, doc: Doc, alert: string): boolean {
  const { fired } = stateOf(dc.tx);
  let names = fired.get(doc);
  if (!names) fired.set(doc, (names = new Set()));
  if (names.has(alert)) return false;
  names.add(alert);
  return true;
}
