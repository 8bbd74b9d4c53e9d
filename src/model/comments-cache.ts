import type { DocContext } from './doc-context.ts';
import { readCacheColumn, writeCacheColumn } from './cache-columns.ts';

/** One entry of a document's `_comments` (Frappe's update_comment_in_doc). */
interface CachedComment {
  comment: string;
  by: string;
  name: string;
}

const truncated = (content: string) => (content.length > 100 ? `${content.slice(0, 97)}...` : content);

/**
 * Keeps a document's `_comments` JSON (the last 100 comments, each cut to 100 characters) in step
 * with a Comment of type Comment that was saved (`removed` false) or deleted; written without
 * touching `modified`. References to unknown DocTypes, Singles and child tables are left alone.
 */
export async function updateCommentsCache(dc: DocContext, comment: Record<string, unknown>, removed: boolean): Promise<void> {
  const { reference_doctype: doctype, reference_name: name } = comment;
  if (comment.comment_type !== 'Comment' || typeof doctype !== 'string' || typeof name !== 'string') return;
  const meta = dc.site.meta.get(doctype);
  if (!meta || meta.issingle || meta.istable) return;
  const stored = await readCacheColumn(dc, meta, name, '_comments');
  if (stored === undefined) return;
  let cached: CachedComment[] = [];
  try {
    const parsed = JSON.parse(stored || '[]');
    if (Array.isArray(parsed)) cached = parsed;
  } catch {
    cached = [];
  }
  const id = String(comment.name);
  const content = typeof comment.content === 'string' ? comment.content : '';
  if (removed || !content) cached = cached.filter((c) => c.name !== id);
  else {
    const found = cached.find((c) => c.name === id);
    if (found) found.comment = truncated(content);
    else cached.push({ comment: truncated(content), by: String(comment.comment_email || comment.owner || ''), name: id });
  }
  await writeCacheColumn(dc, meta, name, '_comments', JSON.stringify(cached.slice(-100)));
}
