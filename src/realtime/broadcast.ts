import type { Namespace, Socket } from 'socket.io';
import type { FlushPacer } from './flush-pacer.ts';

/** The parts of an Engine.IO connection the fast path reads; checked one by one, never assumed. */
interface EngineConnection {
  readyState?: string;
  writeBuffer?: unknown[];
  transport?: { name?: string; writable?: boolean; socket?: { send?: (data: string) => void } };
}

/**
 * The WebSocket of a socket whose connection has nothing queued and is free to write now, else
 * null. Only then may a frame skip socket.io's and Engine.IO's per-socket machinery: anything
 * they still hold is sent first by the normal path, so the order of events never changes.
 */
function idleWebSocket(socket: Socket): { send(data: string): void } | null {
  const conn = socket.conn as unknown as EngineConnection;
  const transport = conn.transport;
  if (conn.readyState !== 'open' || transport?.name !== 'websocket' || transport.writable !== true) return null;
  if (!Array.isArray(conn.writeBuffer) || conn.writeBuffer.length !== 0) return null;
  const ws = transport.socket;
  return ws && typeof ws.send === 'function' ? (ws as { send(data: string): void }) : null;
}

/**
 * Emits `event` to the members of `keys` in `nsp` (each socket once). socket.io's broadcast
 * encodes once but then goes through its client, Engine.IO's packet, buffer and flush events and
 * the transport for every socket: about 20 µs each, most of a server's time with a thousand
 * subscribers. A socket on an idle WebSocket gets the already encoded frame (Engine.IO message
 * `4`, socket.io EVENT `2`, the namespace, the JSON array) straight on its WebSocket; any other
 * (long polling, a busy transport) goes the normal way.
 */
export function broadcast(nsp: Namespace, keys: readonly string[], event: string, message: unknown, batcher: FlushPacer): void {
  let frame: string | undefined;
  const seen = keys.length > 1 ? new Set<string>() : null;
  for (const key of keys) {
    for (const id of nsp.adapter.rooms.get(key) ?? []) {
      if (seen) {
        if (seen.has(id)) continue;
        seen.add(id);
      }
      const socket = nsp.sockets.get(id);
      if (!socket) continue;
      const ws = idleWebSocket(socket);
      if (!ws) {
        socket.emit(event, message);
        continue;
      }
      batcher.hold(ws);
      ws.send((frame ??= `42${nsp.name === '/' ? '' : `${nsp.name},`}${JSON.stringify([event, message])}`));
    }
  }
}
