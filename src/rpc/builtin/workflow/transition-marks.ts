import type { Tx } from '../../../storage/database.ts';

/**
 * The documents apply_workflow is moving in this transaction, by `doctype\0name`: their save is a
 * transition already checked, so the rule that only a state's allow_edit role may edit a document
 * in it does not apply (a transition may keep the state). Keyed by the transaction, so it goes with it.
 */
const perTx = new WeakMap<Tx, Set<string>>();

const keyOf = (doctype: string, name: unknown) => `${doctype}\0${String(name)}`;

/** Marks the document as moved by a transition for the rest of the transaction's save of it. */
export function markTransition(tx: Tx, doctype: string, name: unknown): void {
  let marks = perTx.get(tx);
  if (!marks) perTx.set(tx, (marks = new Set()));
  marks.add(keyOf(doctype, name));
}

/** Clears the mark once the transition's save is over. */
export function clearTransition(tx: Tx, doctype: string, name: unknown): void {
  perTx.get(tx)?.delete(keyOf(doctype, name));
}

export function inTransition(tx: Tx, doctype: string, name: unknown): boolean {
  return perTx.get(tx)?.has(keyOf(doctype, name)) ?? false;
}
