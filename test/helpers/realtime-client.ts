import { io, type Socket } from 'socket.io-client';

/** One event a test client received, with when. */
export interface Received {
  readonly event: string;
  readonly message: any;
  readonly at: number;
}

/** A socket.io-client connection that records every event it receives. */
export interface RealtimeClient {
  readonly socket: Socket;
  readonly received: Received[];
  /** Emits with an acknowledgement and resolves with svc's answer ({ok, error?}). */
  ask(event: string, ...args: unknown[]): Promise<{ ok: boolean; error?: string }>;
  /** Resolves with the first event (already received or coming) that matches, or rejects after `ms`. */
  waitFor(match: (r: Received) => boolean, ms?: number): Promise<Received>;
  close(): void;
}

/**
 * Connects to the site's namespace (`/<site>`, as Frappe's v15 clients do) with the given
 * headers; resolves once connected, rejects with the server's connect_error.
 */
export async function connectRealtime(baseUrl: string, namespace: string, options: { headers?: Record<string, string>; transports?: Array<'polling' | 'websocket'> } = {}): Promise<RealtimeClient> {
  const socket = io(`${baseUrl}${namespace}`, { transports: options.transports ?? ['websocket'], extraHeaders: options.headers ?? {}, reconnection: false, forceNew: true, timeout: 5000 });
  const received: Received[] = [];
  const waiters = new Set<{ match: (r: Received) => boolean; resolve: (r: Received) => void }>();
  socket.onAny((event: string, message: unknown) => {
    const r = { event, message, at: performance.now() };
    received.push(r);
    for (const w of [...waiters]) if (w.match(r)) {
      waiters.delete(w);
      w.resolve(r);
    }
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
  return {
    socket,
    received,
    ask: (event, ...args) => socket.timeout(5000).emitWithAck(event, ...args),
    waitFor(match, ms = 3000) {
      const seen = received.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const waiter = { match, resolve: (r: Received) => { clearTimeout(timer); resolve(r); } };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`no matching event within ${ms} ms; received: ${JSON.stringify(received.map((r) => [r.event, r.message]))}`));
        }, ms);
        waiters.add(waiter);
      });
    },
    close: () => socket.close(),
  };
}

/** Lets events already published arrive (for asserting that one did not). */
export const settle = (ms = 300) => new Promise((r) => setTimeout(r, ms));
