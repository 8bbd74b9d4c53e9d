import type { DocTypeMeta } from '../meta/doctype-meta.ts';
import type { MetaRegistry } from '../meta/meta-registry.ts';
import { deleteDoctypeEntries, deleteEntry, indexedSignatures, insertEntries, setIndexedSignature, type GlobalSearchEntry } from '../storage/global-search-table.ts';
import type { Tx } from '../storage/database.ts';
import type { Doc } from './document.ts';
import { formattedValue, globalSearchFields, type SearchField } from './global-search-text.ts';

/** What a DocType's documents contribute to the index: its own fields and its child tables'. */
export interface IndexPlan {
  readonly meta: DocTypeMeta;
  readonly fields: readonly SearchField[];
  readonly children: ReadonlyArray<{ readonly tablefield: string; readonly child: DocTypeMeta; readonly fields: readonly SearchField[] }>;
  /** The fields above as text: a migrate rebuilds the DocType's entries when it changes. */
  readonly signature: string;
}

const TEXT_LIMIT = 140;

/**
 * The index plan of a DocType, or null when it is not indexed: only documents of their own
 * (no child tables, singles or virtual DocTypes) with some field in global search, outside
 * module Core, whose DocTypes Frappe v15 never lets into global search (docs/DECISIONS.md D55).
 * `childOf` resolves its tables (a DocType being saved sees its new child definitions).
 */
export function indexPlan(meta: DocTypeMeta, childOf: (name: string) => DocTypeMeta | undefined): IndexPlan | null {
  if (meta.istable || meta.issingle || meta.isVirtual || meta.module === 'Core') return null;
  const fields = globalSearchFields(meta);
  const children = meta.tableFields.flatMap((t) => {
    const child = childOf(t.options!);
    const childFields = child ? globalSearchFields(child) : [];
    return child && childFields.length > 0 ? [{ tablefield: t.fieldname, child, fields: childFields }] : [];
  });
  if (fields.length === 0 && children.length === 0) return null;
  const signature = JSON.stringify([fields, children.map((c) => [c.tablefield, c.child.name, c.fields]), meta.titleField]);
  return { meta, fields, children, signature };
}

const plans = new WeakMap<DocTypeMeta, IndexPlan | null>();

/** A site's plan for `meta`, worked out once per loaded definition (a save asks on every write). */
function planOf(meta: DocTypeMeta, registry: MetaRegistry): IndexPlan | null {
  let plan = plans.get(meta);
  if (plan === undefined) plans.set(meta, (plan = indexPlan(meta, (name) => registry.get(name))));
  return plan;
}
const present = (v: unknown) => v !== null && v !== undefined && v !== '' && v !== 0;

/**
 * A document's entry, or null when it has none: cancelled, disabled (an `enabled` field unset or
 * `disabled` set) or with no searchable text (Frappe v15's update_global_search).
 */
export function entryOf(plan: IndexPlan, doc: Doc): GlobalSearchEntry | null {
  const meta = plan.meta;
  if (Number(doc.docstatus) > 1 || (meta.fieldMap.has('enabled') && !Number(doc.enabled)) || Number(doc.disabled)) return null;
  const content = plan.fields.filter((f) => present(doc[f.fieldname])).map((f) => formattedValue(doc[f.fieldname], f));
  for (const { tablefield, fields } of plan.children) {
    for (const row of (doc[tablefield] ?? []) as Doc[]) content.push(...fields.filter((f) => present(row[f.fieldname])).map((f) => formattedValue(row[f.fieldname], f)));
  }
  if (content.length === 0) return null;
  const titleField = meta.titleField ?? (meta.fieldMap.has('title') ? 'title' : null);
  const title = String((titleField && doc[titleField]) || doc.name);
  const route = meta.fieldMap.has('route') && doc.route ? String(doc.route).slice(0, TEXT_LIMIT) : null;
  return { doctype: meta.name, name: String(doc.name), title: title.slice(0, TEXT_LIMIT), content: content.join(' ||| '), route, published: 0 };
}

/**
 * Keeps a saved document's entry, in the save's transaction (docs/DECISIONS.md D54): written,
 * replaced, or removed when the document no longer has one.
 */
export async function indexDocument(tx: Tx, registry: MetaRegistry, meta: DocTypeMeta, doc: Doc): Promise<void> {
  const plan = planOf(meta, registry);
  if (!plan) return;
  const entry = entryOf(plan, doc);
  // Delete then insert: one statement shape on every dialect, where an upsert has three.
  await deleteEntry(tx, meta.name, String(doc.name));
  if (entry) await insertEntries(tx, [entry]);
}

/** True when documents of `meta` have entries in the index. */
export function isIndexed(meta: DocTypeMeta, registry: MetaRegistry): boolean {
  return planOf(meta, registry) !== null;
}

/** Removes a deleted (or renamed-away) document's entry. */
export async function unindexDocument(tx: Tx, registry: MetaRegistry, meta: DocTypeMeta, name: unknown): Promise<void> {
  if (planOf(meta, registry)) await deleteEntry(tx, meta.name, String(name));
}

/**
 * Rebuilds every entry of a DocType from its stored documents (Frappe's rebuild_for_doctype), or
 * only removes them when it is no longer indexed, and records what the entries were built from.
 */
export async function rebuildIndex(tx: Tx, meta: DocTypeMeta, plan: IndexPlan | null): Promise<void> {
  await deleteDoctypeEntries(tx, meta.name);
  await setIndexedSignature(tx, meta.name, plan?.signature ?? null);
  if (!plan) return;
  const columns = [...new Set(['name', 'docstatus', ...plan.fields.map((f) => f.fieldname), ...['enabled', 'disabled', 'route', 'title', meta.titleField ?? ''].filter((f) => f && meta.fieldMap.get(f)?.column)])];
  const docs = await tx.all<Doc>(tx.builder.selectFrom(meta.tableName).select(columns).where('docstatus', '<', 2));
  const byName = new Map(docs.map((d) => [String(d.name), d]));
  for (const { tablefield, child, fields } of plan.children) {
    const rows = await tx.all<Doc>(tx.builder.selectFrom(child.tableName).select(['parent', ...fields.map((f) => f.fieldname)])
      .where('parenttype', '=', meta.name).where('parentfield', '=', tablefield).orderBy('idx'));
    for (const row of rows) {
      const doc = byName.get(String(row.parent));
      if (doc) ((doc[tablefield] ??= []) as Doc[]).push(row);
    }
  }
  await insertEntries(tx, docs.map((d) => entryOf(plan, d)).filter((e): e is GlobalSearchEntry => e !== null));
}

/**
 * Rebuilds the entries of each DocType of `metas` whose indexed fields differ from those its
 * entries were built from (every indexed one, the first time), and drops the entries of
 * DocTypes no longer indexed: what `svc migrate` and a saved custom DocType run.
 */
export async function syncIndexes(tx: Tx, metas: readonly DocTypeMeta[], childOf: (name: string) => DocTypeMeta | undefined): Promise<string[]> {
  const built = await indexedSignatures(tx);
  const rebuilt: string[] = [];
  for (const meta of metas) {
    const plan = indexPlan(meta, childOf);
    if ((built.get(meta.name) ?? null) === (plan?.signature ?? null)) continue;
    await rebuildIndex(tx, meta, plan);
    rebuilt.push(meta.name);
  }
  return rebuilt;
}
