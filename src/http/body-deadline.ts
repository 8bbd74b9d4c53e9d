import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { appError } from '../errors/app-error.ts';
import { isMultipart } from './multipart.ts';

export interface BodyTiming {
  /** A body must arrive whole within this many ms of its headers; an upload must keep up the rate below over each such period. */
  bodyTimeoutMs: number;
  /** Bytes per second an upload must average over each period; 0 never cuts an upload. */
  uploadMinRate: number;
}

/**
 * Cuts request bodies that trickle in (node's own request timeout would also cut a large upload
 * on a slow link, so it stays off): a body must arrive whole within `bodyTimeoutMs` of its
 * headers; a multipart upload, which may rightly take longer, must instead bring at least
 * `uploadMinRate` bytes a second in each period of `bodyTimeoutMs` in which the server was reading
 * it (periods in which the server held the body back, while it wrote to disk or had not begun to
 * read, do not count against the client). A cut body is answered 408 `RequestTimeout` through
 * whoever was reading it, and the connection closes; when an answer has already gone out, the
 * connection just closes.
 */
export function registerBodyDeadline(app: FastifyInstance, timing: BodyTiming): void {
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    // An injected request (app.inject) has no connection to hold or cut.
    if (!raw.complete && hasBody(raw) && typeof raw.socket?.bytesRead === 'number') {
      if (!isMultipart(request)) deadline(request, reply, timing.bodyTimeoutMs);
      else if (timing.uploadMinRate > 0) rateFloor(request, reply, timing);
    }
    done();
  });
}

function hasBody(raw: IncomingMessage): boolean {
  return raw.headers['transfer-encoding'] !== undefined || Number(raw.headers['content-length']) > 0;
}

function deadline(request: FastifyRequest, reply: FastifyReply, ms: number): void {
  const raw = request.raw;
  const timer = setTimeout(() => cut(request, reply, 'The request body did not arrive in time'), ms);
  // Never what keeps a stopping process running.
  timer.unref();
  const stop = () => clearTimeout(timer);
  raw.once('end', stop);
  raw.once('close', stop);
}

function rateFloor(request: FastifyRequest, reply: FastifyReply, timing: BodyTiming): void {
  const raw = request.raw;
  const socket = raw.socket;
  const floor = (timing.uploadMinRate * timing.bodyTimeoutMs) / 1000;
  let from = socket.bytesRead;
  // Nothing reads the body yet (the route's hooks run first): the first period is not judged.
  let heldBack = true;
  const onPause = () => (heldBack = true);
  raw.on('pause', onPause);
  const timer = setInterval(() => {
    if (raw.complete || socket.destroyed) return stop();
    const arrived = socket.bytesRead - from;
    const judged = !heldBack && raw.readableFlowing === true;
    from = socket.bytesRead;
    heldBack = raw.readableFlowing !== true;
    if (judged && arrived < floor) {
      stop();
      cut(request, reply, `The upload arrived slower than ${timing.uploadMinRate} bytes a second`);
    }
  }, timing.bodyTimeoutMs);
  timer.unref();
  const stop = () => {
    clearInterval(timer);
    raw.off('pause', onPause);
  };
  raw.once('end', stop);
  raw.once('close', stop);
}

/**
 * Ends a body that is too slow. Whoever reads it (Fastify's body parser, an upload's part reader)
 * listens for the body's errors and answers this one through the error handler, with `Connection:
 * close`; lingering-close.ts then closes the connection after the answer. With no reader, or an
 * answer already out, nobody is waiting for a 408: the connection closes.
 */
function cut(request: FastifyRequest, reply: FastifyReply, message: string): void {
  const raw = request.raw;
  const socket = raw.socket;
  if (raw.complete || socket.destroyed) return;
  if (reply.sent || reply.raw.headersSent || raw.listenerCount('error') === 0) {
    socket.destroy();
    return;
  }
  request.log.info({ bytes: socket.bytesRead }, 'slow request body cut');
  raw.emit('error', appError('REQUEST_TIMEOUT', message, { headers: { connection: 'close' } }));
}
