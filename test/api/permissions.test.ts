import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario, serverMessages, type Scenario } from '../helpers/scenario.ts';
import { call, insertAs, keyPair, listNames, makeRole } from '../helpers/users.ts';

const SM = 'sm@example.com';
const D1 = 'd1@example.com';
const D2 = 'd2@example.com';
const WEB = 'web@example.com';
const VIEWER = 'viewer@example.com';
const AUTO = 'auto@example.com';

perDialect('permissions', (site) => {
  // Authorization headers by user; '' is Guest (no header).
  const auth: Record<string, string> = {};
  const as = (who: string) => (who === 'guest' ? undefined : auth[who]);
  const todo: Record<string, string> = {};
  const note: Record<string, string> = {};
  let memo = '';

  before(async () => {
    const s = site();
    auth.admin = s.adminAuth;
    await makeRole(s, 'Clerk', 1);
    await makeRole(s, 'Viewer', 1);
    await makeRole(s, 'Customer', 0);
    auth.sm = await s.addUser(SM, ['System Manager']);
    auth.d1 = await s.addUser(D1, ['Clerk']);
    auth.d2 = await s.addUser(D2, ['Clerk']);
    auth.web = await s.addUser(WEB, ['Customer']);
    auth.viewer = await s.addUser(VIEWER, ['Viewer']);
    auth.auto = await s.addUser(AUTO, ['Desk User', 'Administrator', 'All']);

    todo.d1Own = (await insertAs(s, auth.d1, 'ToDo', { description: 'd1 own', allocated_to: D1 })).name;
    todo.d1ToD2 = (await insertAs(s, auth.d1, 'ToDo', { description: 'd1 assigns d2', assigned_by: D1, allocated_to: D2 })).name;
    todo.admin = (await insertAs(s, auth.admin, 'ToDo', { description: 'admin unassigned' })).name;
    todo.smOwned = (await insertAs(s, auth.sm, 'ToDo', { description: 'sm unassigned' })).name;
    todo.smAlloc = (await insertAs(s, auth.sm, 'ToDo', { description: 'sm own', allocated_to: SM })).name;

    note.d1 = (await insertAs(s, auth.d1, 'Note', { title: 'd1 private' })).name;
    note.smPublic = (await insertAs(s, auth.sm, 'Note', { title: 'sm public', public: 1 })).name;
    note.smPrivate = (await insertAs(s, auth.sm, 'Note', { title: 'sm private' })).name;

    // A custom DocType with a permlevel-1 field: Clerk reads level 1 (not write), Viewer reads level 0 only.
    await insertAs(s, auth.admin, 'DocType', {
      name: 'Memo', module: 'Custom', autoname: 'hash',
      fields: [{ fieldname: 'title', fieldtype: 'Data', label: 'Title' }, { fieldname: 'code', fieldtype: 'Data', label: 'Code', permlevel: 1 }],
      permissions: [
        { role: 'System Manager', read: 1, write: 1, create: 1, delete: 1 },
        { role: 'System Manager', permlevel: 1, read: 1, write: 1 },
        { role: 'Clerk', read: 1, write: 1, create: 1 },
        { role: 'Clerk', permlevel: 1, read: 1 },
        { role: 'Viewer', read: 1 },
      ],
    });
    memo = (await insertAs(s, auth.sm, 'Memo', { title: 'm1', code: 'S3CRET-CODE' })).name;
    // Every right of Clerk on Diary comes only through an if_owner row.
    await insertAs(s, auth.admin, 'DocType', {
      name: 'Diary', module: 'Custom', autoname: 'hash',
      fields: [{ fieldname: 'entry', fieldtype: 'Data', label: 'Entry' }],
      permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1, delete: 1 }, { role: 'Clerk', if_owner: 1, read: 1, write: 1, create: 1, delete: 1 }],
    });
  });

  it('derives roles: automatic roles cannot be assigned; no desk role means Website User without Desk User', async () => {
    const user = async (name: string) => (await call(site(), { method: 'GET', url: `/api/resource/User/${name}`, auth: auth.admin })).json.data;
    assert.equal((await user(D1)).user_type, 'System User');
    assert.equal((await user(WEB)).user_type, 'Website User');
    const auto = await user(AUTO);
    assert.deepEqual(auto.roles, [], 'Desk User, Administrator and All are never stored as assigned roles');
    assert.equal(auto.user_type, 'Website User');
    const table: Scenario[] = [
      { name: 'Desk User reads the Note list', method: 'GET', url: '/api/resource/Note', auth: auth.d1, status: 200 },
      { name: 'Website User has no Desk User: Note list', method: 'GET', url: '/api/resource/Note', auth: auth.web, status: 403, excType: 'PermissionError' },
      { name: 'Website User: public note', method: 'GET', url: `/api/resource/Note/${note.smPublic}`, auth: auth.web, status: 403, excType: 'PermissionError' },
      { name: 'assigned "Desk User" is ignored', method: 'GET', url: '/api/resource/Note', auth: auth.auto, status: 403, excType: 'PermissionError' },
      { name: 'assigned "Administrator" gives no bypass', method: 'GET', url: '/api/resource/User', auth: auth.auto, status: 403, excType: 'PermissionError' },
      { name: 'Guest: ToDo list', method: 'GET', url: '/api/resource/ToDo', status: 403, excType: 'PermissionError', body: { _error_message: 'No permission for ToDo' } },
      { name: 'Guest: Note list', method: 'GET', url: '/api/resource/Note', status: 403, excType: 'PermissionError' },
      { name: 'Guest: ToDo create', method: 'POST', url: '/api/resource/ToDo', json: { description: 'x' }, status: 403, excType: 'PermissionError' },
      { name: 'Guest: Role create', method: 'POST', url: '/api/resource/Role', json: { role_name: 'Evil' }, status: 403, excType: 'PermissionError' },
      { name: 'Clerk: Role create', method: 'POST', url: '/api/resource/Role', auth: auth.d1, json: { role_name: 'Evil' }, status: 403, excType: 'PermissionError' },
      { name: 'System Manager: User list', method: 'GET', url: '/api/resource/User', auth: auth.sm, status: 200 },
    ];
    for (const s of table) await runScenario(site(), s);
    const guest = await call(site(), { method: 'GET', url: '/api/resource/ToDo' });
    assert.match(String(serverMessages(guest.json)[0]?.message), /User <strong>Guest<\/strong> does not have doctype access/);
  });

  it('ToDo: a plain user creates only ToDos allocated to or assigned by them', async () => {
    const table: Array<[string, string, Record<string, unknown>, number]> = [
      ['d1', 'unassigned', { description: 'x' }, 403],
      ['d1', 'allocated to someone else only', { description: 'x', allocated_to: D2 }, 403],
      ['d2', 'assigned by someone else', { description: 'x', assigned_by: D1, allocated_to: D1 }, 403],
      ['web', 'unassigned (Website User, role All)', { description: 'x' }, 403],
      ['web', 'allocated to self', { description: 'x', allocated_to: WEB }, 200],
      ['d2', 'assigned by self', { description: 'x', assigned_by: D2 }, 200],
      ['sm', 'unassigned (System Manager has create)', { description: 'x' }, 200],
      ['admin', 'unassigned (Administrator bypasses)', { description: 'x' }, 200],
    ];
    for (const [who, what, doc, status] of table) {
      const r = await call(site(), { method: 'POST', url: '/api/resource/ToDo', auth: as(who), json: doc });
      assert.equal(r.status, status, `${who} creates ${what}: ${r.body.slice(0, 300)}`);
      if (status === 403) assert.equal(r.json.exc_type, 'PermissionError');
      else await call(site(), { method: 'DELETE', url: `/api/resource/ToDo/${r.json.data.name}`, auth: auth.admin });
    }
  });

  it('ToDo: lists and reads show only what each user may read', async () => {
    const all = Object.values(todo).sort();
    assert.deepEqual(await listNames(site(), 'ToDo', auth.d1), [todo.d1Own, todo.d1ToD2].sort());
    assert.deepEqual(await listNames(site(), 'ToDo', auth.d2), [todo.d1ToD2]);
    assert.deepEqual(await listNames(site(), 'ToDo', auth.web), []);
    assert.deepEqual(await listNames(site(), 'ToDo', auth.sm), all, 'System Manager reads every ToDo');
    assert.deepEqual(await listNames(site(), 'ToDo', auth.admin), all);
    assert.deepEqual(await listNames(site(), 'ToDo', auth.d2, { or_filters: [['name', 'like', '%'], ['owner', '=', SM]] }), [todo.d1ToD2], 'or_filters never widen the permission rule');
    assert.deepEqual(await listNames(site(), 'ToDo', auth.d2, { filters: [['allocated_to', '=', D1]] }), []);
    for (const [who, name, status] of [['d2', todo.d1Own, 404], ['d2', todo.admin, 404], ['d1', todo.smAlloc, 404], ['d2', todo.d1ToD2, 200], ['sm', todo.d1Own, 200]] as const) {
      const r = await call(site(), { method: 'GET', url: `/api/resource/ToDo/${name}`, auth: as(who) });
      assert.equal(r.status, status, `${who} reads ${name}: ${r.body.slice(0, 300)}`);
    }
  });

  it('ToDo: System Manager writes any ToDo but deletes only those allocated to or assigned by them; IDOR never succeeds', async () => {
    const table: Array<[string, 'PUT' | 'DELETE', string, number[]]> = [
      ['d2', 'PUT', todo.d1Own, [403, 404]],
      ['d2', 'DELETE', todo.d1Own, [403, 404]],
      ['web', 'PUT', todo.smAlloc, [403, 404]],
      ['web', 'DELETE', todo.smAlloc, [403, 404]],
      ['sm', 'DELETE', todo.admin, [403]],
      ['sm', 'DELETE', todo.smOwned, [403]],
      ['sm', 'DELETE', todo.d1Own, [403]],
    ];
    for (const [who, method, name, statuses] of table) {
      const r = await call(site(), { method, url: `/api/resource/ToDo/${name}`, auth: as(who), json: method === 'PUT' ? { description: 'hijacked', allocated_to: who } : undefined });
      assert.ok(statuses.includes(r.status), `${who} ${method} ${name}: ${r.status} ${r.body.slice(0, 300)}`);
    }
    for (const name of [todo.d1Own, todo.smAlloc, todo.admin, todo.smOwned]) {
      const r = await call(site(), { method: 'GET', url: `/api/resource/ToDo/${name}`, auth: auth.admin });
      assert.equal(r.status, 200, `${name} still exists`);
      assert.notEqual(r.json.data.description, 'hijacked');
    }
    const put = await call(site(), { method: 'PUT', url: `/api/resource/ToDo/${todo.admin}`, auth: auth.sm, json: { status: 'Closed' } });
    assert.equal(put.status, 200, put.body);
    assert.equal(put.json.data.status, 'Closed');
    await runScenario(site(), { name: 'sm deletes own allocated', method: 'DELETE', url: `/api/resource/ToDo/${todo.smAlloc}`, auth: auth.sm, status: 202 });
    await runScenario(site(), { name: 'd1 deletes one assigned by d1', method: 'DELETE', url: `/api/resource/ToDo/${todo.d1ToD2}`, auth: auth.d1, status: 202 });
    await runScenario(site(), { name: 'admin deletes any', method: 'DELETE', url: `/api/resource/ToDo/${todo.admin}`, auth: auth.admin, status: 202 });
  });

  it('Note: Desk User reads own and public notes, writes and deletes only own (if_owner)', async () => {
    assert.deepEqual(await listNames(site(), 'Note', auth.d1), [note.d1, note.smPublic].sort());
    assert.deepEqual(await listNames(site(), 'Note', auth.d2), [note.smPublic]);
    assert.deepEqual(await listNames(site(), 'Note', auth.sm), [note.smPublic, note.smPrivate].sort(), 'others\' private notes stay private, even for System Manager');
    assert.deepEqual(await listNames(site(), 'Note', auth.admin), Object.values(note).sort());
    const table: Scenario[] = [
      { name: 'd2 reads public note', method: 'GET', url: `/api/resource/Note/${note.smPublic}`, auth: auth.d2, status: 200 },
      { name: 'd2 reads d1 private note', method: 'GET', url: `/api/resource/Note/${note.d1}`, auth: auth.d2, status: 404, excType: 'DoesNotExistError' },
      { name: 'd2 updates d1 private note', method: 'PUT', url: `/api/resource/Note/${note.d1}`, auth: auth.d2, json: { title: 'hijacked' }, status: 404 },
      { name: 'd2 deletes d1 private note', method: 'DELETE', url: `/api/resource/Note/${note.d1}`, auth: auth.d2, status: 404 },
      { name: 'd2 updates public note of sm', method: 'PUT', url: `/api/resource/Note/${note.smPublic}`, auth: auth.d2, json: { title: 'hijacked' }, status: 403, excType: 'PermissionError' },
      { name: 'd2 deletes public note of sm', method: 'DELETE', url: `/api/resource/Note/${note.smPublic}`, auth: auth.d2, status: 403, excType: 'PermissionError' },
      { name: 'd1 updates own note', method: 'PUT', url: `/api/resource/Note/${note.d1}`, auth: auth.d1, json: { content: 'mine' }, status: 200 },
      { name: 'Website User creates a note', method: 'POST', url: '/api/resource/Note', auth: auth.web, json: { title: 'x' }, status: 403, excType: 'PermissionError' },
    ];
    for (const s of table) await runScenario(site(), s);
    for (const name of [note.d1, note.smPublic]) {
      const r = await call(site(), { method: 'GET', url: `/api/resource/Note/${name}`, auth: auth.admin });
      assert.notEqual(r.json.data.title, 'hijacked');
    }
    const own = await insertAs(site(), auth.d2, 'Note', { title: 'to delete' });
    await runScenario(site(), { name: 'd2 deletes own note', method: 'DELETE', url: `/api/resource/Note/${own.name}`, auth: auth.d2, status: 202 });
  });

  it('if_owner-only rights: each user lists, reads, updates and deletes only their own documents', async () => {
    const mine = (await insertAs(site(), auth.d1, 'Diary', { entry: 'd1 diary' })).name;
    const theirs = (await insertAs(site(), auth.d2, 'Diary', { entry: 'd2 diary' })).name;
    assert.deepEqual(await listNames(site(), 'Diary', auth.d1), [mine]);
    assert.deepEqual(await listNames(site(), 'Diary', auth.d2, { or_filters: [['owner', '=', D1], ['name', '=', mine]] }), []);
    assert.deepEqual(await listNames(site(), 'Diary', auth.sm), [mine, theirs].sort());
    const table: Scenario[] = [
      { name: 'read other', method: 'GET', url: `/api/resource/Diary/${theirs}`, auth: auth.d1, status: 404, excType: 'DoesNotExistError' },
      { name: 'update other', method: 'PUT', url: `/api/resource/Diary/${theirs}`, auth: auth.d1, json: { entry: 'hijacked' }, status: 404 },
      { name: 'delete other', method: 'DELETE', url: `/api/resource/Diary/${theirs}`, auth: auth.d1, status: 404 },
      { name: 'Website User', method: 'GET', url: '/api/resource/Diary', auth: auth.web, status: 403, excType: 'PermissionError' },
      { name: 'update own', method: 'PUT', url: `/api/resource/Diary/${mine}`, auth: auth.d1, json: { entry: 'edited' }, status: 200 },
      { name: 'read after IDOR attempts', method: 'GET', url: `/api/resource/Diary/${theirs}`, auth: auth.d2, status: 200, check: (_r, j) => assert.equal(j.data.entry, 'd2 diary') },
      { name: 'delete own', method: 'DELETE', url: `/api/resource/Diary/${mine}`, auth: auth.d1, status: 202 },
    ];
    for (const t of table) await runScenario(site(), t);
  });

  it('a document one may not read answers 404 exactly like a missing one; a DocType without read right answers 403', async () => {
    const hidden = await call(site(), { method: 'GET', url: `/api/resource/Note/${note.smPrivate}`, auth: auth.d1 });
    const missing = await call(site(), { method: 'GET', url: '/api/resource/Note/zzzzzzzzzz', auth: auth.d1 });
    assert.equal(hidden.status, 404);
    assert.deepEqual(Object.keys(hidden.json).sort(), Object.keys(missing.json).sort());
    assert.equal(hidden.json.exc.replace(note.smPrivate, '<n>'), missing.json.exc.replace('zzzzzzzzzz', '<n>'), 'exc tells nothing either');
    assert.deepEqual(serverMessages(hidden.json).map((m) => String(m.message).replace(note.smPrivate, '<n>')), serverMessages(missing.json).map((m) => String(m.message).replace('zzzzzzzzzz', '<n>')));
    await runScenario(site(), { name: 'no read right on Note', method: 'GET', url: `/api/resource/Note/${note.smPrivate}`, auth: auth.web, status: 403, excType: 'PermissionError' });
    await runScenario(site(), { name: 'no read right on User', method: 'GET', url: `/api/resource/User/${D2}`, auth: auth.d1, status: 403, excType: 'PermissionError' });
  });

  it('permlevel: an unwritable field is silently reset; an unreadable one never leaves the server', async () => {
    const created = await insertAs(site(), auth.d1, 'Note', { title: 'try public', public: 1 });
    assert.equal(created.public, 0, 'Desk User cannot set Note.public (permlevel 1) but reads it');
    const put = await call(site(), { method: 'PUT', url: `/api/resource/Note/${created.name}`, auth: auth.d1, json: { public: 1, title: 'still private' } });
    assert.equal(put.status, 200, put.body);
    assert.equal(put.json.data.public, 0);
    assert.equal(put.json.data.title, 'still private');
    assert.deepEqual(await listNames(site(), 'Note', auth.d2), [note.smPublic], 'the note did not become public');
    const pub = await call(site(), { method: 'GET', url: `/api/resource/Note/${note.smPublic}`, auth: auth.d2 });
    assert.equal(pub.json.data.public, 1, 'Desk User has level-1 read on Note');

    const memoUrl = `/api/resource/Memo/${memo}`;
    assert.equal((await call(site(), { method: 'GET', url: memoUrl, auth: auth.sm })).json.data.code, 'S3CRET-CODE');
    assert.equal((await call(site(), { method: 'GET', url: memoUrl, auth: auth.d1 })).json.data.code, 'S3CRET-CODE', 'Clerk reads level 1');
    const viewer = await call(site(), { method: 'GET', url: memoUrl, auth: auth.viewer });
    assert.equal(viewer.status, 200);
    assert.equal('code' in viewer.json.data, false, 'Viewer has no level-1 read');
    assert.doesNotMatch(viewer.body, /S3CRET/);
    for (const fields of [['name', 'code'], ['*'], ['code as c'], ['max(code) as m']]) {
      const r = await call(site(), { method: 'GET', url: `/api/resource/Memo?fields=${encodeURIComponent(JSON.stringify(fields))}`, auth: auth.viewer });
      assert.ok(r.status === 200 || r.status === 417, `fields ${fields}: ${r.status}`);
      assert.doesNotMatch(r.body, /S3CRET/, `fields ${fields} leak the level-1 value`);
    }
    for (const param of ['filters', 'or_filters']) {
      const r = await call(site(), { method: 'GET', url: `/api/resource/Memo?${param}=${encodeURIComponent(JSON.stringify([['code', 'like', 'S3%']]))}`, auth: auth.viewer });
      assert.equal(r.status, 417, `${param} on an unreadable field is refused (no oracle): ${r.body.slice(0, 200)}`);
    }
    for (const extra of ['order_by=code%20desc', 'group_by=code']) {
      const r = await call(site(), { method: 'GET', url: `/api/resource/Memo?${extra}`, auth: auth.viewer });
      assert.equal(r.status, 417, `${extra}: ${r.body.slice(0, 200)}`);
    }

    const clerkPut = await call(site(), { method: 'PUT', url: memoUrl, auth: auth.d1, json: { title: 'renamed', code: 'CHANGED' } });
    assert.equal(clerkPut.status, 200, clerkPut.body);
    assert.equal(clerkPut.json.data.title, 'renamed');
    assert.equal(clerkPut.json.data.code, 'S3CRET-CODE', 'level-1 value reset: Clerk has no level-1 write');
    const clerkNew = await insertAs(site(), auth.d1, 'Memo', { title: 'new', code: 'MINE' });
    assert.equal(clerkNew.code, undefined);
  });

  it('User: roles and api_key are permlevel 1; select-only users cannot see or probe them', async () => {
    const d1Key = keyPair(auth.d1).key;
    const sm = await call(site(), { method: 'GET', url: `/api/resource/User/${D1}`, auth: auth.sm });
    assert.deepEqual(sm.json.data.roles.map((r: { role: string }) => r.role), ['Clerk']);
    assert.equal(sm.json.data.api_key, d1Key);
    const rows = await call(site(), { method: 'GET', url: `/api/resource/User?fields=${encodeURIComponent('["name","api_key","roles.role","api_secret"]')}&limit_page_length=0`, auth: auth.d1 });
    assert.equal(rows.status, 200, rows.body);
    assert.ok(rows.json.data.some((r: { name: string }) => r.name === D2), 'Desk User may select users');
    for (const row of rows.json.data) assert.deepEqual(Object.keys(row), ['name']);
    assert.doesNotMatch(rows.body, new RegExp(d1Key));
    const probe = await call(site(), { method: 'GET', url: `/api/resource/User?filters=${encodeURIComponent(JSON.stringify([['api_key', '=', d1Key]]))}`, auth: auth.d1 });
    assert.equal(probe.status, 417, probe.body);
    const escalate = await call(site(), { method: 'PUT', url: `/api/resource/User/${D1}`, auth: auth.d1, json: { roles: [{ role: 'System Manager' }] } });
    assert.ok([403, 404].includes(escalate.status), `self-escalation: ${escalate.status} ${escalate.body.slice(0, 200)}`);
    assert.deepEqual(await listNames(site(), 'User', auth.d1, { filters: [['name', '=', 'Administrator']] }), [], 'standard users stay hidden');
    assert.equal((await call(site(), { method: 'GET', url: '/api/resource/User', auth: auth.d1 })).status, 200);
    assert.equal((await call(site(), { method: 'GET', url: '/api/resource/ToDo?limit_page_length=0', auth: auth.d1 })).json.data.length, 1, 'still a plain user');
  });

  it('server-owned fields cannot be set by clients; docstatus 1 on a non-submittable DocType is 403', async () => {
    const forged = { owner: SM, creation: '2001-01-01 00:00:00.000000', modified: '2001-01-01 00:00:00.000000', modified_by: SM, name: 'chosen-name', idx: 7, doctype: 'User' };
    const created = await insertAs(site(), auth.d1, 'Note', { title: 'forged', ...forged });
    assert.equal(created.owner, D1);
    assert.equal(created.modified_by, D1);
    assert.notEqual(created.name, 'chosen-name', 'autonamed: client name ignored');
    assert.doesNotMatch(created.creation, /^2001/);
    assert.doesNotMatch(created.modified, /^2001/);
    assert.equal(created.idx, 0);
    assert.equal(created.doctype, 'Note');
    // An update naming another owner, creation, name or DocType is refused whole (Frappe's
    // CannotChangeConstantError); modified_by and idx are the server's and silently ignored.
    for (const [key, value] of [['owner', D2], ['creation', forged.creation], ['name', forged.name], ['doctype', forged.doctype]] as const) {
      const refused = await call(site(), { method: 'PUT', url: `/api/resource/Note/${created.name}`, auth: auth.d1, json: { title: 'forged again', [key]: value } });
      assert.equal(refused.status, 417, `${key}: ${refused.body.slice(0, 300)}`);
      assert.equal(refused.json.exc_type, 'CannotChangeConstantError');
    }
    const put = await call(site(), { method: 'PUT', url: `/api/resource/Note/${created.name}`, auth: auth.d1, json: { title: 'forged again', modified_by: SM, idx: 7 } });
    assert.equal(put.status, 200, put.body);
    assert.equal(put.json.data.owner, D1);
    assert.equal(put.json.data.name, created.name);
    assert.equal(put.json.data.creation, created.creation);
    assert.equal(put.json.data.modified_by, D1);
    assert.equal(put.json.data.idx, 0);
    assert.ok(!(await listNames(site(), 'Note', auth.d2)).includes(created.name), 'ownership did not move to d2');
    const table: Scenario[] = [
      { name: 'POST docstatus 1 (admin)', method: 'POST', url: '/api/resource/ToDo', auth: auth.admin, json: { description: 'x', docstatus: 1 }, status: 403, excType: 'PermissionError' },
      { name: 'POST docstatus 1 (d1)', method: 'POST', url: '/api/resource/Note', auth: auth.d1, json: { title: 'x', docstatus: 1 }, status: 403, excType: 'PermissionError' },
      { name: 'PUT docstatus 1 (owner)', method: 'PUT', url: `/api/resource/Note/${created.name}`, auth: auth.d1, json: { docstatus: 1 }, status: 403, excType: 'PermissionError' },
      { name: 'PUT docstatus 1 (admin)', method: 'PUT', url: `/api/resource/Note/${created.name}`, auth: auth.admin, json: { docstatus: '1' }, status: 403, excType: 'PermissionError' },
    ];
    for (const s of table) await runScenario(site(), s);
    for (const docstatus of [2, 5, 'x']) {
      const r = await call(site(), { method: 'POST', url: '/api/resource/ToDo', auth: auth.admin, json: { description: 'x', docstatus } });
      assert.ok(r.status === 403 || r.status === 417, `docstatus ${docstatus}: ${r.status} ${r.body.slice(0, 200)}`);
    }
    const after = await call(site(), { method: 'GET', url: `/api/resource/Note/${created.name}`, auth: auth.d1 });
    assert.equal(after.json.data.docstatus, 0);
  });
});
