import { readCacheColumn, writeCacheColumn } from '../../../../src/model/cache-columns.ts';
import type { DocController } from '../../../../src/model/controller.ts';
import type { DocContext } from '../../../../src/model/doc-context.ts';
import { checkedTag, tagList, tagText } from '../../../../src/model/user-tags.ts';

/**
 * Renames the tag in the `_user_tags` of every document its Tag Links name (they link to the Tag,
 * so they carry the new name already). Frappe leaves those texts stale, and the list sidebar then
 * shows a tag that no longer exists. After a merge a document may hold two Tag Links to the
 * surviving tag: the later ones go.
 */
async function retagDocuments(dc: DocContext, from: string, to: string): Promise<void> {
  const linkMeta = dc.site.meta.get('Tag Link');
  if (!linkMeta) return;
  const b = dc.tx.builder;
  const table = b.dynamic.table(linkMeta.tableName).as('t');
  const links = await dc.tx.all<{ name: string; document_type: string | null; document_name: string | null }>(
    b.selectFrom(table).select(['t.name', 't.document_type', 't.document_name']).where('t.tag', '=', to).orderBy('t.creation').orderBy('t.name'),
  );
  const tagged = new Set<string>();
  for (const link of links) {
    const key = JSON.stringify([link.document_type, link.document_name]);
    if (tagged.has(key)) {
      await dc.tx.run(b.deleteFrom(linkMeta.tableName).where('name', '=', link.name));
      continue;
    }
    tagged.add(key);
    const meta = link.document_type ? dc.site.meta.get(link.document_type) : undefined;
    if (!meta || meta.issingle || meta.istable || !link.document_name) continue;
    const tags = tagList((await readCacheColumn(dc, meta, link.document_name, '_user_tags')) ?? '');
    if (!tags.includes(from)) continue;
    await writeCacheColumn(dc, meta, link.document_name, '_user_tags', tagText([...new Set(tags.map((t) => (t === from ? to : t)))]));
  }
}

/** Tag (frappe/desk/doctype/tag): a rename reaches the tagged documents' `_user_tags`, where a comma would split the name. */
const controller: DocController = {
  rename: {
    before(_dc, _doc, to) {
      checkedTag(to);
    },
    async after(dc, from, to) {
      await retagDocuments(dc, from, to);
    },
  },
};

export default controller;
