import type { Namespace, Socket } from 'socket.io';
import type { Principal } from '../context/principal.ts';
import type { Logger } from '../context/request-context.ts';
import type { RealtimeSite } from './realtime-site.ts';
import type { Clock } from '../context/clock.ts';
import { mayRead } from './delivery-gate.ts';
import { storedRow } from './read-check.ts';
import type { RealtimeEvent } from '../context/realtime-event.ts';
import { gatedRoomKey, roomDoctype, roomKey } from './room-keys.ts';
import { socketState } from './socket-state.ts';
import { broadcast } from './broadcast.ts';
import { FlushPacer } from './flush-pacer.ts';

/** An SSE stream's end of a room: who it acts for and how an event is written to it. */
export interface StreamSubscriber {
  readonly principal: Principal;
  send(event: string, message: unknown): void;
  /** Ends the stream (rights changed); an EventSource reconnects and is judged anew. */
  end(): void;
}

/**
 * One site's realtime delivery in this process: it listens on the site's channel while anything
 * of this process listens (a socket or a stream), and hands each event to the sockets and
 * streams of its room. An event about a document (`gate`) reaches a member only if the member
 * may read that document: members who read every document of the DocType get one broadcast,
 * the others are judged one by one on the document's row.
 */
export class SiteFanout {
  private readonly namespaces = new Map<Namespace, number>();
  private readonly batcher = new FlushPacer();
  private readonly streams = new Map<string, Set<StreamSubscriber>>();
  private stopListening: (() => void) | null = null;
  private refreshing: Promise<void> | null = null;
  private refreshAgain = false;

  constructor(readonly site: RealtimeSite, private readonly clock: Clock, private readonly log: Logger) {}

  socketJoined(socket: Socket): void {
    this.namespaces.set(socket.nsp, (this.namespaces.get(socket.nsp) ?? 0) + 1);
    this.listen();
  }

  socketLeft(socket: Socket): void {
    const count = (this.namespaces.get(socket.nsp) ?? 1) - 1;
    if (count > 0) this.namespaces.set(socket.nsp, count);
    else this.namespaces.delete(socket.nsp);
    this.quietIfIdle();
  }

  /** Adds an SSE stream to `room`; answers the function that removes it. */
  addStream(room: string, subscriber: StreamSubscriber): () => void {
    let members = this.streams.get(room);
    if (!members) this.streams.set(room, (members = new Set()));
    members.add(subscriber);
    this.listen();
    return () => {
      members.delete(subscriber);
      if (members.size === 0 && this.streams.get(room) === members) this.streams.delete(room);
      this.quietIfIdle();
    };
  }

  /**
   * Runs `judge` now, or once the judging under way ends: one at a time, so a judgement that began
   * before a later change can never finish after the one that saw it.
   */
  rejudge(judge: () => Promise<void>): void {
    if (this.refreshing) {
      this.refreshAgain = true;
      return;
    }
    this.refreshing = (async () => {
      do {
        this.refreshAgain = false;
        await judge();
      } while (this.refreshAgain);
    })()
      .catch((err: Error) => this.log.error({ site: this.site.name, err: err.message }, 'judging realtime sockets again failed'))
      .finally(() => {
        this.refreshing = null;
      });
  }

  /** Ends every SSE stream of the site, so each reconnects with its rights as they are now. */
  endStreams(): void {
    for (const members of this.streams.values()) for (const s of [...members]) s.end();
  }

  /** The sockets of this site in this process. */
  *sockets(): Iterable<Socket> {
    for (const nsp of this.namespaces.keys()) for (const socket of nsp.sockets.values()) if (socketState(socket).site === this.site) yield socket;
  }

  private listen(): void {
    this.stopListening ??= this.site.realtime.subscribe((event) => {
      this.deliver(event).catch((err: Error) => this.log.error({ site: this.site.name, event: event.event, err: err.message }, 'realtime delivery failed'));
    });
  }

  private quietIfIdle(): void {
    if (this.namespaces.size > 0 || this.streams.size > 0 || !this.stopListening) return;
    this.stopListening();
    this.stopListening = null;
  }

  async deliver(event: RealtimeEvent): Promise<void> {
    const plain = roomKey(this.site.name, event.room);
    const gated = gatedRoomKey(this.site.name, event.room);
    const gate = event.gate;
    const streams = this.streams.get(event.room);
    if (!gate) {
      for (const nsp of this.namespaces.keys()) broadcast(nsp, [plain, gated], event.event, event.message, this.batcher);
      if (streams) for (const s of streams) s.send(event.event, event.message);
      return;
    }
    const meta = this.site.meta.get(gate.doctype);
    if (!meta) return;
    // Plain members of the gate's own DocType rooms read every document of it: one broadcast.
    const plainReadsAll = roomDoctype(event.room) === gate.doctype;
    const judged: Socket[] = [];
    for (const nsp of this.namespaces.keys()) {
      if (plainReadsAll) broadcast(nsp, [plain], event.event, event.message, this.batcher);
      for (const key of plainReadsAll ? [gated] : [plain, gated]) {
        for (const id of nsp.adapter.rooms.get(key) ?? []) {
          const socket = nsp.sockets.get(id);
          if (socket) judged.push(socket);
        }
      }
    }
    if (judged.length === 0 && !streams) return;
    const row = gate.row ?? (await storedRow({ site: this.site, clock: this.clock, log: this.log, requestId: 'realtime', ip: 'local' }, gate.doctype, gate.name));
    if (!row) return;
    const verdicts = new Map<Principal, boolean>();
    const allowed = (principal: Principal) => {
      let verdict = verdicts.get(principal);
      if (verdict === undefined) verdicts.set(principal, (verdict = mayRead(meta, this.site, principal, gate, row)));
      return verdict;
    };
    for (const socket of judged) if (allowed(socketState(socket).principal)) socket.emit(event.event, event.message);
    if (streams) for (const s of streams) if (allowed(s.principal)) s.send(event.event, event.message);
  }
}
