import type { SaveAction, SaveState, SaveStep } from '../save-state.ts';
import { checkNoLinks } from './check-links.ts';
import { requireDocRight } from './check-permission.ts';
import { fire } from './run-event.ts';

/** `step` for the actions named; nothing for the others. */
const on = (actions: readonly SaveAction[], step: SaveStep): SaveStep => (s) => (actions.includes(s.action) ? step(s) : undefined);

/**
 * The right each action needs on top of write or create (Frappe's check_docstatus_transition): a
 * submit and an update after submit need submit, a cancel needs cancel.
 */
export const actionRightSteps: ReadonlyArray<[string, SaveStep]> = [
  ['check submit permission', on(['submit', 'update_after_submit'], (s) => requireDocRight(s.access, s.dc.user, 'submit', s.doc))],
  ['check cancel permission', on(['cancel'], (s) => requireDocRight(s.access, s.dc.user, 'cancel', s.doc))],
];

/**
 * The events before a save checks and writes the document (Frappe's run_before_save_methods):
 * a submit is validated as a save is but fires before_submit instead of before_save; an update
 * after submit and a cancel fire only their own.
 */
export const beforeWriteSteps: ReadonlyArray<[string, SaveStep]> = [
  ['before_validate', on(['save', 'submit'], fire('before_validate'))],
  ['validate', on(['save', 'submit'], fire('validate'))],
  ['before_save', on(['save'], fire('before_save'))],
  ['before_submit', on(['submit'], fire('before_submit'))],
  ['before_update_after_submit', on(['update_after_submit'], fire('before_update_after_submit'))],
  ['before_cancel', on(['cancel'], fire('before_cancel'))],
];

/** The events once the rows are written (Frappe's run_post_save_methods, up to its version and on_change). */
export const afterWriteSteps: ReadonlyArray<[string, SaveStep]> = [
  ['on_update', on(['save', 'submit'], fire('on_update'))],
  ['on_submit', on(['submit'], fire('on_submit'))],
  ['on_update_after_submit', on(['update_after_submit'], fire('on_update_after_submit'))],
  ['on_cancel', on(['cancel'], fire('on_cancel'))],
  // After on_cancel, as Frappe's check_no_back_links_exist: on_cancel may cancel what links here first.
  ['check back-links on cancel', on(['cancel'], (s) => checkNoLinks(s.dc, s.meta, s.doc.name, 'cancel'))],
];

/** Whether the save checks the document's values: a cancel checks none (Frappe's _save skips _validate). */
export const validatesValues = (s: SaveState): boolean => s.action !== 'cancel';
