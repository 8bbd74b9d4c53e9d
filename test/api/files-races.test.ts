import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { it } from 'node:test';
import { HeldFileStore } from '../helpers/held-file-store.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { filePart, siteFolders, upload } from '../helpers/uploads.ts';
import { call } from '../helpers/users.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let store: HeldFileStore;

/**
 * Bytes are removed once their last File record is deleted; a new record of the same URL made at
 * that moment must never be left pointing at nothing. The store holds one step open so the
 * other request runs inside it, every time.
 */
perDialect('File bytes and records made while the last one is deleted', (site) => {
  const admin = () => site().adminAuth;
  const publicFile = (name: string) => path.join(siteFolders(site()).public, name);

  async function uploaded(name: string, content: string): Promise<{ name: string; file_url: string }> {
    const r = await upload(site(), [filePart(name, content)], { auth: admin() });
    assert.equal(r.status, 200, r.body);
    return r.json.message;
  }

  it('registering a file_url while its bytes are being removed: refused, and no record points at nothing', async () => {
    const first = await uploaded('race-removal-first.txt', 'removed under a registration');
    const held = store.holdNext('delete', 'race-removal-first.txt');
    const deleting = call(site(), { method: 'DELETE', url: `/api/resource/File/${first.name}`, auth: admin() });
    await held.reached;
    const registering = upload(site(), [{ name: 'file_url', value: first.file_url }], { auth: admin() });
    await pause(150);
    held.release();
    const [deleted, registered] = await Promise.all([deleting, registering]);
    assert.equal(deleted.status, 202, deleted.body);
    assert.equal(registered.status, 417, registered.body);
    assert.match(registered.body, /does not exist/);
    assert.equal(fs.existsSync(publicFile('race-removal-first.txt')), false);
    const left = await call(site(), { method: 'GET', url: `/api/resource/File?filters=${encodeURIComponent(JSON.stringify([['file_url', '=', first.file_url]]))}`, auth: admin() });
    assert.deepEqual(left.json.data, []);
  });

  it('deleting the last record while a registration of its URL is under way: the bytes stay for the new record', async () => {
    const first = await uploaded('race-registration-first.txt', 'kept for the new record');
    const held = store.holdNext('stat', 'race-registration-first.txt');
    const registering = upload(site(), [{ name: 'file_url', value: first.file_url }], { auth: admin() });
    await held.reached;
    const deleting = call(site(), { method: 'DELETE', url: `/api/resource/File/${first.name}`, auth: admin() });
    await pause(150);
    held.release();
    const [registered, deleted] = await Promise.all([registering, deleting]);
    assert.equal(registered.status, 200, registered.body);
    assert.equal(deleted.status, 202, deleted.body);
    assert.equal(fs.readFileSync(publicFile('race-registration-first.txt'), 'utf8'), 'kept for the new record');
    const served = await call(site(), { method: 'GET', url: first.file_url });
    assert.equal(served.status, 200);
    assert.equal(served.body, 'kept for the new record');
  });

  it('an upload that found identical bytes whose last record is deleted before it commits stores its own copy', async () => {
    const first = await uploaded('race-reuse.txt', 'identical bytes');
    const held = store.holdNext('stat', 'race-reuse.txt');
    const uploading = upload(site(), [filePart('race-reuse-again.txt', 'identical bytes')], { auth: admin() });
    await held.reached;
    const deleted = await call(site(), { method: 'DELETE', url: `/api/resource/File/${first.name}`, auth: admin() });
    assert.equal(deleted.status, 202, deleted.body);
    held.release();
    const again = await uploading;
    assert.equal(again.status, 200, again.body);
    const served = await call(site(), { method: 'GET', url: again.json.message.file_url });
    assert.equal(served.status, 200, `${again.json.message.file_url} is served`);
    assert.equal(served.body, 'identical bytes');
  });
}, { fileStore: (dir) => (store = new HeldFileStore(dir)) });
