import { whitelist } from '../../method-def.ts';
import { readCacheColumn, writeCacheColumn } from '../../../model/cache-columns.ts';
import { readableTarget } from './document-column.ts';

function likedBy(text: string): string[] {
  try {
    const parsed = JSON.parse(text || '[]');
    return Array.isArray(parsed) ? parsed.filter((u): u is string => typeof u === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * frappe.desk.like.toggle_like: `add` "Yes" puts the caller in the document's `_liked_by` (and
 * leaves a Like comment), anything else takes them out (and removes it). The document must be
 * one the caller may read.
 */
export const toggleLike = whitelist({
  path: 'desk.like.toggle_like',
  methods: ['POST', 'PUT'],
  params: [
    { name: 'doctype', type: 'str', required: true },
    { name: 'name', type: 'str', required: true },
    { name: 'add', type: 'str', default: '' },
  ],
  handler: async (api, a) => {
    const meta = await readableTarget(api.dc, a.doctype, a.name);
    const users = likedBy((await readCacheColumn(api.dc, meta, a.name, '_liked_by')) ?? '');
    const me = api.user.name;
    const system = api.ignoringPermissions();
    if (a.add === 'Yes' && !users.includes(me)) {
      users.push(me);
      await system.insert({ doctype: 'Comment', comment_type: 'Like', comment_email: me, reference_doctype: a.doctype, reference_name: a.name, content: 'Liked' });
    } else if (a.add !== 'Yes' && users.includes(me)) {
      users.splice(users.indexOf(me), 1);
      const likes = (await system.list('Comment', { fields: ['name'], filters: [['comment_type', '=', 'Like'], ['owner', '=', me], ['reference_doctype', '=', a.doctype], ['reference_name', '=', a.name]], limit_page_length: 0 })) as Array<{ name: string }>;
      for (const like of likes) await system.delete('Comment', like.name);
    }
    await writeCacheColumn(api.dc, meta, a.name, '_liked_by', JSON.stringify(users));
    return null;
  },
});
