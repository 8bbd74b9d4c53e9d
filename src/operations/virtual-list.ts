import type { ModelRequest } from '../model/controller.ts';
import type { DocTypeMeta } from '../meta/doctype-meta.ts';
import type { DocContext } from '../model/doc-context.ts';
import type { ListScope } from '../query/build-list-query.ts';
import type { FilterTerm, ListQuery } from '../query/list-query.ts';
import { memoryCount, memoryPlan, type MemoryPlan } from '../query/memory-list.ts';
import { formatDate } from '../util/datetime.ts';
import { listAccess } from './list-access.ts';

/**
 * The most documents of a virtual DocType one listing or count looks at: its source answers its
 * newest up to this many (RQ Job keeps finished jobs minutes and failed ones days, far fewer).
 */
export const VIRTUAL_SCAN_LIMIT = 10_000;

/**
 * A listing of a virtual DocType (is_virtual): the caller's right is decided by role first (403
 * before the source is asked), the plan is built and checked (417), then the controller's source
 * supplies the documents and the plan filters (row rule included), orders and pages them.
 */
export async function listVirtual(dc: DocContext, meta: DocTypeMeta, query: ListQuery): Promise<unknown[]> {
  const plan = memoryPlan(scopeOf(dc, meta), query);
  return plan.page(await documentsFor(dc, meta, plan));
}

/** How many documents of a virtual DocType the caller may list match the filters. */
export async function countVirtual(dc: DocContext, meta: DocTypeMeta, filters: readonly FilterTerm[], orFilters: readonly FilterTerm[]): Promise<number> {
  const plan = memoryCount(scopeOf(dc, meta), filters, orFilters);
  return plan.count(await documentsFor(dc, meta, plan));
}

function scopeOf(ctx: ModelRequest, meta: DocTypeMeta): ListScope {
  return { meta, user: ctx.user, registry: ctx.site.meta, access: listAccess(ctx, meta, null), today: formatDate(ctx.clock.nowMicros(), ctx.site.timeZone) };
}

/** The source's documents (none without a source, as Frappe lists nothing for a controller without get_list). */
async function documentsFor(dc: DocContext, meta: DocTypeMeta, plan: MemoryPlan): Promise<Array<Record<string, unknown>>> {
  const source = dc.site.controllers.get(meta.name)?.virtual;
  return source ? source.list(dc, { equals: plan.equals, max: VIRTUAL_SCAN_LIMIT }) : [];
}
