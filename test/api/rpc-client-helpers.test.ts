import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { createDocType, insert } from '../helpers/fixtures.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario, send } from '../helpers/scenario.ts';
import { setSiteConfig } from '../helpers/users.ts';

/**
 * The rest of frappe.client (frappe/client.py): get_doc_permissions, get_password, get_time_zone,
 * is_document_amended and attach_file.
 */
perDialect('frappe.client: get_doc_permissions, get_password, get_time_zone, is_document_amended, attach_file', (site) => {
  const admin = () => site().adminAuth;
  let reader = '';
  let manager = '';
  let owner = '';
  /** `auth` null calls as Guest. */
  const call = (method: string, args: Record<string, string>, status: number, auth: string | null = admin()) =>
    runScenario(site(), { name: `${method} ${JSON.stringify(args)}`, method: 'GET', url: `/api/method/frappe.client.${method}?${new URLSearchParams(args)}`, auth: auth ?? undefined, status });

  before(async () => {
    await insert(site(), 'Role', { role_name: 'CH Reader', desk_access: 1 });
    await insert(site(), 'Role', { role_name: 'CH Owner', desk_access: 1 });
    await createDocType(site(), {
      name: 'CH Vault', autoname: 'field:title', is_submittable: 1,
      fields: [{ fieldname: 'title', fieldtype: 'Data', reqd: 1 }, { fieldname: 'api_token', fieldtype: 'Password' }, { fieldname: 'attachment', fieldtype: 'Attach' }, { fieldname: 'amended_from', fieldtype: 'Link', options: 'CH Vault' }],
      permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1, delete: 1, submit: 1, cancel: 1, amend: 1 }, { role: 'CH Reader', read: 1 }, { role: 'CH Owner', read: 1, if_owner: 1 }],
    });
    await createDocType(site(), { name: 'CH Guestbook', autoname: 'field:title', fields: [{ fieldname: 'title', fieldtype: 'Data', reqd: 1 }], permissions: [{ role: 'Guest', read: 1, write: 1, create: 1 }, { role: 'System Manager', read: 1, write: 1, create: 1 }] });
    await createDocType(site(), { name: 'CH Plain', autoname: 'field:title', fields: [{ fieldname: 'title', fieldtype: 'Data', reqd: 1 }], permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1 }] });
    reader = await site().addUser('ch.reader@example.com', ['CH Reader']);
    manager = await site().addUser('ch.manager@example.com', ['System Manager']);
    owner = await site().addUser('ch.owner@example.com', ['CH Owner']);
    await insert(site(), 'CH Vault', { title: 'with token', api_token: 'sekrit-123' });
    await insert(site(), 'CH Vault', { title: 'no token' });
    await insert(site(), 'CH Plain', { title: 'plain' });
    await insert(site(), 'CH Guestbook', { title: 'open to all' });
  });

  it('get_doc_permissions: the caller\'s rights on one document; one they may not read or a missing one is 404, no read right on the DocType 403', async () => {
    const mine = await call('get_doc_permissions', { doctype: 'CH Vault', docname: 'with token' }, 200);
    assert.deepEqual([mine.message.permissions.read, mine.message.permissions.write, mine.message.permissions.submit], [1, 1, 1]);
    const theirs = await call('get_doc_permissions', { doctype: 'CH Vault', docname: 'with token' }, 200, reader);
    assert.deepEqual([theirs.message.permissions.read, theirs.message.permissions.write, theirs.message.permissions.delete], [1, 0, 0]);
    await call('get_doc_permissions', { doctype: 'CH Plain', docname: 'plain' }, 403, reader);
    await call('get_doc_permissions', { doctype: 'CH Vault', docname: 'nothing here' }, 404);
    await call('get_doc_permissions', { doctype: 'CH Vault', docname: 'with token' }, 404, owner);
  });

  it('get_password: a Password field in clear, to System Managers only; hashes and empty fields are "not found"', async () => {
    assert.equal((await call('get_password', { doctype: 'CH Vault', name: 'with token', fieldname: 'api_token' }, 200)).message, 'sekrit-123');
    assert.equal((await call('get_password', { doctype: 'CH Vault', name: 'with token', fieldname: 'api_token' }, 200, manager)).message, 'sekrit-123');
    const stored = await runScenario(site(), { name: 'masked', method: 'GET', url: '/api/resource/CH Vault/with token', auth: admin(), status: 200 });
    assert.equal(stored.data.api_token, '**********', 'the document itself shows asterisks');
    const refused = await call('get_password', { doctype: 'CH Vault', name: 'with token', fieldname: 'api_token' }, 403, reader);
    assert.match(refused._server_messages, /only allowed for/);
    await call('get_password', { doctype: 'CH Vault', name: 'with token', fieldname: 'api_token' }, 403, null);
    for (const [args, why] of [
      [{ doctype: 'CH Vault', name: 'no token', fieldname: 'api_token' }, 'nothing stored'],
      [{ doctype: 'CH Vault', name: 'with token', fieldname: 'title' }, 'not a Password field'],
      [{ doctype: 'User', name: 'Administrator', fieldname: 'api_secret' }, 'an API secret is kept hashed'],
      [{ doctype: 'User', name: 'Administrator', fieldname: 'new_password' }, 'a login password is kept hashed'],
    ] as const) {
      const missing = await call('get_password', args, 401);
      assert.equal(missing.exc_type, 'AuthenticationError', why);
    }
    await call('get_password', { doctype: 'CH Vault', name: 'no such vault', fieldname: 'api_token' }, 404);
    await call('get_password', { doctype: 'No Such DocType', name: 'x', fieldname: 'y' }, 404);
  });

  it('get_time_zone: the site\'s time zone, to Guests too', async () => {
    assert.deepEqual((await call('get_time_zone', {}, 200, null)).message, { time_zone: 'UTC' });
    await runScenario(site(), { name: 'settings', method: 'PUT', url: '/api/resource/System Settings/System Settings', auth: admin(), json: { time_zone: 'Asia/Kolkata' }, status: 200 });
    try {
      assert.deepEqual((await call('get_time_zone', {}, 200, null)).message, { time_zone: 'Asia/Kolkata' });
    } finally {
      await runScenario(site(), { name: 'settings back', method: 'PUT', url: '/api/resource/System Settings/System Settings', auth: admin(), json: { time_zone: 'UTC' }, status: 200 });
    }
  });

  it('is_document_amended: the amendment\'s name; nothing when none; false without read right or amended_from', async () => {
    const original = await insert(site(), 'CH Vault', { title: 'to amend', docstatus: 1 });
    assert.equal('message' in (await call('is_document_amended', { doctype: 'CH Vault', docname: original.name }, 200)), false, 'not amended yet');
    await runScenario(site(), { name: 'cancel', method: 'PUT', url: `/api/resource/CH Vault/${original.name}`, auth: admin(), json: { docstatus: 2 }, status: 200 });
    const amendment = await insert(site(), 'CH Vault', { title: 'to amend, again', amended_from: original.name });
    assert.equal((await call('is_document_amended', { doctype: 'CH Vault', docname: original.name }, 200)).message, amendment.name);
    assert.equal((await call('is_document_amended', { doctype: 'CH Vault', docname: original.name }, 200, reader)).message, amendment.name, 'a reader sees it too');
    assert.equal('message' in (await call('is_document_amended', { doctype: 'CH Vault', docname: original.name }, 200, owner)), false, 'an amendment the caller may not read does not count');
    assert.equal((await call('is_document_amended', { doctype: 'CH Plain', docname: 'plain' }, 200)).message, false, 'no amended_from');
    assert.equal((await call('is_document_amended', { doctype: 'CH Plain', docname: 'plain' }, 200, reader)).message, false, 'no read right');
  });

  it('attach_file: text or base64 filedata becomes a File on the document, and the Attach field names it', async () => {
    const attach = (form: Record<string, string>, status: number, auth = admin(), method: 'POST' | 'GET' = 'POST') =>
      runScenario(site(), { name: `attach_file ${form.filename ?? ''}`, method, url: '/api/method/frappe.client.attach_file', auth, form, status });
    const plain = (await attach({ filename: 'notes.txt', filedata: 'hello there', doctype: 'CH Vault', docname: 'with token' }, 200)).message;
    assert.deepEqual([plain.file_name, plain.attached_to_doctype, plain.attached_to_name, plain.is_private], ['notes.txt', 'CH Vault', 'with token', 0]);
    assert.equal((await send(site(), { method: 'GET', url: plain.file_url, auth: admin() })).body, 'hello there');
    const coded = (await attach({ filename: 'coded.txt', filedata: `data:text/plain;base64,${Buffer.from('decoded bytes').toString('base64')}`, decode_base64: '1', is_private: '1', doctype: 'CH Vault', docname: 'with token', docfield: 'attachment' }, 200)).message;
    assert.match(coded.file_url, /^\/private\/files\/coded/);
    assert.equal((await send(site(), { method: 'GET', url: coded.file_url, auth: admin() })).body, 'decoded bytes');
    const doc = await runScenario(site(), { name: 'read', method: 'GET', url: '/api/resource/CH Vault/with token', auth: admin(), status: 200 });
    assert.equal(doc.data.attachment, coded.file_url);

    const files = async () => (await runScenario(site(), { name: 'files', method: 'GET', url: '/api/resource/File?limit_page_length=0', auth: admin(), status: 200 })).data.length;
    const before = await files();
    await attach({ filename: 'x.txt', filedata: 'x', doctype: 'CH Vault', docname: 'with token' }, 403, reader);
    await attach({ filename: 'x.txt', filedata: 'x', doctype: 'CH Vault', docname: 'with token' }, 403, admin(), 'GET');
    await attach({ filename: 'x.txt', doctype: 'CH Vault', docname: 'with token' }, 417);
    await attach({ filedata: 'x', doctype: 'CH Vault', docname: 'with token' }, 417);
    await attach({ filename: 'x.txt', filedata: 'x' }, 417);
    await attach({ filename: 'x.txt', filedata: 'not base64 at all!', decode_base64: '1', doctype: 'CH Vault', docname: 'with token' }, 417);
    await attach({ filename: 'x.txt', filedata: 'x', doctype: 'CH Vault', docname: 'no such vault' }, 404);
    await attach({ filename: 'x.txt', filedata: 'x', doctype: 'CH Vault', docname: 'with token', docfield: 'title' }, 417);
    await setSiteConfig(site(), { allow_guests_to_upload_files: 1 });
    try {
      // Even on a document Guests may write, and with Guest uploads allowed: attach_file is not allow_guest.
      await runScenario(site(), { name: 'guest attach', method: 'POST', url: '/api/method/frappe.client.attach_file', form: { filename: 'g.txt', filedata: 'g', doctype: 'CH Guestbook', docname: 'open to all' }, status: 403 });
    } finally {
      await setSiteConfig(site(), { allow_guests_to_upload_files: null });
    }
    await setSiteConfig(site(), { max_file_size: 4 });
    try {
      await attach({ filename: 'big.txt', filedata: 'more than four bytes', doctype: 'CH Vault', docname: 'with token' }, 413);
    } finally {
      await setSiteConfig(site(), { max_file_size: null });
    }
    assert.equal(await files(), before, 'no File from a refused attach');
  });
});
