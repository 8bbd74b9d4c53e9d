import type { MethodContext } from '../../method-context.ts';
import { whitelist } from '../../method-def.ts';
import { readCacheColumn, writeCacheColumn } from '../../../model/cache-columns.ts';
import { checkedTag, tagList, tagText } from '../../../model/user-tags.ts';
import { readableTarget } from './document-column.ts';


const TARGET_PARAMS = [
  { name: 'tag', type: 'str', required: true },
  { name: 'dt', type: 'str', required: true },
  { name: 'dn', type: 'str', required: true },
] as const;

/** Sets a document's tags: `_user_tags`, and one Tag Link per tag (frappe DocTags.update). */
export async function setTags(api: MethodContext, doctype: string, name: string, change: (tags: string[]) => string[]): Promise<void> {
  const meta = await readableTarget(api.dc, doctype, name);
  const before = tagList((await readCacheColumn(api.dc, meta, name, '_user_tags')) ?? '');
  const after = change(before);
  await writeCacheColumn(api.dc, meta, name, '_user_tags', tagText(after));
  const system = api.ignoringPermissions();
  for (const tag of after.filter((t) => !before.includes(t))) {
    if (!(await system.exists('Tag', tag))) await system.insert({ doctype: 'Tag', name: tag });
    await system.insert({ doctype: 'Tag Link', tag, document_type: doctype, document_name: name, title: name });
  }
  for (const tag of before.filter((t) => !after.includes(t))) {
    const links = (await system.list('Tag Link', { fields: ['name'], filters: [['tag', '=', tag], ['document_type', '=', doctype], ['document_name', '=', name]], limit_page_length: 0 })) as Array<{ name: string }>;
    for (const link of links) await system.delete('Tag Link', link.name);
  }
}

/** frappe.desk.doctype.tag.tag.add_tag: tags a document the caller may read (the Tag is made when new); answers the tag. */
export const addTag = whitelist({
  path: 'desk.doctype.tag.tag.add_tag',
  methods: ['POST', 'PUT'],
  params: [...TARGET_PARAMS, { name: 'color', type: 'str' }],
  handler: async (api, a) => {
    const tag = checkedTag(a.tag);
    await setTags(api, a.dt, a.dn, (tags) => (tags.includes(tag) ? tags : [...tags, tag]));
    return tag;
  },
});

/** frappe.desk.doctype.tag.tag.remove_tag: removes a tag from a document the caller may read. */
export const removeTag = whitelist({
  path: 'desk.doctype.tag.tag.remove_tag',
  methods: ['POST', 'PUT', 'DELETE'],
  params: [...TARGET_PARAMS],
  handler: async (api, a) => {
    await setTags(api, a.dt, a.dn, (tags) => tags.filter((t) => t !== a.tag.trim()));
    return null;
  },
});

/** frappe.desk.doctype.tag.tag.get_tags: the Tag names containing `txt`, sorted (as Frappe's, not limited to one DocType). */
export const getTags = whitelist({
  path: 'desk.doctype.tag.tag.get_tags',
  params: [
    { name: 'doctype', type: 'str', required: true },
    { name: 'txt', type: 'str', default: '' },
  ],
  handler: async (api, a) => {
    const txt = String(a.txt ?? '');
    const tags = (await api.docs.list('Tag', { fields: ['name'], filters: txt ? [['name', 'like', `%${txt}%`]] : [], limit_page_length: 0 })) as Array<{ name: string }>;
    return [...new Set(tags.map((t) => t.name))].filter((t) => t.toLowerCase().includes(txt.toLowerCase())).sort();
  },
});
