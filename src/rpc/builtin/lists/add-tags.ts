import { appError } from '../../../errors/app-error.ts';
import { checkedTag } from '../../../model/user-tags.ts';
import { whitelist } from '../../method-def.ts';
import { setTags } from '../tags/tag-methods.ts';
import { documentNames } from './each-document.ts';

/** Most documents one bulk call tags: the desk's selection of a list page, with room to spare. */
const MAX_DOCS = 500;

/**
 * frappe.desk.doctype.tag.tag.add_tags: the list view's bulk tagging; every tag of `tags` on every
 * document of `docs` (both JSON lists), as add_tag does one at a time: each document must be one
 * the caller may read, and one that is not refuses the whole call (docs/DECISIONS.md D47). Answers null.
 */
export const addTags = whitelist({
  path: 'desk.doctype.tag.tag.add_tags',
  methods: ['POST', 'PUT'],
  params: [
    { name: 'tags', type: 'any', required: true },
    { name: 'dt', type: 'str', required: true },
    { name: 'docs', type: 'any', required: true },
    { name: 'color', type: 'str' },
  ],
  handler: async (api, a) => {
    const tags = [...new Set(documentNames('tags', a.tags))].map(checkedTag);
    const docs = [...new Set(documentNames('docs', a.docs))];
    if (docs.length > MAX_DOCS) throw appError('VALIDATION', `At most ${MAX_DOCS} documents can be tagged at once`);
    for (const doc of docs) await setTags(api, a.dt, doc, (current) => [...current, ...tags.filter((t) => !current.includes(t))]);
    return null;
  },
});
