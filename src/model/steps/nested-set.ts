import { sql } from 'kysely';
import { appError } from '../../errors/app-error.ts';
import type { DocTypeMeta } from '../../meta/doctype-meta.ts';
import type { DocContext } from '../doc-context.ts';
import type { Doc } from '../document.ts';
import { rowLimit } from '../../query/row-limit.ts';

/**
 * Frappe's nested set (frappe/utils/nestedset.py) for DocTypes with `is_tree`: every node holds
 * `lft`/`rgt` bounds that enclose its descendants' bounds, kept exact on insert, move and delete.
 * Each change holds the tree's named lock until the transaction ends, so concurrent inserts on any
 * process renumber one after the other.
 */
interface Bounds {
  lft: number;
  rgt: number;
}

const lockName = (meta: DocTypeMeta) => `nestedset:${meta.name}`;

async function boundsOf(dc: DocContext, meta: DocTypeMeta, name: unknown): Promise<Bounds | null> {
  const row = await dc.tx.first<{ lft: unknown; rgt: unknown }>(
    dc.tx.builder.selectFrom(dc.tx.builder.dynamic.table(meta.tableName).as('t')).select(['t.lft', 't.rgt']).where('t.name', '=', name),
  );
  return row && row.lft !== null && row.rgt !== null ? { lft: Number(row.lft), rgt: Number(row.rgt) } : null;
}

function table(dc: DocContext, meta: DocTypeMeta) {
  return dc.tx.builder.updateTable(meta.tableName);
}

/** The parent a node names, read as Frappe does ('' is none). */
function parentOf(meta: DocTypeMeta, doc: Doc): string | null {
  const value = doc[meta.tree!.parentField];
  return typeof value === 'string' && value !== '' ? value : null;
}

async function parentBounds(dc: DocContext, meta: DocTypeMeta, parent: string): Promise<Bounds> {
  const bounds = await boundsOf(dc, meta, parent);
  if (!bounds) throw appError('LINK_VALIDATION', `Could not find ${meta.tree!.parentLabel}: ${parent}`);
  return bounds;
}

/** Before a new node's row is written: room is made at the right end of its parent (or after the last root), and its bounds set. */
export async function placeNewNode(dc: DocContext, meta: DocTypeMeta, doc: Doc): Promise<void> {
  if (!meta.tree) return;
  await dc.tx.lock(lockName(meta));
  const parent = parentOf(meta, doc);
  let right: number;
  if (parent) {
    right = (await parentBounds(dc, meta, parent)).rgt;
  } else {
    const row = await dc.tx.first<{ m: unknown }>(dc.tx.builder.selectFrom(meta.tableName).select(sql<number>`coalesce(max(rgt), 0)`.as('m')));
    right = Number(row?.m ?? 0) + 1;
  }
  await dc.tx.run(table(dc, meta).set({ rgt: sql`rgt + 2` }).where('rgt', '>=', right));
  await dc.tx.run(table(dc, meta).set({ lft: sql`lft + 2` }).where('lft', '>=', right));
  doc.lft = right;
  doc.rgt = right + 1;
  doc.old_parent = parent ?? '';
}

/** Before a save is written: the bounds stay the server's, and a node may not move under itself. */
export async function keepBounds(dc: DocContext, meta: DocTypeMeta, doc: Doc, old: Doc): Promise<void> {
  if (!meta.tree) return;
  doc.lft = old.lft;
  doc.rgt = old.rgt;
  const parent = parentOf(meta, doc);
  if (parent === parentOf(meta, old)) return;
  await dc.tx.lock(lockName(meta));
  if (parent) {
    if (parent === doc.name) throw recursion();
    const target = await parentBounds(dc, meta, parent);
    const self = await boundsOf(dc, meta, doc.name);
    if (self && target.lft > self.lft && target.rgt < self.rgt) throw recursion();
  }
  doc.old_parent = parentOf(meta, old) ?? '';
}

/** After a save whose parent changed: the node's subtree moves under the new parent (Frappe's update_move_node). */
export async function moveNode(dc: DocContext, meta: DocTypeMeta, doc: Doc, old: Doc): Promise<void> {
  if (!meta.tree) return;
  const parent = parentOf(meta, doc);
  if (parent === parentOf(meta, old)) return;
  const self = await boundsOf(dc, meta, doc.name);
  if (!self) return;
  const diff = self.rgt - self.lft + 1;
  // The subtree steps aside (negative bounds), the gap it leaves closes, room opens at the new place, and it comes back.
  await dc.tx.run(table(dc, meta).set({ lft: sql`-lft`, rgt: sql`-rgt` }).where('lft', '>=', self.lft).where('rgt', '<=', self.rgt));
  await dc.tx.run(table(dc, meta).set({ lft: sql`lft - ${diff}`, rgt: sql`rgt - ${diff}` }).where('lft', '>', self.rgt));
  await dc.tx.run(table(dc, meta).set({ rgt: sql`rgt - ${diff}` }).where('lft', '<', self.lft).where('rgt', '>', self.rgt));
  let shift: number;
  if (parent) {
    const target = await parentBounds(dc, meta, parent);
    await dc.tx.run(table(dc, meta).set({ rgt: sql`rgt + ${diff}` }).where('name', '=', parent));
    await dc.tx.run(table(dc, meta).set({ lft: sql`lft + ${diff}`, rgt: sql`rgt + ${diff}` }).where('lft', '>', target.rgt));
    await dc.tx.run(table(dc, meta).set({ rgt: sql`rgt + ${diff}` }).where('lft', '<', target.lft).where('rgt', '>', target.rgt));
    shift = target.rgt - self.lft;
  } else {
    const row = await dc.tx.first<{ m: unknown }>(dc.tx.builder.selectFrom(meta.tableName).select(sql<number>`coalesce(max(rgt), 0)`.as('m')));
    shift = Number(row?.m ?? 0) + 1 - self.lft;
  }
  await dc.tx.run(table(dc, meta).set({ lft: sql`${shift} - lft`, rgt: sql`${shift} - rgt` }).where('lft', '<', 0));
  const moved = await boundsOf(dc, meta, doc.name);
  if (moved) Object.assign(doc, moved);
}

/** Before a delete: a node with children stays (Frappe's NestedSetChildExistsError). */
export async function refuseWithChildren(dc: DocContext, meta: DocTypeMeta, doc: Doc): Promise<void> {
  if (!meta.tree) return;
  await dc.tx.lock(lockName(meta));
  const child = await dc.tx.first(dc.tx.builder.selectFrom(meta.tableName).select('name').where(meta.tree.parentField, '=', doc.name).limit(rowLimit(1, dc.tx.caps)));
  if (child) throw appError('NESTED_SET_CHILD_EXISTS', `Cannot delete ${String(doc.name)} because it has child nodes`);
}

/** After a node's row is deleted: the gap it leaves closes (Frappe's update_remove_node). */
export async function closeGap(dc: DocContext, meta: DocTypeMeta, doc: Doc): Promise<void> {
  if (!meta.tree || doc.lft === null || doc.lft === undefined) return;
  const width = Number(doc.rgt) - Number(doc.lft) + 1;
  await dc.tx.run(table(dc, meta).set({ rgt: sql`rgt - ${width}` }).where('rgt', '>', Number(doc.rgt)));
  await dc.tx.run(table(dc, meta).set({ lft: sql`lft - ${width}` }).where('lft', '>', Number(doc.rgt)));
}

function recursion() {
  return appError('NESTED_SET_RECURSION', 'Item cannot be added to its own descendants');
}
