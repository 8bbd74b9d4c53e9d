import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Socket } from 'node:net';

/** How long a refused request's remaining body is read and dropped before the connection closes. */
export const LINGER_MS = 5000;

/**
 * nginx's lingering close for answers that end a connection before the request body was read (a
 * 413 upload, say): closing a socket with unread bytes makes the kernel answer with a reset, and a
 * client still sending then often sees ECONNRESET or EPIPE instead of the answer already on its
 * way. So the answer goes out with our FIN, and what the client still sends is read and dropped,
 * for at most LINGER_MS and `maxBytes(request)` bytes, then the socket closes.
 */
export function registerLingeringClose(app: FastifyInstance, maxBytes: (request: FastifyRequest) => number): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const raw = request.raw;
    if (!raw.complete && String(reply.getHeader('connection') ?? '').toLowerCase() === 'close' && raw.socket) lingerOnClose(raw.socket, raw, maxBytes(request));
    done(null, payload);
  });
}

function lingerOnClose(socket: Socket, body: NodeJS.ReadableStream, maxBytes: number): void {
  const original = socket.destroySoon;
  // node's server calls destroySoon once the answer is written (its `Connection: close`): it would
  // close the socket at once. Ending our side only keeps reading possible.
  socket.destroySoon = function lingeringClose(this: Socket) {
    socket.destroySoon = original;
    // node's parser reads the socket itself and drops a finished request's body without events,
    // so the bytes are counted on the socket.
    const start = socket.bytesRead;
    const close = () => {
      clearTimeout(timer);
      clearInterval(watch);
      if (!socket.destroyed) socket.destroy();
    };
    const timer = setTimeout(close, LINGER_MS);
    const watch = setInterval(() => {
      if (socket.bytesRead - start > maxBytes) close();
    }, 20);
    timer.unref();
    watch.unref();
    socket.once('end', close);
    socket.once('close', close);
    body.once('error', close);
    socket.end();
    body.resume();
  };
}
