import type { Pool } from 'mysql2/promise';
import type { Logger } from '../../context/request-context.ts';
import { acquire } from './mariadb-connection.ts';

/** Waits between attempts to drop a table set aside; the last one is repeated until it is gone. */
const RETRY_DELAYS_MS = [0, 1000, 2000, 5000, 10_000, 30_000, 60_000];
const MAX_ATTEMPTS = 20;

/**
 * Drops tables a committed transaction set aside (mariadb-ddl.ts renames a dropped table to
 * `__svc_dropped_…` inside the transaction). A DROP needs the table's metadata lock, which a
 * reader of the old table may hold for as long as its transaction runs; waiting for it must
 * neither delay nor fail a request that has already committed, so the drop runs here, in the
 * background, each attempt waiting only briefly for the lock, retried with growing pauses.
 * Failures are logged; a table still left when the database closes stays set aside, harmless
 * (nothing reads it and its name is never reused).
 */
export class AsideDropper {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private closed = false;

  constructor(private readonly pool: Pool, private readonly log: Pick<Logger, 'error'>) {}

  /** Drops `tables` in the background. */
  schedule(tables: readonly string[]): void {
    for (const table of tables) this.attempt(table, 0);
  }

  /** Stops retrying and waits for the attempts under way. */
  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.all([...this.running]);
  }

  private attempt(table: string, n: number): void {
    if (this.closed) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      const run = this.dropOnce(table).then(
        () => undefined,
        (err: unknown) => {
          const last = n + 1 >= MAX_ATTEMPTS;
          if (last || this.closed) this.log.error({ err: (err as Error).message, table }, 'could not drop a table set aside by a DocType delete; it stays under its aside name');
          if (!last) this.attempt(table, n + 1);
        },
      );
      this.running.add(run);
      void run.finally(() => this.running.delete(run));
    }, RETRY_DELAYS_MS[Math.min(n, RETRY_DELAYS_MS.length - 1)]);
    timer.unref();
    this.timers.add(timer);
  }

  private async dropOnce(table: string): Promise<void> {
    const conn = await acquire(this.pool);
    try {
      // A short lock wait: a reader still holding the table makes this attempt fail fast, not block a DDL connection.
      await conn.query(`set statement lock_wait_timeout = 2 for drop table if exists \`${table.replace(/`/g, '``')}\``);
    } finally {
      conn.release();
    }
  }
}
