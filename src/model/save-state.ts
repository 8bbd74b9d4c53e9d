import type { DocTypeMeta } from '../meta/doctype-meta.ts';
import type { DocContext } from './doc-context.ts';
import type { Doc } from './document.ts';
import type { DocAccess } from './permissions.ts';

/**
 * What a save does, from the stored docstatus and the one asked (Frappe's `_action`): the events
 * it fires and the right it needs follow from it (`model/lifecycle/change-docstatus.ts`).
 */
export type SaveAction = 'save' | 'submit' | 'update_after_submit' | 'cancel';

/** What the insert and save step tables pass from step to step. */
export interface SaveState {
  readonly dc: DocContext;
  readonly meta: DocTypeMeta;
  readonly access: DocAccess;
  /** The document being written; steps refine it in place. */
  readonly doc: Doc;
  /** The stored document before this save; null on insert. */
  readonly old: Doc | null;
  /** What the client sent, after envelope unwrapping. */
  readonly input: Record<string, unknown>;
  /** What the save does, from the stored docstatus (none on insert) and the one asked. */
  readonly action: SaveAction;
  /** On insert, the document this one amends as the caller may read it, once the amendment check has loaded it. */
  amends?: Doc;
}

/** One named step of a lifecycle table. */
export type SaveStep = (state: SaveState) => void | Promise<void>;
