import type { Socket } from 'socket.io';
import { isGuest } from '../context/principal.ts';
import { readReach } from './delivery-gate.ts';
import type { ReadCheckContext } from './read-check.ts';
import { readableDocument } from './read-check.ts';
import { rooms } from '../context/realtime-event.ts';
import { gatedRoomKey, roomKey } from './room-keys.ts';
import { socketState, subscribedRooms, type SocketState } from './socket-state.ts';

/**
 * A refusal because the socket reached one of its limits (events, rooms, nesting). Unlike a
 * refusal for want of permission, which is silent as in Frappe, the client is told of it even
 * when it asked for no acknowledgement.
 */
export interface LimitRefusal {
  readonly limit: 'events' | 'rooms' | 'depth';
  readonly error: string;
}

/** Why a handler refused an event (null: done). */
export type Refusal = string | LimitRefusal;
type Handler = (socket: Socket, args: unknown[], context: ReadCheckContext) => Promise<Refusal | null> | Refusal | null;

const MAX_NAME = 255;

/** A DocType or document name argument: a plain, non-empty string of sane length, never an array or object (docs/DECISIONS.md D43). */
function nameArg(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_NAME && !value.includes('\n') ? value : null;
}

/** Refuses a new room (one the socket does not hold yet) once the socket holds as many as it may. */
function roomsFull(state: SocketState, held: boolean): LimitRefusal | null {
  if (held || subscribedRooms(state) < state.limits.rooms) return null;
  return { limit: 'rooms', error: `Too many realtime subscriptions on this connection (at most ${state.limits.rooms}): unsubscribe from some first` };
}

/** Joins a doc or DocType room the way the subscriber's reach asks: plainly if it reads every document, gated otherwise. */
export function joinGuarded(socket: Socket, room: string, reach: 'all' | 'some'): void {
  const state = socketState(socket);
  const plain = roomKey(state.site.name, room);
  const gated = gatedRoomKey(state.site.name, room);
  void socket.join(reach === 'all' ? plain : gated);
  void socket.leave(reach === 'all' ? gated : plain);
  state.guarded.add(room);
}

export function leaveGuarded(socket: Socket, room: string): void {
  const state = socketState(socket);
  void socket.leave(roomKey(state.site.name, room));
  void socket.leave(gatedRoomKey(state.site.name, room));
  state.guarded.delete(room);
}

/** doctype_subscribe (can_subscribe_doctype): any read right on the DocType; Guests never. */
const doctypeSubscribe: Handler = (socket, [doctype]) => {
  const state = socketState(socket);
  const dt = nameArg(doctype);
  if (!dt) return 'doctype must be a DocType name';
  if (isGuest(state.principal)) return 'Guests cannot subscribe to DocTypes';
  const full = roomsFull(state, state.guarded.has(rooms.doctype(dt)));
  if (full) return full;
  const reach = readReach(state.site, state.principal, dt);
  if (reach === 'none') return `No permission to read ${dt}`;
  joinGuarded(socket, rooms.doctype(dt), reach);
  return null;
};

/** doc_subscribe (can_subscribe_doc): the document must be readable now. */
const docSubscribe = (room: (doctype: string, name: string) => string, after?: (socket: Socket, doctype: string, name: string) => void): Handler => async (socket, [doctype, name], context) => {
  const state = socketState(socket);
  const dt = nameArg(doctype);
  const dn = nameArg(name);
  if (!dt || !dn) return 'doctype and name must be names';
  if (isGuest(state.principal)) return 'Guests cannot subscribe to documents';
  const full = roomsFull(state, state.guarded.has(room(dt, dn)));
  if (full) return full;
  const reach = readReach(state.site, state.principal, dt);
  if (reach === 'none' || !(await readableDocument(context, state.principal, dt, dn))) return `No permission to read ${dt} ${dn}`;
  joinGuarded(socket, room(dt, dn), reach);
  after?.(socket, dt, dn);
  return null;
};

