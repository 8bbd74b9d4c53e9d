import type { Socket } from 'socket.io';
import type { Principal } from '../context/principal.ts';
import type { SiteServices } from '../context/request-context.ts';
import type { SocketCredentials } from './socket-auth.ts';

/** What svc keeps on a connected socket (`socket.data`). */
export interface SocketState {
  site: SiteServices;
  principal: Principal;
  credentials: SocketCredentials;
  /** Frappe rooms joined through doc/doctype subscriptions, judged again when rights change. */
  readonly guarded: Set<string>;
  /** Documents the socket has open (doc_open), for `doc_viewers`. */
  readonly open: Set<string>;
}

export function socketState(socket: Socket): SocketState {
  return socket.data as SocketState;
}
