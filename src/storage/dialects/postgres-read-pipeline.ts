import type pg from 'pg';
import type { LeanQuery } from './postgres-lean-query.ts';
import { ReadBatch, type BatchOutcome } from './postgres-read-batch.ts';

/** At most this many statements share a round trip: a long batch delays its last answer. */
const BATCH_LIMIT = 64;

/** The message of a statement that found no connection free in time (postgres-errors.ts: unavailable). */
export const NO_CONNECTION_FREE = 'no database connection was free';

export interface ReadPipelineOptions {
  /** Opens a new read-only connection, not yet connected. */
  open(): pg.Client;
  /** Connections at most. */
  max: number;
  /** A statement that waited this long for a connection fails (a pool's wait for a free client). */
  waitMs?: number;
  /** A connection unused this long is closed. */
  idleMs?: number;
}

type Member = LeanQuery<unknown>;

interface Pending {
  member: Member;
  since: number;
}

/**
 * The read statements of every read scope, sent in batches (postgres-read-batch.ts) over a few
 * read-only connections instead of one pooled connection per scope. Statements that arrive in one
 * turn of the event loop wait for its end (setImmediate) and leave together; while every
 * connection has a batch out, what arrives waits for the first one back and then leaves with the
 * rest. A new connection opens when none is free, up to `max`, so a slow statement holds up only
 * the statements batched behind it.
 */
export class ReadPipeline {
  /** Connections with no batch out, the most recently used last, each with when it came back. */
  private idle: Array<{ client: pg.Client; since: number }> = [];
  private readonly all = new Set<pg.Client>();
  private opening = 0;
  private pending: Pending[] = [];
  private scheduled = false;
  private closed = false;
  private watchdog: NodeJS.Timeout | null = null;
  private readonly waitMs: number;
  private readonly idleMs: number;

  constructor(private readonly options: ReadPipelineOptions) {
    this.waitMs = options.waitMs ?? 5000;
    this.idleMs = options.idleMs ?? 10_000;
  }

  /** Connections open now (for tests and diagnostics). */
  get connections(): number {
    return this.all.size;
  }

  run(member: Member): void {
    if (this.closed) {
      member.handleError(new Error('the database is closed'));
      return;
    }
    this.pending.push({ member, since: performance.now() });
    this.schedule();
  }

  /** Ends every connection; statements not yet sent fail, those sent fail as their connection ends. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.watchdog) clearInterval(this.watchdog);
    this.failPending(this.pending.length, new Error('the database is closed'));
    const clients = [...this.all];
    this.all.clear();
    this.idle = [];
    await Promise.all(clients.map((client) => client.end().catch(() => {})));
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(this.flush);
  }

  private readonly flush = (): void => {
    this.scheduled = false;
    while (this.pending.length > 0) {
      const client = this.idle.pop()?.client;
      if (!client) {
        if (this.all.size + this.opening < this.options.max) void this.connect();
        return;
      }
      const members = this.pending.splice(0, BATCH_LIMIT).map((p) => p.member);
      const batch = new ReadBatch(members, (outcome: BatchOutcome) => this.returned(client, outcome));
      client.query(batch as unknown as pg.Submittable);
    }
  };

  private returned(client: pg.Client, { broken, unanswered }: BatchOutcome): void {
    // Sent again first: they were first in line before the batch left.
    if (unanswered.length > 0) this.pending.unshift(...unanswered.map((member) => ({ member, since: performance.now() })));
    if (broken) this.discard(client);
    else if (this.all.has(client)) this.makeIdle(client);
    if (this.pending.length > 0) this.flush();
  }

  private makeIdle(client: pg.Client): void {
    this.idle.push({ client, since: performance.now() });
  }

  private discard(client: pg.Client): void {
    if (!this.all.delete(client)) return;
    this.idle = this.idle.filter((entry) => entry.client !== client);
    client.end().catch(() => {});
    if (this.pending.length > 0) this.schedule();
  }

  private async connect(): Promise<void> {
    this.opening++;
    this.watchdog ??= setInterval(this.watch, Math.min(this.waitMs, this.idleMs) / 4).unref();
    const client = this.options.open();
    // A connection lost while idle reports here; one lost mid-batch fails its batch as well.
    client.on('error', () => this.discard(client));
    try {
      await client.connect();
    } catch (err) {
      this.opening--;
      client.end().catch(() => {});
      // With no connection left to wait for, the statements waiting fail as a pool's waiters would.
      if (this.all.size + this.opening === 0) this.failPending(this.pending.length, err as Error);
      return;
    }
    this.opening--;
    if (this.closed) {
      client.end().catch(() => {});
      return;
    }
    this.all.add(client);
    this.makeIdle(client);
    this.flush();
  }

  /** Fails statements that waited too long for a connection, and closes connections long unused. */
  private readonly watch = (): void => {
    const now = performance.now();
    const late = this.pending.filter((p) => now - p.since >= this.waitMs);
    if (late.length > 0) {
      this.pending = this.pending.filter((p) => now - p.since < this.waitMs);
      const err = new Error(`${NO_CONNECTION_FREE} within ${this.waitMs} ms`);
      for (const { member } of late) member.handleError(err);
    }
    for (const { client, since } of this.idle) {
      if (now - since >= this.idleMs) this.discard(client);
    }
  };

  private failPending(count: number, err: Error): void {
    for (const { member } of this.pending.splice(0, count)) member.handleError(err);
  }
}
