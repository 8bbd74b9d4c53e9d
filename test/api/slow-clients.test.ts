import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { before, it } from 'node:test';
import { onOneDialect } from '../helpers/per-dialect.ts';
import { parseReply, rawConnection, rawGet, type RawConnection } from '../helpers/raw-http.ts';
import { serverMessages } from '../helpers/scenario.ts';
import type { TestSite } from '../helpers/test-site.ts';
import { multipartBody } from '../helpers/uploads.ts';
import { call } from '../helpers/users.ts';

/**
 * Short limits, so each test waits a moment for what production waits a minute for. The tests
 * wait for what the server does (an answer, a close), never for a time; the one that needs an
 * upload to outlast the body timeout sends far above the rate floor, so only a test process
 * stalled for the whole second could fail it. On one dialect (docs/DECISIONS.md D114): what is
 * tested is how the HTTP layer reads a connection, whatever the site's database.
 */
const LIMITS = { headersTimeoutMs: 300, bodyTimeoutMs: 1000, keepAliveTimeoutMs: 300, uploadMinRate: 64 };

async function listening(site: TestSite): Promise<number> {
  await site.app.listen({ port: 0, host: '127.0.0.1' });
  return (site.app.server.address() as AddressInfo).port;
}

function head(method: string, path: string, headers: Record<string, string | number>): string {
  return `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: application/json\r\n${Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`).join('')}\r\n`;
}

/** The answer to a request cut for slowness: 408 RequestTimeout in Frappe's body, with the connection closed after it. */
function assertTimedOut(raw: Buffer, says: RegExp, label: string): void {
  const reply = parseReply(raw);
  assert.equal(reply.status, 408, `${label}: ${raw.toString('latin1').slice(0, 300)}`);
  assert.match(reply.head, /^connection: close/im, label);
  const body = JSON.parse(reply.body.toString('utf8'));
  assert.equal(body.exc_type, 'RequestTimeout', label);
  assert.match(String(serverMessages(body)[0]?.message), says, label);
}

/** Writes `bytes` a piece every `everyMs` until the server closes the connection; resolves with what it sent. */
async function trickle(conn: RawConnection, bytes: string, everyMs: number): Promise<Buffer> {
  let stop = false;
  void conn.closed.then(() => (stop = true));
  for (let i = 0; !stop; i = (i + 1) % bytes.length) {
    conn.write(bytes[i]);
    await sleep(everyMs);
  }
  return conn.closed;
}

onOneDialect('slow and idle clients', (site) => {
  let port = 0;
  let auth = '';
  const todos = async () => (await call(site(), { method: 'GET', url: '/api/method/frappe.client.get_count?doctype=ToDo', auth })).json.message;
  const files = async () => (await call(site(), { method: 'GET', url: '/api/method/frappe.client.get_count?doctype=File', auth })).json.message;
  before(async () => {
    port = await listening(site());
    auth = site().adminAuth;
  });

  it('answers 408 RequestTimeout to a JSON body that stops arriving, or trickles in, and closes the connection; nothing is written', async () => {
    const before = await todos();
    const cases: Array<[string, (conn: RawConnection) => Promise<Buffer>]> = [
      ['stalled', async (conn) => {
        conn.write(head('POST', '/api/resource/ToDo', { Authorization: auth, 'Content-Type': 'application/json', 'Content-Length': 200 }) + '{"description": "');
        return conn.closed;
      }],
      ['trickling', async (conn) => {
        conn.write(head('POST', '/api/resource/ToDo', { Authorization: auth, 'Content-Type': 'application/json', 'Content-Length': 100_000 }) + '{"description": "');
        return trickle(conn, 'abc', 20);
      }],
      ['chunked, stalled', async (conn) => {
        conn.write(head('PUT', '/api/resource/ToDo/x', { Authorization: auth, 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' }) + '5\r\n{"des\r\n');
        return conn.closed;
      }],
      ['form body, stalled', async (conn) => {
        conn.write(head('POST', '/api/method/frappe.client.insert', { Authorization: auth, 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': 500 }) + 'doc=%7B');
        return conn.closed;
      }],
    ];
    const answers = await Promise.all(cases.map(async ([label, send]) => [label, await send(await rawConnection(port))] as const));
    for (const [label, raw] of answers) assertTimedOut(raw, /request body did not arrive in time/, label);
    assert.equal(await todos(), before);
  });

  it('closes the connection of a body still trickling in after an early answer (an unknown site\'s 404), having sent that answer only', async () => {
    const conn = await rawConnection(port);
    conn.write(head('POST', '/api/resource/ToDo', { 'X-Frappe-Site-Name': 'no-such.site', 'Content-Type': 'application/json', 'Content-Length': 100_000 }) + '{"description": "');
    const raw = await trickle(conn, 'abc', 20);
    assert.equal(parseReply(raw).status, 404);
    assert.equal(raw.toString('latin1').match(/HTTP\/1\.1 /g)?.length, 1);
  });

  it('answers 408 to headers that stop arriving, and closes a connection that never sent a byte without a word', async () => {
    const partial = await rawConnection(port);
    partial.write('POST /api/resource/ToDo HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Le');
    // Whether the stalled request was a HEAD cannot be told (node's parser keeps no method before
    // the headers end), and a HEAD answer carries no body: so the 408 comes without one.
    const reply = parseReply(await partial.closed);
    assert.equal(reply.status, 408, 'partial headers');
    assert.match(reply.head, /^connection: close/im);
    assert.match(reply.head, /^content-length: 0/im);
    const silent = await rawConnection(port);
    assert.equal((await silent.closed).length, 0, 'no answer to a connection that asked nothing');
  });

  it('answers what cannot be read as HTTP in Frappe\'s body too: 400 BadRequest, 431 RequestHeaderFieldsTooLarge', async () => {
    const cases: Array<[string, string, number, string]> = [
      ['a malformed header line', 'GET /api/method/ping HTTP/1.1\r\nHost: 127.0.0.1\r\nNo colon here\r\n\r\n', 400, 'BadRequest'],
      // Small enough to arrive in one read, so the refused bytes show the request line (a GET).
      ['headers over 16 KB', `GET /api/method/ping HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(17_000)}\r\n\r\n`, 431, 'RequestHeaderFieldsTooLarge'],
    ];
    for (const [label, request, status, excType] of cases) {
      const conn = await rawConnection(port);
      conn.write(request);
      const reply = parseReply(await conn.closed);
      assert.equal(reply.status, status, label);
      assert.equal(JSON.parse(reply.body.toString()).exc_type, excType, label);
    }
  });

  it('closes a keep-alive connection left idle after its answer, having sent that answer only', async () => {
    const conn = await rawConnection(port);
    conn.write(head('GET', '/api/method/ping', {}));
    const raw = await conn.closed;
    const reply = parseReply(raw);
    assert.equal(reply.status, 200);
    assert.equal(JSON.parse(reply.body.toString()).message, 'pong');
    assert.equal(raw.toString('latin1').match(/HTTP\/1\.1 /g)?.length, 1, 'one answer, then the close');
  });

  it('answers 408 to an upload that stops arriving, and keeps no file', async () => {
    const before = await files();
    const { payload, contentType } = multipartBody([{ name: 'file', filename: 'stalled.bin', content: Buffer.alloc(50_000, 0x61) }]);
    const conn = await rawConnection(port);
    conn.write(head('POST', '/api/method/upload_file', { Authorization: auth, 'Content-Type': contentType, 'Content-Length': payload.length }));
    conn.write(payload.subarray(0, 1000));
    assertTimedOut(await conn.closed, /upload arrived slower than 64 bytes a second/, 'stalled upload');
    assert.equal(await files(), before);
  });

  it('stores an upload that takes several body timeouts to arrive, as long as it keeps coming', async () => {
    const { payload, contentType } = multipartBody([{ name: 'file', filename: 'slow-link.bin', content: Buffer.alloc(24_000, 0x62) }]);
    const conn = await rawConnection(port);
    conn.write(head('POST', '/api/method/upload_file', { Authorization: auth, 'Content-Type': contentType, 'Content-Length': payload.length, Connection: 'close' }));
    // 200 bytes every 25 ms: 8 KB a second against a floor of 64 bytes, for about three seconds.
    for (let at = 0; at < payload.length; at += 200) {
      conn.write(payload.subarray(at, at + 200));
      await sleep(25);
    }
    const reply = parseReply(await conn.closed);
    assert.equal(reply.status, 200, reply.raw.toString('latin1').slice(0, 300));
    assert.equal(JSON.parse(reply.body.toString()).message.file_size, 24_000);
  });

  it('still answers a client that sends its request promptly', async () => {
    const r = await rawGet(port, '/api/resource/ToDo?limit_page_length=1', { Host: '127.0.0.1', Authorization: auth });
    assert.equal(r.status, 200);
  });
}, { httpLimits: LIMITS });

onOneDialect('connections per client address', (site) => {
  let port = 0;
  before(async () => {
    port = await listening(site());
  });

  const connections = () => new Promise<number>((resolve, reject) => site().app.server.getConnections((err, n) => (err ? reject(err) : resolve(n))));
  const until = async (test: () => Promise<boolean>) => {
    while (!(await test())) await sleep(10);
  };

  it('closes a connection over the cap at once, unanswered, and takes new ones as others close', async () => {
    const held = await Promise.all([1, 2, 3].map(() => rawConnection(port)));
    await until(async () => (await connections()) === 3);
    const over = await rawConnection(port);
    assert.equal((await over.closed).length, 0, 'closed without an answer');
    assert.equal(held.filter((c) => c.socket.destroyed).length, 0, 'the three within the cap stay open');
    held[0].socket.destroy();
    await until(async () => (await connections()) === 2);
    const r = await rawGet(port, '/api/method/ping', { Host: '127.0.0.1' });
    assert.equal(r.status, 200);
    for (const c of held) c.socket.destroy();
  });
}, { httpLimits: { maxConnectionsPerIp: 3 } });

onOneDialect('connections from a trusted proxy', (site) => {
  let port = 0;
  before(async () => {
    port = await listening(site());
  });

  it('does not cap the connections of a peer listed in trusted_proxies', async () => {
    const held = await Promise.all([1, 2, 3].map(() => rawConnection(port)));
    const answers = await Promise.all(held.map(async (c) => {
      c.write(head('GET', '/api/method/ping', { Connection: 'close' }));
      return parseReply(await c.closed).status;
    }));
    assert.deepEqual(answers, [200, 200, 200]);
  });
}, { httpLimits: { maxConnectionsPerIp: 1, trustedProxies: ['127.0.0.1'] } });
