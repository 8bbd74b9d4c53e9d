import { whitelist } from '../../method-def.ts';

interface Mention {
  id: string;
  value: string;
  is_group?: boolean;
  link: string;
}

/**
 * frappe.desk.search.get_names_for_mentions: who an @mention in a comment may name: enabled
 * System Users allowed in mentions (not Administrator or Guest) as `{id, value: full name}`, and
 * every User Group as `{id, value: its name, is_group: true}`, those whose value holds
 * `search_term` (case-insensitive), sorted by value, each with a `link` to its page. Read with
 * system rights, as Frappe reads them for any signed-in user; the link is site-relative
 * (docs/DECISIONS.md D50).
 */
export const getNamesForMentions = whitelist({
  path: 'desk.search.get_names_for_mentions',
  params: [{ name: 'search_term', type: 'str', required: true }],
  handler: async (api, a) => {
    const system = api.asSystem();
    const users = (await system.list('User', {
      fields: ['name', 'full_name'],
      filters: [['name', 'not in', ['Administrator', 'Guest']], ['allowed_in_mentions', '=', 1], ['user_type', '=', 'System User'], ['enabled', '=', 1]],
      order_by: 'name asc', limit_page_length: 0,
    })) as Array<{ name: string; full_name: string | null }>;
    const groups = (await system.list('User Group', { fields: ['name'], order_by: 'name asc', limit_page_length: 0 })) as Array<{ name: string }>;
    const term = String(a.search_term).toLowerCase();
    const mentions: Mention[] = [
      ...users.map((u) => ({ id: u.name, value: u.full_name ?? u.name, link: `/app/user-profile/${encodeURI(u.name)}` })),
      ...groups.map((g) => ({ id: g.name, value: g.name, is_group: true, link: `/app/user-group/${encodeURI(g.name)}` })),
    ];
    return mentions.filter((m) => m.value.toLowerCase().includes(term)).sort((x, y) => (x.value < y.value ? -1 : x.value > y.value ? 1 : 0));
  },
});
