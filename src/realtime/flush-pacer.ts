/** A TCP socket as Node's streams expose corking. */
export interface Corkable {
  cork(): void;
  uncork(): void;
}

/**
 * Holds the frames written to each socket and lets them go together: one write system call per
 * socket for several events instead of one per event. Most of a delivery's cost is the kernel's
 * send, on the server and again on the receiving side. A flush goes at the end of the turn that
 * held the first frame (setImmediate), but never sooner after the previous flush than that flush
 * took: an idle server adds no wait, and one whose flushes take 10 ms to reach a thousand sockets
 * waits up to 10 ms and sends every event of that time in one write per socket, so flushing never
 * takes more than about half of the event loop and delivery stays within two flushes.
 */
export class FlushPacer {
  private readonly held = new Set<Corkable>();
  private scheduled = false;
  private lastEnd = 0;
  private lastCost = 0;

  /** Corks `socket` (a WebSocket's TCP socket) until the next flush (once per flush). */
  hold(socket: Corkable): void {
    if (this.held.has(socket)) return;
    socket.cork();
    this.held.add(socket);
    if (this.scheduled) return;
    this.scheduled = true;
    const wait = this.lastEnd + this.lastCost - performance.now();
    if (wait > 1) setTimeout(() => this.release(), wait);
    else setImmediate(() => this.release());
  }

  release(): void {
    const started = performance.now();
    this.scheduled = false;
    for (const raw of this.held) raw.uncork();
    this.held.clear();
    this.lastEnd = performance.now();
    this.lastCost = this.lastEnd - started;
  }
}
