/** A TCP socket as Node's streams expose corking. */
export interface Corkable {
  cork(): void;
  uncork(): void;
}

/** How many sockets one turn of the event loop lets go before other work gets its turn. */
const SOCKETS_PER_TURN = 64;

/**
 * Holds the frames written to each socket and lets them go together: one write system call per
 * socket for several events instead of one per event. Most of a delivery's cost is the kernel's
 * send, on the server and again on the receiving side. A round of flushing starts at the end of
 * the turn that held the first frame (setImmediate), but never sooner after the previous round
 * than that round's own work took: an idle server adds no wait, and one whose rounds take 10 ms
 * to reach a thousand sockets waits up to 10 ms and sends every event of that time in one write
 * per socket, so flushing never takes more than about half of the event loop.
 * A round lets go of `socketsPerTurn` sockets a turn: the requests that arrive meanwhile wait for
 * one such slice, not for a thousand sockets' sends, and an event published during the round
 * still goes out in it to the sockets the round has not reached yet.
 */
export class FlushPacer {
  /** Sockets corked since the current round started (or since the last one ended). */
  private held = new Set<Corkable>();
  /** The round being let go: still corked, still taking frames. */
  private round = new Set<Corkable>();
  private scheduled = false;
  /** The current round's work so far: the time spent letting its sockets go, slices summed. */
  private roundCost = 0;
  /** No round starts before this: the last one's end plus its work. */
  private nextRoundAt = 0;

  constructor(private readonly socketsPerTurn = SOCKETS_PER_TURN) {}

  /** Corks `socket` (a WebSocket's TCP socket) until its round lets it go (once per round). */
  hold(socket: Corkable): void {
    if (this.round.has(socket) || this.held.has(socket)) return;
    socket.cork();
    this.held.add(socket);
    // During a round, its end schedules the next.
    if (!this.scheduled && this.round.size === 0) this.schedule();
  }

  private schedule(): void {
    this.scheduled = true;
    const wait = this.nextRoundAt - performance.now();
    if (wait > 1) setTimeout(() => this.startRound(), wait);
    else setImmediate(() => this.startRound());
  }

  private startRound(): void {
    this.scheduled = false;
    this.round = this.held;
    this.held = new Set();
    this.roundCost = 0;
    this.releaseSlice();
  }

  private releaseSlice(): void {
    const started = performance.now();
    let left = this.socketsPerTurn;
    for (const socket of this.round) {
      this.round.delete(socket);
      socket.uncork();
      if (--left === 0) break;
    }
    const ended = performance.now();
    this.roundCost += ended - started;
    if (this.round.size > 0) {
      setImmediate(() => this.releaseSlice());
      return;
    }
    this.nextRoundAt = ended + this.roundCost;
    if (this.held.size > 0) this.schedule();
  }
}
