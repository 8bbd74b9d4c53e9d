import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario } from '../helpers/scenario.ts';
import { call, insertAs } from '../helpers/users.ts';

/** Issue 16 part 6: tags (`_user_tags`, Tag, Tag Link) and likes (`_liked_by`). */
perDialect('Tags and likes', (site) => {
  const admin = () => site().adminAuth;
  let reader = '';
  let outsider = '';

  const columns = async (name: string) => {
    const r = await call(site(), { method: 'GET', url: `/api/resource/TL Item?fields=${encodeURIComponent('["name","_user_tags","_liked_by","modified"]')}&filters=${encodeURIComponent(JSON.stringify({ name }))}`, auth: admin() });
    return r.json.data[0] as { _user_tags: string | null; _liked_by: string | null; modified: string };
  };
  const method = (auth: string, path: string, json: Record<string, unknown>, status = 200) => runScenario(site(), { name: path, method: 'POST', url: `/api/method/${path}`, auth, json, status });

  before(async () => {
    await insertAs(site(), admin(), 'Role', { role_name: 'TL Reader', desk_access: 1 });
    await runScenario(site(), {
      name: 'define', method: 'POST', url: '/api/resource/DocType', auth: admin(), status: 200,
      json: { name: 'TL Item', module: 'Custom', autoname: 'field:code', fields: [{ fieldname: 'code', fieldtype: 'Data', reqd: 1 }], permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1, delete: 1 }, { role: 'TL Reader', read: 1 }] },
    });
    reader = await site().addUser('tl.reader@example.com', ['TL Reader']);
    outsider = await site().addUser('tl.outsider@example.com', []);
    for (const code of ['i-one', 'i-two']) await insertAs(site(), admin(), 'TL Item', { code });
  });

  it('add_tag and remove_tag keep _user_tags, Tag and Tag Link, without touching modified', async () => {
    const before = await columns('i-one');
    assert.equal((await method(reader, 'frappe.desk.doctype.tag.tag.add_tag', { tag: 'urgent', dt: 'TL Item', dn: 'i-one' })).message, 'urgent');
    await method(reader, 'frappe.desk.doctype.tag.tag.add_tag', { tag: 'blue', dt: 'TL Item', dn: 'i-one' });
    await method(reader, 'frappe.desk.doctype.tag.tag.add_tag', { tag: 'urgent', dt: 'TL Item', dn: 'i-one' });
    const tagged = await columns('i-one');
    assert.equal(tagged._user_tags, ',urgent,blue');
    assert.equal(tagged.modified, before.modified);
    const links = await call(site(), { method: 'GET', url: `/api/resource/Tag Link?fields=${encodeURIComponent('["tag","document_name"]')}&order_by=tag%20asc`, auth: admin() });
    assert.deepEqual(links.json.data, [{ tag: 'blue', document_name: 'i-one' }, { tag: 'urgent', document_name: 'i-one' }]);
    const filtered = await call(site(), { method: 'GET', url: `/api/resource/TL Item?filters=${encodeURIComponent(JSON.stringify([['_user_tags', 'like', '%urgent%']]))}`, auth: reader });
    assert.deepEqual(filtered.json.data.map((d: { name: string }) => d.name), ['i-one']);
    await method(reader, 'frappe.desk.doctype.tag.tag.remove_tag', { tag: 'urgent', dt: 'TL Item', dn: 'i-one' });
    assert.equal((await columns('i-one'))._user_tags, ',blue');
    const left = await call(site(), { method: 'GET', url: '/api/resource/Tag Link?fields=["tag"]', auth: admin() });
    assert.deepEqual(left.json.data, [{ tag: 'blue' }]);
    const tags = await method(reader, 'frappe.desk.doctype.tag.tag.get_tags', { doctype: 'TL Item', txt: 'UR' });
    assert.deepEqual(tags.message, ['urgent'], 'the Tag itself stays, found case-insensitively');
  });

  it('toggle_like adds and removes the caller in _liked_by, with a Like comment', async () => {
    await method(reader, 'frappe.desk.like.toggle_like', { doctype: 'TL Item', name: 'i-two', add: 'Yes' });
    await method(admin(), 'frappe.desk.like.toggle_like', { doctype: 'TL Item', name: 'i-two', add: 'Yes' });
    await method(reader, 'frappe.desk.like.toggle_like', { doctype: 'TL Item', name: 'i-two', add: 'Yes' });
    assert.deepEqual(JSON.parse((await columns('i-two'))._liked_by!), ['tl.reader@example.com', 'Administrator']);
    const likes = await call(site(), { method: 'GET', url: `/api/resource/Comment?fields=${encodeURIComponent('["owner"]')}&filters=${encodeURIComponent(JSON.stringify({ comment_type: 'Like', reference_name: 'i-two' }))}&order_by=owner%20asc`, auth: admin() });
    assert.deepEqual(likes.json.data, [{ owner: 'Administrator' }, { owner: 'tl.reader@example.com' }]);
    await method(reader, 'frappe.desk.like.toggle_like', { doctype: 'TL Item', name: 'i-two', add: 'No' });
    assert.deepEqual(JSON.parse((await columns('i-two'))._liked_by!), ['Administrator']);
    const after = await call(site(), { method: 'GET', url: `/api/resource/Comment?fields=${encodeURIComponent('["owner"]')}&filters=${encodeURIComponent(JSON.stringify({ comment_type: 'Like', reference_name: 'i-two' }))}`, auth: admin() });
    assert.deepEqual(after.json.data, [{ owner: 'Administrator' }]);
  });

  it('refuses callers who cannot read the document, bad tags and GET', async () => {
    await method(outsider, 'frappe.desk.doctype.tag.tag.add_tag', { tag: 'x', dt: 'TL Item', dn: 'i-one' }, 403);
    await method(outsider, 'frappe.desk.like.toggle_like', { doctype: 'TL Item', name: 'i-one', add: 'Yes' }, 403);
    await method(reader, 'frappe.desk.doctype.tag.tag.add_tag', { tag: 'x', dt: 'TL Item', dn: 'nope' }, 404);
    await method(reader, 'frappe.desk.doctype.tag.tag.add_tag', { tag: 'a,b', dt: 'TL Item', dn: 'i-one' }, 417);
    await method(reader, 'frappe.desk.doctype.tag.tag.add_tag', { tag: 'x', dt: 'System Settings', dn: 'System Settings' }, 417);
    await runScenario(site(), { name: 'GET add_tag', method: 'GET', url: '/api/method/frappe.desk.doctype.tag.tag.add_tag?tag=x&dt=TL%20Item&dn=i-one', auth: reader, status: 403 });
    assert.equal((await columns('i-one'))._user_tags, ',blue', 'nothing changed');
  });
});
