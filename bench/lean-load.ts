// A lean HTTP/1.1 load generator for the --workers comparison. On a 2-core machine the load
// generator shares the cores with the server: autocannon spends 20–30 µs of CPU per request, a
// third of what svc spends answering a read, so two workers could never show more than about
// 1.5x one worker whatever svc did. This one writes prebuilt request text on raw keep-alive
// sockets and reads just enough of each answer (status, Content-Length or chunk sizes) to know
// where it ends: the same requests, one at a time per connection, at a fraction of the cost.
import net from 'node:net';
import type { Request } from 'autocannon';
import type { LoadGenerator, RunResult } from './load.ts';

const HEAD_END = Buffer.from('\r\n\r\n');

/**
 * Renders each request's text: the run's headers and the scenario's own are rendered once; per
 * request only what setupRequest varies (method, path, body) is filled in, so building a request
 * costs the generator a template, not a walk over header objects. Headers a setupRequest would
 * change per request are not supported (the bench's scenarios vary paths and bodies only).
 */
function requestTexts(host: string, base: Request, headers: Record<string, string>): () => string {
  let headerBlock = `host: ${host}\r\n`;
  for (const [name, value] of Object.entries({ ...headers, ...base.headers })) headerBlock += `${name}: ${value}\r\n`;
  const render = (method: string, path: string, body: string) =>
    `${method} ${path} HTTP/1.1\r\n${headerBlock}${body !== '' || method === 'POST' || method === 'PUT' ? `content-length: ${Buffer.byteLength(body)}\r\n` : ''}\r\n${body}`;
  const setup = base.setupRequest;
  if (!setup) {
    const text = render(base.method ?? 'GET', base.path ?? '/', base.body?.toString() ?? '');
    return () => text;
  }
  // One scratch copy for setupRequest to set the varying fields on.
  const scratch = { ...base };
  return () => {
    const req = setup(scratch, {});
    return render(req.method ?? 'GET', req.path ?? '/', req.body?.toString() ?? '');
  };
}

/**
 * Where the answer at the start of `buf` (its first `length` bytes) ends, or -1 while it is
 * incomplete; its status in `out.status`. Chunked bodies are walked chunk by chunk (no trailers:
 * svc sends none).
 */
export function answerEnd(buf: Buffer, length: number, out: { status: number }): number {
  const head = buf.indexOf(HEAD_END);
  if (head < 0 || head >= length) return -1;
  out.status = (buf[9] - 48) * 100 + (buf[10] - 48) * 10 + (buf[11] - 48);
  const bodyAt = head + 4;
  const declared = contentLength(buf, head);
  if (declared >= 0) return length >= bodyAt + declared ? bodyAt + declared : -1;
  if (!headerText(buf, head).includes('\r\ntransfer-encoding: chunked')) return bodyAt;
  let at = bodyAt;
  for (;;) {
    const line = buf.indexOf(CRLF, at);
    if (line < 0 || line >= length) return -1;
    const size = parseInt(buf.toString('latin1', at, line), 16);
    if (Number.isNaN(size)) throw new Error('malformed chunk size in an answer');
    at = line + 2 + size + 2;
    if (length < at) return -1;
    if (size === 0) return at;
  }
}

const CRLF = Buffer.from('\r\n');
const CONTENT_LENGTH = Buffer.from('\r\ncontent-length: ');

const headerText = (buf: Buffer, head: number) => buf.toString('latin1', 0, head).toLowerCase();

/** The Content-Length header's value, or -1. Fastify writes the name in lower case; others are looked up slowly. */
function contentLength(buf: Buffer, head: number): number {
  let at = buf.indexOf(CONTENT_LENGTH);
  if (at < 0 || at > head) {
    const text = headerText(buf, head);
    const m = /\r\ncontent-length: *(\d+)/.exec(text);
    return m ? Number(m[1]) : -1;
  }
  let value = 0;
  for (at += CONTENT_LENGTH.length; buf[at] >= 48 && buf[at] <= 57; at++) value = value * 10 + buf[at] - 48;
  return value;
}

export const leanGenerator: LoadGenerator = (server, request, options, seconds) => {
  const url = new URL(server.url);
  const result: RunResult = { duration: seconds, ok: 0, non2xx: 0, errors: 0, latencies: [] };
  const started = performance.now();
  const deadline = started + seconds * 1000;
  return new Promise((resolve) => {
    let open = options.connections;
    const closed = () => {
      if (--open === 0) {
        result.duration = (performance.now() - started) / 1000;
        resolve(result);
      }
    };
    for (let i = 0; i < options.connections; i++) connection(url, request, options.headers, deadline, result, closed);
  });
};

/** One keep-alive connection sending a request, waiting for its whole answer, and so on until the deadline. */
function connection(url: URL, request: Request, headers: Record<string, string>, deadline: number, result: RunResult, closed: () => void): void {
  const out = { status: 0 };
  // Node's onread hands each read in this one buffer, without a stream's per-chunk work; an
  // answer longer than what is buffered so far is gathered in `pending`.
  const readBuffer = Buffer.allocUnsafe(64 * 1024);
  let pending: Buffer | null = null;
  let sentAt = 0;
  const nextText = requestTexts(url.host, request, headers);
  const send = () => {
    sentAt = performance.now();
    if (sentAt >= deadline) {
      socket.end();
      return;
    }
    socket.write(nextText());
  };
  const answered = (buf: Buffer, length: number): void => {
    const end = answerEnd(buf, length, out);
    if (end < 0) {
      pending = Buffer.from(buf.subarray(0, length));
      return;
    }
    if (end !== length) throw new Error('bytes after an answer to a request that was not pipelined');
    pending = null;
    if (out.status >= 200 && out.status < 300) {
      result.ok++;
      result.latencies.push(performance.now() - sentAt);
    } else {
      result.non2xx++;
    }
    send();
  };
  const socket = net.connect({
    host: url.hostname, port: Number(url.port), noDelay: true,
    onread: {
      buffer: readBuffer,
      callback: (nread: number, buf: Uint8Array) => {
        const chunk = buf as Buffer;
        if (pending) {
          const whole = Buffer.concat([pending, chunk.subarray(0, nread)]);
          answered(whole, whole.length);
        } else {
          answered(chunk, nread);
        }
        return true;
      },
    },
  });
  socket.on('connect', send);
  socket.on('error', () => result.errors++);
  socket.on('close', closed);
}
