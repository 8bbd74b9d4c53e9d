import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario } from '../helpers/scenario.ts';
import { call, insertAs } from '../helpers/users.ts';

/**
 * Issue 16 part 8: the query allow-list, or_filters that never widen permissions, Guest reads,
 * other users' documents, one 404 for missing and forbidden (docs/DECISIONS.md D39, F5, D32),
 * on every list and read path this issue added.
 */
perDialect('collaboration paths against query tricks and forged access', (site) => {
  const admin = () => site().adminAuth;
  let owner = '';
  let other = '';
  let restricted = '';
  const post = (auth: string | undefined, path: string, json: Record<string, unknown>) => call(site(), { method: 'POST', url: `/api/method/${path}`, auth, json });

  before(async () => {
    await insertAs(site(), admin(), 'Role', { role_name: 'SEC Writer', desk_access: 1 });
    await runScenario(site(), {
      name: 'define', method: 'POST', url: '/api/resource/DocType', auth: admin(), status: 200,
      json: {
        name: 'SEC Doc', module: 'Custom', autoname: 'field:title', fields: [{ fieldname: 'title', fieldtype: 'Data', reqd: 1 }, { fieldname: 'secret', fieldtype: 'Data', permlevel: 1 }],
        permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1, delete: 1, share: 1 }, { role: 'SEC Writer', read: 1, write: 1, create: 1, share: 1, if_owner: 1 }],
      },
    });
    owner = await site().addUser('sec.owner@example.com', ['SEC Writer']);
    other = await site().addUser('sec.other@example.com', ['SEC Writer']);
    restricted = await site().addUser('sec.restricted@example.com', ['SEC Writer']);
    await insertAs(site(), owner, 'SEC Doc', { title: 's-owner' });
    await insertAs(site(), restricted, 'SEC Doc', { title: 's-mine' });
    await insertAs(site(), restricted, 'SEC Doc', { title: 's-other-mine' });
    await insertAs(site(), admin(), 'User Permission', { user: 'sec.restricted@example.com', allow: 'SEC Doc', for_value: 's-mine' });
    await insertAs(site(), admin(), 'Comment', { comment_type: 'Comment', reference_doctype: 'SEC Doc', reference_name: 's-owner', content: 'private note' });
  });

  it('item 10: Guest reaches none of the new methods', async () => {
    for (const [path, json] of [
      ['frappe.desk.form.load.getdoc', { doctype: 'SEC Doc', name: 's-owner' }],
      ['frappe.desk.form.load.getdoctype', { doctype: 'SEC Doc' }],
      ['frappe.desk.search.search_link', { doctype: 'SEC Doc', txt: '' }],
      ['frappe.desk.search.search_widget', { doctype: 'SEC Doc', txt: '' }],
      ['frappe.share.get_users', { doctype: 'SEC Doc', name: 's-owner' }],
      ['frappe.desk.form.assign_to.get', { doctype: 'SEC Doc', name: 's-owner' }],
      ['frappe.desk.doctype.tag.tag.get_tags', { doctype: 'SEC Doc', txt: '' }],
      ['frappe.core.doctype.user_permission.user_permission.get_user_permissions', {}],
    ] as const) {
      const r = await post(undefined, path, json);
      assert.equal(r.status, 403, `${path} as Guest: ${r.body.slice(0, 200)}`);
      assert.ok(!r.body.includes('s-owner') && !r.body.includes('private note'), `${path}: nothing of the document leaks`);
    }
  });

  it('items 11 and 12: another user’s owner-scoped document is not found, exactly like a missing one', async () => {
    for (const [path, args] of [
      ['frappe.desk.form.load.getdoc', (name: string) => ({ doctype: 'SEC Doc', name })],
      ['frappe.desk.form.assign_to.get', (name: string) => ({ doctype: 'SEC Doc', name })],
      ['frappe.desk.form.assign_to.add', (name: string) => ({ doctype: 'SEC Doc', name, assign_to: ['sec.other@example.com'] })],
      ['frappe.desk.form.utils.add_comment', (name: string) => ({ reference_doctype: 'SEC Doc', reference_name: name, content: 'x', comment_email: 'x' })],
      ['frappe.desk.like.toggle_like', (name: string) => ({ doctype: 'SEC Doc', name, add: 'Yes' })],
      ['frappe.desk.doctype.tag.tag.add_tag', (name: string) => ({ tag: 't', dt: 'SEC Doc', dn: name })],
    ] as const) {
      const hidden = await post(other, path, args('s-owner'));
      const missing = await post(other, path, args('s-missing'));
      assert.equal(hidden.status, 404, `${path} on another user's document`);
      assert.equal(missing.status, 404, `${path} on a missing document`);
      assert.equal(hidden.json.exc_type, missing.json.exc_type, `${path}: the same kind of answer`);
    }
    const sharedUsers = await post(other, 'frappe.share.get_users', { doctype: 'SEC Doc', name: 's-owner' });
    assert.deepEqual(sharedUsers.json.message, []);
    const share = await post(other, 'frappe.share.add', { doctype: 'SEC Doc', name: 's-owner', user: 'sec.other@example.com' });
    const shareMissing = await post(other, 'frappe.share.add', { doctype: 'SEC Doc', name: 's-missing', user: 'sec.other@example.com' });
    assert.deepEqual([share.status, shareMissing.status], [403, 403], 'sharing answers alike for hidden and missing documents');
    assert.equal(share.json.exception, shareMissing.json.exception.replace('s-missing', 's-owner'));
  });

  it('items 1 and 9: search filters go through the validated builder and never widen the rules', async () => {
    for (const bad of [[['(select 1)', '=', '1']], [['title', 'like', '%'], ['name`; drop table x; --', '=', 1]]]) {
      const r = await post(owner, 'frappe.desk.search.search_link', { doctype: 'SEC Doc', txt: '', filters: bad });
      assert.equal(r.status, 417, `filters ${JSON.stringify(bad)}: ${r.body.slice(0, 200)}`);
    }
    const unreadable = await post(owner, 'frappe.desk.search.search_link', { doctype: 'SEC Doc', txt: '', filters: [['secret', 'is', 'set']] });
    assert.notEqual(unreadable.status, 200, 'a filter on a field above the caller’s level is refused');
    const widened = await post(restricted, 'frappe.desk.search.search_link', { doctype: 'SEC Doc', txt: 's-', filters: { name: ['in', ['s-owner', 's-other-mine', 's-mine']] } });
    // An if_owner role's owner rule replaces User Permissions, as in Frappe (db_query build_match_conditions).
    assert.deepEqual(widened.json.message.map((r: { value: string }) => r.value).sort(), ['s-mine', 's-other-mine'], 'the owner rule still applies');
    const counted = await post(restricted, 'frappe.desk.reportview.get_count', { doctype: 'SEC Doc', filters: [], or_filters: [['title', 'like', '%'], ['name', '=', 's-owner']] });
    assert.equal(counted.json.message, 2, 'or_filters cannot widen the count past the caller’s own two');
  });
});
