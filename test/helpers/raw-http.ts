import net from 'node:net';

/** What came back for one raw request: status (0 when the server answered no status line), head and body bytes. */
export interface RawReply {
  status: number;
  head: string;
  body: Buffer;
  /** Everything the server sent, unparsed (the secret must not be anywhere in it). */
  raw: Buffer;
}

/** Sends `GET <target> HTTP/1.1` exactly as given (UTF-8 bytes of `target`, nothing normalised), reads to the close. */
export async function rawGet(port: number, target: string, headers: Record<string, string>): Promise<RawReply> {
  const lines = [`GET ${target} HTTP/1.1`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`), 'Connection: close', '', ''];
  const request = Buffer.from(lines.join('\r\n'), 'utf8');
  const raw = await new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1');
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer to ${JSON.stringify(target.slice(0, 120))} within 10 s`)));
    socket.on('connect', () => socket.write(request));
    socket.on('data', (c: Buffer) => chunks.push(c));
    // A reset after the answer was written still leaves the answer to judge.
    socket.on('error', (err) => (chunks.length > 0 ? resolve(Buffer.concat(chunks)) : reject(err)));
    socket.on('close', () => resolve(Buffer.concat(chunks)));
  });
  return parseReply(raw);
}

/** The first answer in what a server sent (status 0 when it sent no status line). */
export function parseReply(raw: Buffer): RawReply {
  const split = raw.indexOf('\r\n\r\n');
  const head = (split < 0 ? raw : raw.subarray(0, split)).toString('latin1');
  let body = split < 0 ? Buffer.alloc(0) : raw.subarray(split + 4);
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
  if (/^transfer-encoding:\s*chunked/im.test(head)) body = dechunk(body);
  else {
    const length = /^content-length:\s*(\d+)/im.exec(head);
    if (length) body = body.subarray(0, Number(length[1]));
  }
  return { status, head, body, raw };
}

/** A raw TCP connection to a server, for tests that choose when each byte goes out. */
export interface RawConnection {
  readonly socket: net.Socket;
  /** Writes bytes as they are; false once the server has closed (a failed write is no error here). */
  write(data: string | Buffer): boolean;
  /** Everything the server sent, once it closed the connection (a reset included). */
  readonly closed: Promise<Buffer>;
  /** Resolves with everything received so far once `test` holds for it. */
  until(test: (received: Buffer) => boolean): Promise<Buffer>;
}

/** Opens a raw connection to 127.0.0.1:`port` and resolves once it is connected. */
export function rawConnection(port: number): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const waiting: Array<() => void> = [];
    const received = () => Buffer.concat(chunks);
    let ended = false;
    const closed = new Promise<Buffer>((done) => socket.once('close', () => done(received())));
    socket.on('data', (c: Buffer) => {
      chunks.push(c);
      for (const check of [...waiting]) check();
    });
    socket.on('error', () => {});
    socket.once('close', () => (ended = true));
    socket.once('connect', () => {
      socket.off('error', reject);
      resolve({
        socket,
        closed,
        write: (data) => !ended && !socket.destroyed && socket.write(data),
        until: (test) =>
          new Promise((done, fail) => {
            const check = () => {
              if (!test(received())) return;
              waiting.splice(waiting.indexOf(check), 1);
              done(received());
            };
            waiting.push(check);
            check();
            void closed.then(() => {
              if (waiting.includes(check)) fail(new Error(`the server closed before the test was met: ${JSON.stringify(received().toString('latin1').slice(0, 300))}`));
            });
          }),
      });
    });
    socket.once('error', reject);
  });
}

/** The payload of a chunked body (what is there of it). */
function dechunk(buf: Buffer): Buffer {
  const out: Buffer[] = [];
  let at = 0;
  while (at < buf.length) {
    const eol = buf.indexOf('\r\n', at);
    if (eol < 0) break;
    const size = parseInt(buf.subarray(at, eol).toString('latin1'), 16);
    if (!Number.isFinite(size) || size === 0) break;
    out.push(buf.subarray(eol + 2, eol + 2 + size));
    at = eol + 2 + size + 2;
  }
  return Buffer.concat(out);
}

/**
 * Writes `chunks` to a new connection one by one (each its own write, so the server may read them
 * apart) and reads everything the server sends until it closes the connection.
 */
export async function rawExchange(port: number, chunks: ReadonlyArray<string | Buffer>): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const received: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1');
    socket.setTimeout(10_000, () => socket.destroy(new Error('no close within 10 s')));
    socket.on('connect', async () => {
      for (const chunk of chunks) {
        if (socket.destroyed) return;
        await new Promise<void>((done) => socket.write(chunk, () => done()));
        // Separate reads on the server: let this chunk arrive before the next is written.
        await new Promise((done) => setTimeout(done, 20));
      }
    });
    socket.on('data', (c: Buffer) => received.push(c));
    socket.on('error', (err) => (received.length > 0 ? resolve(Buffer.concat(received)) : reject(err)));
    socket.on('close', () => resolve(Buffer.concat(received)));
  });
}

/**
 * Splits what came back on one connection into answers, one per request method in `methods`,
 * framing each as a client must: an answer to HEAD ends with its head whatever Content-Length
 * says, others by Content-Length. `rest` holds whatever follows the last answer; a HEAD answer
 * that carried a body leaves it there, or makes a later answer unparseable (status 0).
 */
export function splitAnswers(raw: Buffer, methods: readonly string[]): { answers: RawReply[]; rest: Buffer } {
  const answers: RawReply[] = [];
  let at = 0;
  for (const method of methods) {
    const split = raw.indexOf('\r\n\r\n', at);
    if (split < 0) break;
    const head = raw.subarray(at, split).toString('latin1');
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
    const length = method === 'HEAD' ? 0 : Number(/^content-length:\s*(\d+)/im.exec(head)?.[1] ?? 0);
    const body = raw.subarray(split + 4, split + 4 + length);
    answers.push({ status, head, body, raw: raw.subarray(at, split + 4 + length) });
    at = split + 4 + length;
  }
  return { answers, rest: raw.subarray(at) };
}
