import { isAppError } from '../errors/app-error.ts';
import { contextWith, type DocContext } from '../model/doc-context.ts';
import type { RealtimeEvent } from '../context/realtime-event.ts';
import { withSavepoint } from '../storage/savepoint.ts';
import { translateDbError } from './run-operation.ts';

/**
 * Most items one batch may carry: Frappe's insert_many limit (frappe/client.py), which svc's
 * insert_many, /api/v2/batch and the v2 bulk endpoints share, so one request never holds the
 * site's writer for more than a few hundred documents.
 */
export const MAX_BATCH_ITEMS = 200;

/** What became of one item: its value, or the error it was refused with (its writes undone). */
export type ItemOutcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

/**
 * Runs items one after another inside the caller's write transaction. `atomic`: the first failure
 * throws, so the operation rolls everything back. Otherwise each item runs in its
 * own savepoint and a failed one is undone alone and reported; only the database failing (503, or a
 * write refused as read-only) stops the batch, since later items could not run either. Realtime
 * events and after-commit work of an item are kept only when its savepoint is released, so nothing
 * of an undone item is published.
 */
export async function runItems<T, R>(dc: DocContext, items: readonly T[], atomic: boolean, exec: (dc: DocContext, item: T, index: number) => Promise<R>): Promise<Array<ItemOutcome<R>>> {
  const outcomes: Array<ItemOutcome<R>> = [];
  for (const [index, item] of items.entries()) {
    if (atomic) {
      try {
        outcomes.push({ ok: true, value: await exec(dc, item, index) });
      } catch (err) {
        throw translateDbError(dc.site.db, dc.log, err);
      }
      continue;
    }
    const scope = itemScope(dc);
    try {
      const value = await withSavepoint(dc.tx, () => exec(scope.dc, item, index));
      scope.keep();
      outcomes.push({ ok: true, value });
    } catch (err) {
      const error = translateDbError(dc.site.db, dc.log, err);
      if (isAppError(error) && (error.code === 'DATABASE_UNAVAILABLE' || error.code === 'READ_ONLY_REQUEST')) throw error;
      // An error outside the catalog is a bug in app code or svc: reported as the item's 500, logged with its stack.
      if (!isAppError(error)) dc.log.error({ err: error instanceof Error ? error.stack : String(error), item: index }, 'batch item failed unexpectedly');
      outcomes.push({ ok: false, error });
    }
  }
  return outcomes;
}

/** The item's context: its realtime events and after-commit work wait for its savepoint's release. */
function itemScope(dc: DocContext): { dc: DocContext; keep(): void } {
  const events: RealtimeEvent[] = [];
  const work: Array<Parameters<DocContext['onCommitted']>[0]> = [];
  const scoped = contextWith(dc, { publishRealtime: (event) => events.push(event), onCommitted: (fn) => work.push(fn) });
  return {
    dc: scoped,
    keep() {
      for (const event of events) dc.publishRealtime(event);
      for (const fn of work) dc.onCommitted(fn);
    },
  };
}
