import assert from 'node:assert/strict';
import net from 'node:net';
import { it } from 'node:test';
import { perDialect } from '../helpers/per-dialect.ts';
import { eventually, filePart, filesUnder, multipartBody, siteFolders, type Part } from '../helpers/uploads.ts';
import { call } from '../helpers/users.ts';

const BOUNDARY = '----svc-raw-boundary';

/**
 * Multipart bodies svc refuses to read further: each is a 417 with the reason, stores nothing and
 * leaves the server answering. The body cap (413) has its own file, files-body-cap.test.ts.
 */
perDialect('upload_file: malformed and hostile multipart bodies', (site) => {
  const admin = () => site().adminAuth;
  const folders = () => siteFolders(site());
  const stored = () => [folders().public, folders().private, folders().staging].map(filesUnder);
  const fileCount = async () => (await call(site(), { method: 'GET', url: '/api/method/svc.client.get_count?doctype=File', auth: admin() })).json.message;

  const raw = (payload: Buffer | string, contentType = `multipart/form-data; boundary=${BOUNDARY}`) => async () => {
    const res = await site().app.inject({ method: 'POST', url: '/api/method/upload_file', headers: { authorization: admin(), 'content-type': contentType }, payload });
    return { status: res.statusCode, json: JSON.parse(res.body) };
  };
  const parts = (list: Part[]) => async () => {
    const { payload, contentType } = multipartBody(list);
    return raw(payload, contentType)();
  };
  const part = (name: string, value: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

  const table: Array<{ name: string; send: () => Promise<{ status: number; json: any }>; status: number; excType: string; message: RegExp }> = [
    { name: 'no boundary in the content type', send: raw(part('file_name', 'a.txt'), 'multipart/form-data'), status: 417, excType: 'ValidationError', message: /multipart body is malformed/ },
    { name: 'a body cut off inside a part', send: raw(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="cut.txt"\r\n\r\nhalf of it`), status: 417, excType: 'ValidationError', message: /multipart body is malformed/ },
    { name: 'a body of another boundary', send: raw(part('file_name', 'a.txt').replaceAll(BOUNDARY, 'other')), status: 417, excType: 'ValidationError', message: /multipart body is malformed/ },
    { name: 'an empty body', send: raw(''), status: 417, excType: 'MandatoryError', message: /file_name. or .file_url. must be set/ },
    { name: 'eleven file parts', send: parts(Array.from({ length: 11 }, (_, i) => ({ name: `f${i}`, filename: `f${i}.txt`, content: 'x' }))), status: 417, excType: 'ValidationError', message: /too many files/ },
    { name: 'a hundred and one fields', send: parts([filePart('many.txt', 'many'), ...Array.from({ length: 101 }, (_, i) => ({ name: `x${i}`, value: 'v' }))]), status: 417, excType: 'ValidationError', message: /too many fields/ },
    { name: 'a field named __proto__', send: parts([filePart('proto.txt', 'proto'), { name: '__proto__', value: 'x' }]), status: 417, excType: 'ValidationError', message: /multipart body is malformed/ },
    { name: 'a field named constructor', send: parts([{ name: 'constructor', value: 'x' }, filePart('ctor.txt', 'ctor')]), status: 417, excType: 'ValidationError', message: /multipart body is malformed/ },
  ];
  for (const row of table) {
    it(`${row.name}: ${row.status} ${row.excType}, nothing stored`, async () => {
      const [before, records] = [stored(), await fileCount()];
      const r = await row.send();
      assert.equal(r.status, row.status, JSON.stringify(r.json).slice(0, 300));
      assert.equal(r.json.exc_type, row.excType);
      assert.match(JSON.stringify(r.json), row.message);
      assert.deepEqual(stored(), before);
      assert.equal(await fileCount(), records);
    });
  }

  it('a client that goes away in the middle of a large upload leaves nothing behind, and the server answers on', async () => {
    const address = await site().app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const before = stored();
    const socket = net.connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="gone.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`;
    socket.write(`POST /api/method/upload_file HTTP/1.1\r\nHost: ${site().site}\r\nAuthorization: ${admin()}\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${10 * 1024 * 1024}\r\n\r\n${head}`);
    // Far more than the 64 KiB an upload may wait in memory: the bytes are being staged on disk.
    await new Promise<void>((resolve) => socket.write(Buffer.alloc(512 * 1024, 7), () => resolve()));
    await eventually(() => filesUnder(folders().staging).length > 0, 'the upload to be staged');
    socket.destroy();
    await eventually(() => JSON.stringify(stored()) === JSON.stringify(before), 'the staged bytes to be removed');
    const after = await call(site(), { method: 'GET', url: '/api/method/ping', auth: admin() });
    assert.equal(after.status, 200);
  });
});
