import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { before, it } from 'node:test';
import { FrappeApp } from 'frappe-js-sdk';
import { createDocType } from '../helpers/doctypes.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { rejection } from '../helpers/sdk.ts';
import { keyPair } from '../helpers/users.ts';

perDialect('frappe-js-sdk file.uploadFile against a listening server', (site) => {
  let base = '';
  let app: FrappeApp;

  before(async () => {
    await site().app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(site().app.server.address() as AddressInfo).port}`;
    const { key, secret } = keyPair(site().adminAuth);
    app = new FrappeApp(base, { useToken: true, token: () => `${key}:${secret}`, type: 'token' });
    await createDocType(site(), 'SDK Case', [
      { fieldname: 'title', fieldtype: 'Data', label: 'Title' },
      { fieldname: 'evidence', fieldtype: 'Attach', label: 'Evidence' },
    ]);
  });

  it('uploads a File, public and private, attached to a document', async () => {
    const todo = await app.db().createDoc<Record<string, any>>('ToDo', { description: 'with a file' });
    const file = new File(['hello from the sdk'], 'sdk.txt', { type: 'text/plain' });
    const res = await app.file().uploadFile(file, { isPrivate: true, folder: 'Home/Attachments', doctype: 'ToDo', docname: todo.name });
    const doc = (res as unknown as { data: { message: Record<string, unknown> } }).data.message;
    assert.equal(doc.file_url, '/private/files/sdk.txt');
    assert.equal(doc.is_private, 1);
    assert.equal(doc.folder, 'Home/Attachments');
    assert.equal(doc.attached_to_doctype, 'ToDo');
    assert.equal(doc.attached_to_name, todo.name);
    assert.equal(doc.file_size, 18);

    const served = await fetch(`${base}/private/files/sdk.txt`, { headers: { authorization: site().adminAuth } });
    assert.equal(served.status, 200);
    assert.equal(await served.text(), 'hello from the sdk');
    assert.equal((await fetch(`${base}/private/files/sdk.txt`)).status, 403, 'Guest');

    const pub = await app.file().uploadFile(new Blob(['blob bytes'], { type: 'text/plain' }) as File, { isPrivate: false, otherData: { file_name: 'from-blob.txt' } });
    const pubDoc = (pub as unknown as { data: { message: Record<string, unknown> } }).data.message;
    assert.equal(pubDoc.is_private, 0);
    assert.equal(await (await fetch(`${base}${String(pubDoc.file_url)}`)).text(), 'blob bytes');
  });

  it('with fieldname, sets the document\'s attach field to the new file', async () => {
    const kase = await app.db().createDoc<Record<string, any>>('SDK Case', { title: 'with evidence' });
    const file = new File(['exhibit A'], 'exhibit.txt', { type: 'text/plain' });
    const res = await app.file().uploadFile(file, { isPrivate: true, doctype: 'SDK Case', docname: kase.name, fieldname: 'evidence' });
    const doc = (res as unknown as { data: { message: Record<string, unknown> } }).data.message;
    assert.deepEqual([doc.attached_to_doctype, doc.attached_to_name, doc.attached_to_field], ['SDK Case', kase.name, 'evidence']);
    const updated = await app.db().getDoc<Record<string, any>>('SDK Case', kase.name);
    assert.equal(updated.evidence, doc.file_url);
    assert.equal(updated.evidence, '/private/files/exhibit.txt');
  });

  it('rejects a Guest upload with the SDK error shape', async () => {
    const guest = new FrappeApp(base);
    const err = await rejection(guest.file().uploadFile(new File(['x'], 'x.txt'), {}));
    assert.equal(err.httpStatus, 403);
    assert.equal(err.exc_type, 'PermissionError');
  });
});
