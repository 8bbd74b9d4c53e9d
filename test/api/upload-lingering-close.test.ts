import assert from 'node:assert/strict';
import net, { type AddressInfo } from 'node:net';
import { before, describe, it } from 'node:test';
import { LINGER_MS } from '../../src/http/lingering-close.ts';
import { enabledDialects } from '../helpers/dialects.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { createTestSite } from '../helpers/test-site.ts';

const MiB = 1024 * 1024;

/**
 * A raw streaming client: sends the request head and `total` bytes of multipart body in 1 MiB
 * writes, and reads the answer only once it has sent everything (or a write failed), as a client
 * busy uploading does. A server that closed with unread bytes makes the kernel reset the
 * connection, which throws the waiting answer away: the client then reads an error, not the 413.
 */
function streamUpload(port: number, auth: string, total: number, target: { path: string; json: boolean } = { path: '/api/method/upload_file', json: false }, stallAfter = Infinity): Promise<{ status?: number; body?: string; error?: string }> {
  return new Promise((resolve) => {
    const boundary = 'lingerboundary';
    const socket = net.connect(port, '127.0.0.1');
    const type = target.json ? 'application/json' : `multipart/form-data; boundary=${boundary}`;
    const head = `POST ${target.path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: ${auth}\r\nAccept: application/json\r\nContent-Type: ${type}\r\nContent-Length: ${total}\r\n\r\n`;
    const partHead = target.json ? Buffer.from('{"description": "') : Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\n\r\n`);
    const chunk = Buffer.alloc(MiB, 0x61);
    let writeError: string | undefined;
    const read = () => {
      const chunks: Buffer[] = [];
      socket.on('data', (c: Buffer) => chunks.push(c));
      const done = (error?: string) => {
        const text = Buffer.concat(chunks).toString('latin1');
        const m = /^HTTP\/1\.1 (\d{3})/.exec(text);
        resolve(m ? { status: Number(m[1]), body: text.slice(text.indexOf('\r\n\r\n') + 4) } : { error: error ?? writeError ?? 'no answer' });
      };
      socket.once('end', () => done());
      socket.once('close', () => done());
      socket.once('error', (err: NodeJS.ErrnoException) => done(err.code));
      socket.resume();
    };
    socket.on('error', (err: NodeJS.ErrnoException) => (writeError = err.code));
    socket.once('connect', async () => {
      socket.pause();
      let sent = partHead.length;
      const write = (data: Buffer | string) => new Promise<boolean>((ok) => socket.write(data, (err) => ok(!err)));
      if (!(await write(head)) || !(await write(partHead))) return read();
      while (sent < total && sent < stallAfter) {
        const n = Math.min(chunk.length, total - sent);
        sent += n;
        if (!(await write(n === chunk.length ? chunk : chunk.subarray(0, n)))) break;
      }
      read();
    });
  });
}

/**
 * Issue 14 part 2: a 25 MiB + 4 KiB upload streamed by a client gets the 413 every time, never a
 * reset: the server answers, then reads and drops the rest of the body before it closes.
 */
perDialect('an oversize upload’s 413 reaches a streaming client', (site) => {
  let port = 0;
  before(async () => {
    await site().app.listen({ port: 0, host: '127.0.0.1' });
    port = (site().app.server.address() as AddressInfo).port;
  });

  it('answers 413 RequestEntityTooLarge to 20 streamed 25 MiB + 4 KiB uploads in a row, with no connection reset', async () => {
    for (let i = 0; i < 20; i++) {
      const r = await streamUpload(port, site().adminAuth, 25 * MiB + 4096);
      assert.equal(r.error, undefined, `upload ${i + 1}: ${r.error}`);
      assert.equal(r.status, 413, `upload ${i + 1}`);
      assert.equal(JSON.parse(r.body!).exc_type, 'RequestEntityTooLarge');
    }
  });

  it('answers 413 to a streamed JSON body over the server’s body limit the same way', async () => {
    const r = await streamUpload(port, site().adminAuth, 26 * MiB, { path: '/api/resource/ToDo', json: true });
    assert.equal(r.error, undefined, r.error);
    assert.equal(r.status, 413);
    assert.equal(JSON.parse(r.body!).exc_type, 'RequestEntityTooLarge');
  });
});

/**
 * A half-open raw connection that has sent an upload's head (its Content-Length too large): the
 * test sends the body its own way and reads what came back and whether the server closed.
 */
async function openRefusedUpload(port: number, auth: string, contentLength: number) {
  const socket = net.connect({ port, host: '127.0.0.1', allowHalfOpen: true });
  await new Promise((r) => socket.once('connect', r));
  const seen = { answer: '', failed: null as string | null };
  socket.on('data', (c: Buffer) => (seen.answer += c.toString('latin1')));
  socket.on('error', (err: NodeJS.ErrnoException) => (seen.failed = err.code ?? err.message));
  socket.write(`POST /api/method/upload_file HTTP/1.1\r\nHost: x\r\nAuthorization: ${auth}\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: ${contentLength}\r\n\r\n--b\r\n`);
  return { socket, seen };
}

describe('lingering close is bounded', () => {
  /** Runs `body` against a listening test site on the first enabled dialect. */
  async function onListeningSite(body: (port: number, auth: string) => Promise<void>): Promise<void> {
    const s = await createTestSite((await enabledDialects())[0]);
    try {
      await s.app.listen({ port: 0, host: '127.0.0.1' });
      await body((s.app.server.address() as AddressInfo).port, s.adminAuth);
    } finally {
      await s.close();
    }
  }

  it(`stops reading and closes ${LINGER_MS / 1000} s after the 413 when the client sends slowly`, () =>
    onListeningSite(async (port, auth) => {
      const { socket, seen } = await openRefusedUpload(port, auth, 30 * MiB);
      const started = Date.now();
      // A trickle of body: the server keeps reading it until its time is up, then closes.
      while (!seen.failed && Date.now() - started < LINGER_MS + 4000) {
        socket.write(Buffer.alloc(1024, 0x61));
        await new Promise((r) => setTimeout(r, 200));
      }
      const waited = Date.now() - started;
      socket.destroy();
      assert.match(seen.answer, /^HTTP\/1\.1 413 /, 'the answer came first');
      assert.ok(seen.failed, 'the server closed the connection');
      assert.ok(waited >= LINGER_MS - 300 && waited < LINGER_MS + 2000, `closed after ${waited} ms`);
    }));

  it('stops reading and closes once the client sent twice the limit', () =>
    onListeningSite(async (port, auth) => {
      const { socket, seen } = await openRefusedUpload(port, auth, 200 * MiB);
      const chunk = Buffer.alloc(MiB, 0x61);
      let sent = 0;
      while (!seen.failed && sent < 200 * MiB) {
        const ok = await new Promise<boolean>((r) => socket.write(chunk, (err) => r(!err)));
        if (!ok) break;
        sent += MiB;
      }
      socket.destroy();
      assert.match(seen.answer, /^HTTP\/1\.1 413 /, 'the answer came first');
      assert.ok(seen.failed, 'the server closed the connection');
      // 2 x 25 MiB read and dropped, plus what the kernels' buffers held when it closed.
      assert.ok(sent >= 50 * MiB && sent < 100 * MiB, `closed after ${sent / MiB} MiB`);
    }));
});
