import type { Socket } from 'socket.io';
import type { Clock } from '../context/clock.ts';
import type { Logger } from '../context/request-context.ts';
import { MAX_DOCUMENT_DEPTH, valueDepth } from '../util/json-depth.ts';
import type { ReadCheckContext } from './read-check.ts';
import { handleSocketEvent, type Ack, type LimitRefusal, type Refusal } from './socket-handlers.ts';
import { socketState } from './socket-state.ts';

/**
 * Takes in one client event. It is charged to the socket's allowance first (event-budget.ts):
 * beyond it the event is dropped, and after sustained abuse the socket is disconnected; arguments
 * nested deeper than a document may be are refused; anything else waits for the socket's earlier
 * events and runs after them. One at a time per socket, so however fast a client sends, its
 * permission checks and reads take turns with everyone else's requests instead of crowding them
 * out, and its subscribes and unsubscribes apply in the order it sent them.
 */
export function admitSocketEvent(socket: Socket, event: string, args: unknown[], context: ReadCheckContext & { readonly clock: Clock; readonly log: Logger }): void {
  // Frames that arrived with the one that got the socket cut are still handed out: nothing more to do.
  if (socket.disconnected) return;
  const state = socketState(socket);
  const ack = typeof args.at(-1) === 'function' ? (args.pop() as Ack) : undefined;
  const admission = state.budget.admit(context.clock.nowMicros());
  if (admission === 'cut') {
    context.log.warn({ site: state.site.name, user: state.principal.name, ip: context.ip, socket: socket.id }, 'realtime socket disconnected: it kept sending events beyond its allowance');
    socket.disconnect(true);
    return;
  }
  if (admission === 'drop') {
    const { events, eventSeconds } = state.limits;
    return tell(socket, ack, { limit: 'events', error: `Too many realtime events on this connection (at most ${events} per ${eventSeconds} s): this one was ignored` });
  }
  if (args.some((arg) => valueDepth(arg, MAX_DOCUMENT_DEPTH) > MAX_DOCUMENT_DEPTH)) {
    return tell(socket, ack, { limit: 'depth', error: `Event arguments may nest at most ${MAX_DOCUMENT_DEPTH} levels deep` });
  }
  state.inbox = state.inbox.then(async () => {
    if (socket.disconnected) return;
    try {
      const refused = await handleSocketEvent(socket, event, args, ack, context);
      if (refused !== null && !ack) tellOnce(socket, refused);
    } catch (err) {
      context.log.error({ site: state.site.name, event, err: (err as Error).message }, 'realtime event failed');
    }
  });
}

function tell(socket: Socket, ack: Ack | undefined, refusal: LimitRefusal): void {
  if (ack) ack({ ok: false, error: refusal.error });
  else tellOnce(socket, refusal);
}

/**
 * A limit the client reached while asking for no acknowledgement (Frappe's clients never do):
 * said once per limit by a `msgprint`, the event Frappe's desk shows as a message, so a flood of
 * refusals is not answered by a flood of messages.
 */
function tellOnce(socket: Socket, refusal: Refusal): void {
  if (typeof refusal === 'string') return;
  const { told } = socketState(socket);
  if (told.has(refusal.limit)) return;
  told.add(refusal.limit);
  socket.emit('msgprint', { message: refusal.error, title: 'Realtime', indicator: 'red' });
}
