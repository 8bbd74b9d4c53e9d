import type { Socket } from 'socket.io';
import { isGuest } from '../context/principal.ts';
import { readReach } from './delivery-gate.ts';
import type { ReadCheckContext } from './read-check.ts';
import { readableDocument } from './read-check.ts';
import { rooms } from '../context/realtime-event.ts';
import { gatedRoomKey, roomKey } from './room-keys.ts';
import { socketState } from './socket-state.ts';

/** The answer an event's optional acknowledgement gets (Frappe's clients send none; svc's tests and SDKs may). */
type Ack = (answer: { ok: boolean; error?: string }) => void;
type Handler = (socket: Socket, args: unknown[], context: ReadCheckContext) => Promise<string | null> | string | null;

const MAX_NAME = 255;

/** A DocType or document name argument: a plain, non-empty string of sane length, never an array or object (checklist 15). */
function nameArg(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_NAME && !value.includes('\n') ? value : null;
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
  const id = nameArg(taskId);
  if (!id) return 'task_id must be a string';
  const key = roomKey(socketState(socket).site.name, rooms.task(id));
  void (join ? socket.join(key) : socket.leave(key));
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

/** Runs one client event; a refusal is silent, as in Frappe, unless the client asked for an acknowledgement. */
export async function handleSocketEvent(socket: Socket, event: string, args: unknown[], context: ReadCheckContext): Promise<void> {
  const handler = Object.hasOwn(SOCKET_HANDLERS, event) ? SOCKET_HANDLERS[event] : undefined;
  const ack = typeof args.at(-1) === 'function' ? (args.pop() as Ack) : undefined;
  if (!handler) return ack?.({ ok: false, error: `Unknown event ${event.slice(0, 100)}` });
  const refused = await handler(socket, args, context);
  ack?.(refused === null ? { ok: true } : { ok: false, error: refused });
}
