import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario } from '../helpers/scenario.ts';
import { call, insertAs } from '../helpers/users.ts';

const TITLE = 'frappe.desk.search.get_link_title';
const MENTIONS = 'frappe.desk.search.get_names_for_mentions';

/** Issue 52 part 2: the Link field's title and the @mention list (frappe/tests/test_search.py test_only_enabled_in_mention). */
perDialect('get_link_title and get_names_for_mentions', (site) => {
  const admin = () => site().adminAuth;
  const users: Record<string, string> = {};
  const post = async (auth: string | undefined, path: string, json: Record<string, unknown>, status = 200) => {
    const r = await call(site(), { method: 'POST', url: `/api/method/${path}`, auth, json });
    assert.equal(r.status, status, `${path}: ${r.body.slice(0, 400)}`);
    return status === 200 ? r.json.message : r.json;
  };

  before(async () => {
    for (const role of ['LT Reader', 'LT Stranger']) await insertAs(site(), admin(), 'Role', { role_name: role, desk_access: 1 });
    await runScenario(site(), {
      name: 'define', method: 'POST', url: '/api/resource/DocType', auth: admin(), status: 200,
      json: {
        name: 'LT Titled', module: 'Custom', autoname: 'field:code', title_field: 'title', show_title_field_in_link: 1,
        fields: [{ fieldname: 'code', fieldtype: 'Data', reqd: 1 }, { fieldname: 'title', fieldtype: 'Data' }],
        permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1, delete: 1 }, { role: 'LT Reader', read: 1 }],
      },
    });
    await insertAs(site(), admin(), 'LT Titled', { code: 'T-1', title: 'Alpha' });
    await insertAs(site(), admin(), 'LT Titled', { code: 'T-2', title: 'Beta' });
    users.reader = await site().addUser('lt.reader@example.com', ['LT Reader'], { first_name: 'Anna', last_name: 'Smith' });
    users.stranger = await site().addUser('lt.stranger@example.com', ['LT Stranger'], { first_name: 'Zed' });
    await site().addUser('lt.off@example.com', ['LT Reader'], { first_name: 'Annabel', enabled: 0 });
    await site().addUser('lt.quiet@example.com', ['LT Reader'], { first_name: 'Annika', allowed_in_mentions: 0 });
    await site().addUser('lt.web@example.com', [], { first_name: 'Anne' });
    await insertAs(site(), admin(), 'User Permission', { user: 'lt.reader@example.com', allow: 'LT Titled', for_value: 'T-1' });
    await insertAs(site(), admin(), 'User Group', { name: 'Annual Team', user_group_members: [{ user: 'lt.reader@example.com' }] });
  });

  it('get_link_title answers the title where the DocType shows titles and the caller may see the document', async () => {
    assert.equal(await post(admin(), TITLE, { doctype: 'LT Titled', docname: 'T-2' }), 'Beta');
    assert.equal(await post(users.reader, TITLE, { doctype: 'LT Titled', docname: 'T-1' }), 'Alpha');
    // null answers no `message` at all, as Frappe's handler sends None.
    assert.equal(await post(users.reader, TITLE, { doctype: 'LT Titled', docname: 'T-2' }), undefined, 'outside the User Permission: as if missing');
    assert.equal(await post(users.reader, TITLE, { doctype: 'LT Titled', docname: 'T-9' }), undefined);
    assert.equal(await post(users.stranger, TITLE, { doctype: 'LT Titled', docname: 'T-1' }), undefined, 'no right on the DocType');
    assert.equal(await post(users.stranger, TITLE, { doctype: 'Note', docname: 'anything' }), 'anything', 'a DocType that shows names answers the name');
    const r = await call(site(), { method: 'GET', url: `/api/method/${TITLE}?doctype=LT%20Titled&docname=T-1`, auth: users.reader });
    assert.deepEqual(r.json, { message: 'Alpha' }, 'the desk may call it with GET');
  });

  it('get_link_title refuses an unknown DocType and missing arguments', async () => {
    await post(admin(), TITLE, { doctype: 'LT Nope', docname: 'x' }, 404);
    await post(admin(), TITLE, { doctype: 'LT Titled' }, 417);
    await post(undefined, TITLE, { doctype: 'LT Titled', docname: 'T-1' }, 403);
  });

  it('get_names_for_mentions lists enabled, mentionable System Users and User Groups matching the text, by value', async () => {
    const found = await post(users.stranger, MENTIONS, { search_term: 'ANN' });
    assert.deepEqual(found, [
      { id: 'lt.reader@example.com', value: 'Anna Smith', link: '/app/user-profile/lt.reader@example.com' },
      { id: 'Annual Team', value: 'Annual Team', is_group: true, link: '/app/user-group/Annual%20Team' },
    ], 'disabled, not mentionable and Website Users left out (test_only_enabled_in_mention)');
    const all = (await post(users.reader, MENTIONS, { search_term: '' })).map((m: { id: string }) => m.id);
    assert.ok(all.includes('lt.stranger@example.com') && !all.includes('Administrator') && !all.includes('lt.off@example.com'), all.join());
  });

  it('get_names_for_mentions needs a signed-in caller and a search term', async () => {
    await post(users.reader, MENTIONS, {}, 417);
    await post(undefined, MENTIONS, { search_term: 'a' }, 403);
  });
});
