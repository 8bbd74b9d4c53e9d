import type { DocContext } from './doc-context.ts';
import { writeCacheColumn } from './cache-columns.ts';

/**
 * Keeps a document's `_assign` (Frappe's ToDo.update_in_reference): the JSON list of the users
 * its open ToDos are allocated to, oldest first, or '' when none. Written without touching
 * `modified`, as Frappe does; `leaving` is a ToDo on its way out. A reference to an unknown DocType, a Single or a missing document
 * is left alone.
 */
export async function refreshAssignments(dc: DocContext, doctype: unknown, name: unknown, leaving?: string): Promise<void> {
  if (typeof doctype !== 'string' || typeof name !== 'string' || !doctype || !name) return;
  const meta = dc.site.meta.get(doctype);
  if (!meta || meta.issingle || meta.istable) return;
  const open = await dc.tx.all<{ allocated_to: string }>(
    dc.tx.builder
      .selectFrom('tabToDo')
      .select('allocated_to')
      .where('reference_type', '=', doctype)
      .where('reference_name', '=', name)
      .where('status', 'not in', ['Cancelled', 'Closed'])
      .where('allocated_to', 'is not', null)
      .where('allocated_to', '!=', '')
      // A ToDo being deleted still has its row while its on_trash runs.
      .where('name', '!=', leaving ?? '')
      .orderBy('creation')
      .orderBy('name'),
  );
  const users = open.map((row) => row.allocated_to);
  await writeCacheColumn(dc, meta, name, '_assign', users.length > 0 ? JSON.stringify(users) : '');
}
