import type { FastifyInstance } from 'fastify';
import { appError } from '../../errors/app-error.ts';
import type { RealtimeServer } from '../../realtime/realtime-server.ts';
import { streamRoom } from '../../realtime/stream-room.ts';
import { ctxOf } from '../request-context.ts';

const KEEP_ALIVE_MS = 25_000;

function nameParam(value: unknown, what: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value === '' || value.length > 255) throw appError('VALIDATION', `${what} must be a single name`);
  return value;
}

/**
 * `GET /api/v2/realtime?doctype=<DocType>[&name=<name>]`: the events of one DocType's room (or
 * one document's) as Server-Sent Events, for clients without socket.io. The same rules as a
 * socket: the caller must read the DocType (and the document), Guests cannot subscribe, and each
 * event about a document is sent only while the caller may read it. The stream ends when the
 * site's rights change; EventSource reconnects by itself and is authenticated again.
 */
export function registerRealtimeStream(api: FastifyInstance, realtime: RealtimeServer): void {
  api.get('/api/v2/realtime', async (request, reply) => {
    const ctx = ctxOf(request);
    const query = request.query as Record<string, unknown>;
    const doctype = nameParam(query.doctype, 'doctype');
    const name = nameParam(query.name, 'name');
    if (!doctype) throw appError('VALIDATION', 'doctype is required');
    const room = await streamRoom(ctx, doctype, name);

    reply.hijack();
    const raw = reply.raw;
    // The connection ends with the stream: a stream ended by the server (rights changed, shutdown)
    // must not leave a kept-alive connection that holds the server's close for its idle timeout.
    raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', 'x-accel-buffering': 'no', connection: 'close' });
    raw.write(`retry: 1000\nevent: subscribed\ndata: ${JSON.stringify({ room })}\n\n`);
    const keepAlive = setInterval(() => raw.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
    const stop = realtime.addStream(ctx.site, room, {
      principal: ctx.user,
      send: (event, message) => raw.write(`event: ${event}\ndata: ${JSON.stringify(message)}\n\n`),
      end: () => raw.end(),
    });
    raw.on('close', () => {
      clearInterval(keepAlive);
      stop();
    });
  });
}
