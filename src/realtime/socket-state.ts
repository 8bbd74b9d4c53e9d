import type { Socket } from 'socket.io';
import type { Principal } from '../context/principal.ts';
import type { RealtimeSite } from './realtime-site.ts';
import type { EventBudget } from './event-budget.ts';
import type { SocketCredentials } from './socket-auth.ts';
import type { SocketLimits } from './socket-limits.ts';

/** What svc keeps on a connected socket (`socket.data`). */
export interface SocketState {
  site: RealtimeSite;
  principal: Principal;
  credentials: SocketCredentials;
  /** Frappe rooms joined through doc/doctype subscriptions, judged again when rights change. */
  readonly guarded: Set<string>;
  /** Task ids of the task rooms joined (task_subscribe, progress_subscribe). */
  readonly tasks: Set<string>;
  /** Documents the socket has open (doc_open), for `doc_viewers`. */
  readonly open: Set<string>;
  readonly limits: SocketLimits;
  readonly budget: EventBudget;
  /** The last of the socket's admitted events: each runs once the one before it has finished. */
  inbox: Promise<void>;
  /** The limits this socket was already told of by a `msgprint` (once each). */
  readonly told: Set<string>;
}

export function socketState(socket: Socket): SocketState {
  return socket.data as SocketState;
}

/** Document, DocType and task rooms the socket holds through its subscriptions. */
export function subscribedRooms(state: SocketState): number {
  return state.guarded.size + state.tasks.size;
}
