/**
 * A site's scheduler lease: of every process running a scheduler (each `svc worker`, each
 * `svc serve` with its in-process worker, on any machine), only the holder ticks the site. The
 * holder renews it every tick; when the holder dies its lease runs out and the next process that
 * asks takes it; a holder that stops gives it back at once. Kept in the site's database
 * (sql-lease.ts) or, with `redis_url`, in Redis (redis-lease.ts).
 */
export interface SchedulerLease {
  /** Takes the lease for `holder` for `ttlMs` (or renews it when `holder` has it); whether `holder` has it now. */
  take(holder: string, ttlMs: number): Promise<boolean>;
  /** Gives the lease back if `holder` has it, so another process need not wait for it to run out. */
  release(holder: string): Promise<void>;
  /** Who holds the lease now, or null when nobody does (for `svc scheduler status` and tests). */
  holder(): Promise<string | null>;
}
