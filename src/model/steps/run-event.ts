import type { DocEvent, RenameDetail } from '../controller.ts';
import type { SaveState } from '../save-state.ts';
import type { DocContext } from '../doc-context.ts';
import type { DocTypeMeta } from '../../meta/doctype-meta.ts';
import type { Doc } from '../document.ts';

/**
 * Calls the controller's handler for a document event, if it has one. Without one it answers at
 * once, not a promise: a save passes a dozen events, most of them unhooked, and the step table
 * awaits only what is pending.
 */
export function runEvent(dc: DocContext, meta: DocTypeMeta, doc: Doc, event: DocEvent, old: Doc | null = null, rename?: RenameDetail): void | Promise<void> {
  const handler = dc.site.controllers.get(meta.name)?.events?.[event];
  return handler ? handler(dc, doc, meta, old, rename) : undefined;
}

/** A lifecycle step that fires `event`. */
export const fire = (event: DocEvent) => (s: SaveState) => runEvent(s.dc, s.meta, s.doc, event, s.old);
