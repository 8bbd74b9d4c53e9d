import { appError } from '../../errors/app-error.ts';
import type { SaveAction } from '../save-state.ts';

const LABEL = ['0 (Draft)', '1 (Submitted)', '2 (Cancelled)'];

/**
 * Frappe's docstatus transition table (frappe-behavior §6.5): new → 0 or 1; 0 → 0 or 1;
 * 1 → 1 or 2; a cancelled document never changes.
 * Answers what the save is, as Frappe's check_docstatus_transition names it (`_action`).
 */
export function docstatusAction(from: number | null, to: number): SaveAction {
  if (![0, 1, 2].includes(to)) throw appError('VALIDATION', `docstatus must be 0, 1 or 2, not ${to}`);
  if (from === 2) throw appError('VALIDATION', 'Cannot edit cancelled document');
  const start = from ?? 0;
  if ((start === 0 && to === 2) || (start === 1 && to === 0)) {
    throw appError('DOCSTATUS_TRANSITION', `Cannot change docstatus from ${LABEL[start]} to ${LABEL[to]}`);
  }
  if (to === 0) return 'save';
  if (to === 2) return 'cancel';
  return start === 1 ? 'update_after_submit' : 'submit';
}
