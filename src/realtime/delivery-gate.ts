import type { Principal } from '../context/principal.ts';
import type { ModelSite } from '../model/controller.ts';
import type { DocTypeMeta } from '../meta/doctype-meta.ts';
import { accessFor } from '../model/permissions.ts';
import { TRUE } from '../query/ast.ts';
import { evaluateCondition } from '../query/evaluate-condition.ts';
import type { RealtimeGate } from '../context/realtime-event.ts';

/** How a subscriber of a DocType's rooms is judged: every document readable, only some, or none. */
export type ReadReach = 'all' | 'some' | 'none';

/**
 * What `user` may read of `doctype` (Frappe's can_subscribe_doctype: any read right). `all` lets
 * svc broadcast to the subscriber without asking per event; `some` (an if_owner row, User
 * Permissions, a controller rule, shares only) has every event judged on its document.
 */
export function readReach(site: ModelSite, user: Principal, doctype: string): ReadReach {
  const meta = site.meta.get(doctype);
  if (!meta) return 'none';
  const access = accessFor(meta, user, site.controllers);
  if (!access.has('read')) return 'none';
  return access.condition('read') === TRUE ? 'all' : 'some';
}

/**
 * Whether `user` may read the gated document, judged on its row as the event saw it, with the
 * same rule a read request compiles into SQL. A rule that cannot be judged in memory (a child
 * table condition) answers false: an event is never delivered on a guess.
 */
export function mayRead(meta: DocTypeMeta, site: ModelSite, user: Principal, gate: RealtimeGate, row: Readonly<Record<string, unknown>>): boolean {
  const access = accessFor(meta, user, site.controllers);
  if (!access.has('read')) return false;
  const condition = access.condition('read');
  if (condition === TRUE) return true;
  try {
    return evaluateCondition(condition, { ...row, name: gate.name });
  } catch {
    return false;
  }
}
