import type { Namespace, Socket } from 'socket.io';
import type { FlushPacer } from './flush-pacer.ts';
import { textFrame } from './websocket-frame.ts';

/** The parts of an Engine.IO connection and its `ws` WebSocket the fast path reads; checked one by one, never assumed. */
interface EngineConnection {
  readyState?: string;
  writeBuffer?: unknown[];
  transport?: { name?: string; writable?: boolean; socket?: WsSocket };
}

interface WsSocket {
  readyState?: number;
  /** ws's sender: state 0 is idle (not compressing, nothing queued); a first fragment means no message is half sent. */
  _sender?: { _state?: number; _firstFragment?: boolean };
  _socket?: TcpSocket;
}

/** The TCP socket under a WebSocket, written and corked directly. */
export interface TcpSocket {
  writable?: boolean;
  destroyed?: boolean;
  write(chunk: Buffer): boolean;
  cork(): void;
  uncork(): void;
}

const WS_OPEN = 1;
const SENDER_IDLE = 0;

/**
 * The TCP socket of a socket whose Engine.IO connection and WebSocket have nothing queued and are
 * free to write now, else null. Only then may a frame skip socket.io's, Engine.IO's and ws's
 * per-socket machinery: anything they still hold is sent first by the normal path, so the order
 * of events never changes.
 */
function idleTcpSocket(socket: Socket): TcpSocket | null {
  const conn = socket.conn as unknown as EngineConnection;
  const transport = conn.transport;
  if (conn.readyState !== 'open' || transport?.name !== 'websocket' || transport.writable !== true) return null;
  if (!Array.isArray(conn.writeBuffer) || conn.writeBuffer.length !== 0) return null;
  const ws = transport.socket;
  if (!ws || ws.readyState !== WS_OPEN || ws._sender?._state !== SENDER_IDLE || ws._sender._firstFragment !== true) return null;
  const raw = ws._socket;
  if (!raw || raw.destroyed || raw.writable !== true || typeof raw.write !== 'function') return null;
  return raw;
}

/**
 * Emits `event` to the members of `keys` in `nsp` (each socket once). socket.io's broadcast
 * encodes once but then goes through its client, Engine.IO's packet, buffer and flush events and
 * the transport for every socket: about 20 µs each, most of a server's time with a thousand
 * subscribers. A socket on an idle WebSocket gets the already encoded frame (Engine.IO message
 * `4`, socket.io EVENT `2`, the namespace, the JSON array) straight on its WebSocket; any other
 * (long polling, a busy transport) goes the normal way.
 */
export function broadcast(nsp: Namespace, keys: readonly string[], event: string, message: unknown, pacer: FlushPacer): void {
  let frame: Buffer | undefined;
  const seen = keys.length > 1 ? new Set<string>() : null;
  for (const key of keys) {
    for (const id of nsp.adapter.rooms.get(key) ?? []) {
      if (seen) {
        if (seen.has(id)) continue;
        seen.add(id);
      }
      const socket = nsp.sockets.get(id);
      if (!socket) continue;
      const raw = idleTcpSocket(socket);
      if (!raw) {
        socket.emit(event, message);
        continue;
      }
      pacer.hold(raw);
      raw.write((frame ??= textFrame(Buffer.from(`42${nsp.name === '/' ? '' : `${nsp.name},`}${JSON.stringify([event, message])}`))));
    }
  }
}
