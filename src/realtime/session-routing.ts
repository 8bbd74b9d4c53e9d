import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * How one of several processes sharing a port (`svc serve --workers N`) reaches the others'
 * socket.io sessions. An Engine.IO session lives in the process that made it, but a client's
 * long-polling requests and its WebSocket upgrade arrive on whatever connection the client has
 * open, and node:cluster gives each connection to any worker (a keep-alive connection may carry
 * API requests and the polls of several sessions, each made by another worker). So every
 * session id starts with its process's mark, and a request for a session of another process is
 * handed to that process.
 */
export interface SessionRouting {
  /** This process's mark: letters and digits, never a dot. */
  readonly mark: string;
  /**
   * Passes a long-polling request on to the process marked `owner` and its answer back; when that
   * process is gone, answers as Engine.IO answers an unknown session (the client starts a new one).
   */
  forwardRequest(owner: string, req: IncomingMessage, res: ServerResponse): void;
  /** Moves a WebSocket upgrade, connection and all, to the process marked `owner`; ends it when that process is gone. */
  forwardUpgrade(owner: string, req: IncomingMessage, socket: Duplex, head: Buffer): void;
}

const MARKED_SID = /[?&]sid=([A-Za-z0-9]{1,16})\./;

/** A new Engine.IO session id of the process marked `mark`: the mark, a dot, then 15 random bytes as Engine.IO makes them. */
export function markedSessionId(mark: string): string {
  return `${mark}.${randomBytes(15).toString('base64url')}`;
}

/** The mark of the process that made the session a request names (`?sid=`), or null when it names none or an unmarked one. */
export function sessionMark(url: string | undefined): string | null {
  return url ? (MARKED_SID.exec(url)?.[1] ?? null) : null;
}
