import type { DocTypeMeta } from '../meta/doctype-meta.ts';
import { readCacheColumn, writeCacheColumn } from './cache-columns.ts';
import { asTrusted, type DocContext } from './doc-context.ts';
import { insertDocument } from './lifecycle/insert-document.ts';

/** The users in a `_seen` text (Frappe keeps a JSON list); anything else reads as nobody. */
export function seenBy(text: string | undefined): string[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((u): u is string => typeof u === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Frappe's Document.add_seen: the reader joins the document's `_seen` on a DocType with
 * `track_seen`, without touching `modified`.
 */
export async function addSeen(dc: DocContext, meta: DocTypeMeta, name: string): Promise<void> {
  if (!meta.trackSeen) return;
  const users = seenBy(await readCacheColumn(dc, meta, name, '_seen'));
  if (users.includes(dc.user.name)) return;
  await writeCacheColumn(dc, meta, name, '_seen', JSON.stringify([...users, dc.user.name]));
}

/** Frappe's Document.reset_seen, run by every save of a stored document: only the saver has seen it now. */
export async function resetSeen(dc: DocContext, meta: DocTypeMeta, name: string): Promise<void> {
  if (meta.trackSeen) await writeCacheColumn(dc, meta, name, '_seen', JSON.stringify([dc.user.name]));
}

/**
 * Frappe's Document.add_viewed: a View Log of the reader on a DocType with `track_views`, written
 * whatever the reader's rights on View Log (Frappe's ignore_permissions).
 */
export async function addViewed(dc: DocContext, meta: DocTypeMeta, name: string): Promise<void> {
  const logMeta = dc.site.meta.get('View Log');
  if (!meta.trackViews || !logMeta) return;
  await insertDocument(asTrusted(dc), logMeta, { viewed_by: dc.user.name, reference_doctype: meta.name, reference_name: name });
}
