import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario } from '../helpers/scenario.ts';
import { call, insertAs } from '../helpers/users.ts';

const ADD = '/api/method/frappe.desk.form.utils.add_comment';

/** Issue 16 part 4: comments on documents, their owner's rights, and the `_comments` cache. */
perDialect('Comments', (site) => {
  const admin = () => site().adminAuth;
  let writer = '';
  let colleague = '';
  let outsider = '';

  const cache = async (name: string) => {
    const r = await call(site(), { method: 'GET', url: `/api/resource/CM Note?fields=${encodeURIComponent('["name","_comments"]')}&filters=${encodeURIComponent(JSON.stringify({ name }))}`, auth: admin() });
    return JSON.parse(r.json.data[0]._comments || '[]') as Array<{ comment: string; by: string; name: string }>;
  };
  const add = (auth: string, content: string, name = 'n-one', status = 200) =>
    runScenario(site(), { name: `add ${content.slice(0, 20)}`, method: 'POST', url: ADD, auth, json: { reference_doctype: 'CM Note', reference_name: name, content, comment_email: 'someone@example.com', comment_by: 'Someone' }, status });

  before(async () => {
    await insertAs(site(), admin(), 'Role', { role_name: 'CM Reader', desk_access: 1 });
    await runScenario(site(), {
      name: 'define', method: 'POST', url: '/api/resource/DocType', auth: admin(), status: 200,
      json: { name: 'CM Note', module: 'Custom', autoname: 'field:title', fields: [{ fieldname: 'title', fieldtype: 'Data', reqd: 1 }], permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1, delete: 1 }, { role: 'CM Reader', read: 1 }] },
    });
    writer = await site().addUser('cm.writer@example.com', ['CM Reader']);
    colleague = await site().addUser('cm.colleague@example.com', ['CM Reader']);
    outsider = await site().addUser('cm.outsider@example.com', []);
    await insertAs(site(), admin(), 'CM Note', { title: 'n-one' });
  });

  it('add_comment stores a sanitised Comment owned by the caller and fills _comments', async () => {
    const added = await add(writer, '<p>Looks <b>good</b></p><script>alert(1)</script>');
    assert.equal(added.message.comment_type, 'Comment');
    assert.equal(added.message.owner, 'cm.writer@example.com');
    assert.equal(added.message.reference_name, 'n-one');
    assert.ok(!String(added.message.content).includes('<script'), 'script removed');
    assert.deepEqual(await cache('n-one'), [{ comment: added.message.content, by: 'someone@example.com', name: added.message.name }]);
    const long = await add(colleague, 'x'.repeat(150));
    const entries = await cache('n-one');
    assert.equal(entries.length, 2);
    assert.equal(entries[1].comment, `${'x'.repeat(97)}...`, 'cut to 100 characters as Frappe does');
    assert.equal(entries[1].name, long.message.name);
  });

  it('reportview.get with with_comment_count counts the cached comments', async () => {
    const r = await runScenario(site(), { name: 'reportview', method: 'POST', url: '/api/method/frappe.desk.reportview.get', auth: writer, json: { doctype: 'CM Note', fields: ['name', '_comments'], with_comment_count: 1 }, status: 200 });
    const rows = Array.isArray(r.message) ? r.message : r.message.values;
    const keys: string[] | undefined = Array.isArray(r.message) ? undefined : r.message.keys;
    const count = keys ? rows[0][keys.indexOf('_comment_count')] : rows[0]._comment_count;
    assert.equal(count, 2);
  });

  it('only a caller who may read the document comments on it', async () => {
    await add(outsider, 'hello', 'n-one', 403);
    await add(writer, 'hello', 'n-missing', 404);
    await runScenario(site(), { name: 'GET refused', method: 'GET', url: `${ADD}?reference_doctype=CM%20Note&reference_name=n-one&content=x&comment_email=x`, auth: writer, status: 403 });
  });

  it('update_comment: only the owner edits; the cache follows', async () => {
    const mine = await add(writer, 'first words');
    await runScenario(site(), { name: 'other edits', method: 'POST', url: '/api/method/frappe.desk.form.utils.update_comment', auth: colleague, json: { name: mine.message.name, content: 'hijacked' }, status: 403 });
    await runScenario(site(), { name: 'owner edits', method: 'POST', url: '/api/method/frappe.desk.form.utils.update_comment', auth: writer, json: { name: mine.message.name, content: 'second words' }, status: 200 });
    assert.equal((await cache('n-one')).find((c) => c.name === mine.message.name)?.comment, 'second words');
  });

  it('frappe.client.delete: the owner deletes their comment, nobody else but a System Manager; the cache follows', async () => {
    const mine = await add(writer, 'to be deleted');
    const del = (auth: string, status: number) => runScenario(site(), { name: 'delete', method: 'POST', url: '/api/method/frappe.client.delete', auth, json: { doctype: 'Comment', name: mine.message.name }, status });
    await del(colleague, 404);
    await del(writer, 200);
    assert.ok(!(await cache('n-one')).some((c) => c.name === mine.message.name));
    const theirs = await add(colleague, 'moderated');
    await runScenario(site(), { name: 'admin deletes', method: 'DELETE', url: `/api/resource/Comment/${theirs.message.name}`, auth: admin(), status: 202 });
    assert.ok(!(await cache('n-one')).some((c) => c.name === theirs.message.name));
  });
});
