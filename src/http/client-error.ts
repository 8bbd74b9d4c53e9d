import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { appError } from '../errors/app-error.ts';
import { serializeError } from '../errors/serialize.ts';
import { LINGER_MS } from './lingering-close.ts';

/** A request line: what starts each request in the bytes node's parser was reading. */
const REQUEST_LINE = /(?:^|\n)([A-Z]+) \S+ HTTP\/\d\.\d\r?\n/g;

/** Sockets already answered: node reports a broken connection's later bytes as more client errors. */
const ANSWERED = Symbol('svc.clientErrorAnswered');

/** What node hands a `clientError` listener: the parser's error and the bytes it choked on. */
type ClientError = Error & { code?: string; rawPacket?: Buffer; bytesParsed?: number };

/** node's own state on a server socket: the request being parsed and the answer being written. */
type ServerSocket = Socket & {
  [ANSWERED]?: true;
  parser?: { incoming?: { method?: string; complete?: boolean } | null };
  _httpMessage?: { headersSent?: boolean } | null;
};

/**
 * Fastify's `clientErrorHandler`: the answer to a request node's HTTP parser refused before any
 * route saw it: 431 for headers over the limit, 408 for headers that did not arrive within
 * `http_headers_timeout`, 400 for anything malformed. The body is Frappe's error envelope (v1's:
 * the URL is not known here), but only when the refused request is known not to be a HEAD: a
 * HEAD answer carries no body (RFC 9110 §9.3.2), and one that did would be read by the client as
 * the start of the next answer. When the request line is not in the bytes at hand, nothing
 * tells, so the answer has no body. A connection that never sent a byte is closed without an
 * answer (nobody waits for one: a browser's spare connection, say), and so is one whose answer
 * has begun. The connection closes after the answer.
 */
export function answerClientError(error: Error, socket: Socket): void {
  const err = error as ClientError;
  const server = socket as ServerSocket;
  if (err.code === 'ECONNRESET' || socket.destroyed || server[ANSWERED]) return;
  server[ANSWERED] = true;
  // An answer already on its way would be corrupted by a second one written into it.
  if (socket.bytesRead === 0 || !socket.writable || server._httpMessage?.headersSent) {
    socket.destroy();
    return;
  }
  const { status, body } = serializeError(clientErrorOf(err.code), false);
  const method = refusedMethod(err, server);
  const payload = method !== null && method !== 'HEAD' ? Buffer.from(JSON.stringify(body)) : Buffer.alloc(0);
  const head = `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\nContent-Length: ${payload.length}\r\nConnection: close\r\n\r\n`;
  socket.write(Buffer.concat([Buffer.from(head, 'latin1'), payload]));
  // Our FIN after the answer; the client's unread bytes would turn a close into a reset that
  // can throw the answer away, so the socket goes only once the client closes or LINGER_MS passed.
  socket.end();
  socket.resume();
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
}

function clientErrorOf(code: string | undefined) {
  if (code === 'HPE_HEADER_OVERFLOW') return appError('HEADERS_TOO_LARGE', 'The request headers are larger than the server accepts');
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return appError('REQUEST_TIMEOUT', 'The request headers did not arrive in time');
  return appError('BAD_REQUEST', 'The request is not valid HTTP');
}

/**
 * The method of the refused request, or null when it cannot be told: the last request line the
 * parser read before it choked (earlier ones in the same read were answered already, later ones
 * never parsed), or for a timeout the request whose headers were read but whose body never came.
 */
function refusedMethod(err: ClientError, socket: ServerSocket): string | null {
  if (err.rawPacket) {
    const read = err.rawPacket.subarray(0, err.bytesParsed ?? err.rawPacket.length).toString('latin1');
    let method: string | null = null;
    for (const m of read.matchAll(REQUEST_LINE)) method = m[1];
    return method;
  }
  const incoming = socket.parser?.incoming;
  return incoming && !incoming.complete ? (incoming.method ?? null) : null;
}