const leave = (room: (doctype: string, name: string) => string, after?: (socket: Socket, doctype: string, name: string) => void): Handler => (socket, [doctype, name]) => {
  const dt = nameArg(doctype);
  const dn = nameArg(name);
  if (!dt || !dn) return 'doctype and name must be names';
  leaveGuarded(socket, room(dt, dn));
  after?.(socket, dt, dn);
  return null;
};

/** Task rooms are named by unguessable task ids, as in Frappe, so joining needs no check. */
const taskRoom = (join: boolean): Handler => (socket, [taskId]) => {
  const state = socketState(socket);
  const id = nameArg(taskId);
  if (!id) return 'task_id must be a string';
  const key = roomKey(state.site.name, rooms.task(id));
  if (!join) {
    void socket.leave(key);
    state.tasks.delete(id);
    return null;
  }
  const full = roomsFull(state, state.tasks.has(id));
  if (full) return full;
  void socket.join(key);
  state.tasks.add(id);
  return null;
};

/**
 * Frappe's `doc_viewers`: who has the document open, to everyone in its open room (this
 * process's sockets). Sent only when someone other than the socket itself is there.
 */
export function notifyViewers(socket: Socket, doctype: string, name: string): void {
  const state = socketState(socket);
  const room = rooms.openDoc(doctype, name);
  const users = new Set<string>();
  for (const key of [roomKey(state.site.name, room), gatedRoomKey(state.site.name, room)]) {
    for (const id of socket.nsp.adapter.rooms.get(key) ?? []) {
      const other = socket.nsp.sockets.get(id);
      if (other) users.add(socketState(other).principal.name);
    }
  }
  if (users.size === 1 && users.has(state.principal.name)) return;
  socket.nsp.to([roomKey(state.site.name, room), gatedRoomKey(state.site.name, room)]).emit('doc_viewers', { doctype, docname: name, users: [...users] });
}

const opened = (socket: Socket, doctype: string, name: string) => {
  socketState(socket).open.add(`${doctype}\n${name}`);
  notifyViewers(socket, doctype, name);
};
const closed = (socket: Socket, doctype: string, name: string) => {
  socketState(socket).open.delete(`${doctype}\n${name}`);
  notifyViewers(socket, doctype, name);
};

/** The events a client may send (Frappe's realtime/handlers.js), each answering null or why it was refused. */
export const SOCKET_HANDLERS: Readonly<Record<string, Handler>> = {
  doctype_subscribe: doctypeSubscribe,
  doctype_unsubscribe: (socket, [doctype]) => {
    const dt = nameArg(doctype);
    if (!dt) return 'doctype must be a DocType name';
    leaveGuarded(socket, rooms.doctype(dt));
    return null;
  },
  doc_subscribe: docSubscribe(rooms.doc),
  doc_unsubscribe: leave(rooms.doc),
  doc_open: docSubscribe(rooms.openDoc, opened),
  doc_close: leave(rooms.openDoc, closed),
  task_subscribe: taskRoom(true),
  task_unsubscribe: taskRoom(false),
  progress_subscribe: taskRoom(true),
  ping: (socket) => {
    socket.emit('pong');
    return null;
  },
};

/** The answer an event's optional acknowledgement gets (Frappe's clients send none; svc's tests and SDKs may). */
export type Ack = (answer: { ok: boolean; error?: string }) => void;

/** Runs one client event, answering the acknowledgement when there is one; answers why it was refused, or null. */
export async function handleSocketEvent(socket: Socket, event: string, args: unknown[], ack: Ack | undefined, context: ReadCheckContext): Promise<Refusal | null> {
  const handler = Object.hasOwn(SOCKET_HANDLERS, event) ? SOCKET_HANDLERS[event] : undefined;
  const refused = handler ? await handler(socket, args, context) : `Unknown event ${event.slice(0, 100)}`;
  ack?.(refused === null ? { ok: true } : { ok: false, error: typeof refused === 'string' ? refused : refused.error });
  return refused;
}
