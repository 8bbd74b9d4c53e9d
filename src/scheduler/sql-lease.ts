import { epochMillis, type Clock } from '../context/clock.ts';
import type { Database } from '../storage/database.ts';
import { ensureLeaseRow, releaseLeaseIf, selectLease, takeLeaseIf } from '../storage/leases-table.ts';
import type { SchedulerLease } from './lease.ts';

/**
 * The lease as a row of the site's `__leases` table, taken by a conditional update (the row
 * changes only while it is free, expired or already this holder's), so two processes asking at
 * once never both get it on any dialect. Expiry is judged by the asking process's clock: the
 * processes sharing a site must keep their clocks in step to within a fraction of the lease.
 */
export class SqlLease implements SchedulerLease {
  constructor(
    private readonly db: Database,
    private readonly name: string,
    private readonly clock: Clock,
  ) {}

  async take(holder: string, ttlMs: number): Promise<boolean> {
    const now = epochMillis(this.clock);
    const taken = await this.db.write((tx) => takeLeaseIf(tx, this.name, holder, now, now + ttlMs));
    if (taken) return true;
    // No row yet (a site made before leases existed, say): make it, then ask again.
    if (await this.db.read((tx) => selectLease(tx, this.name))) return false;
    return this.db.write(async (tx) => {
      await ensureLeaseRow(tx, this.name);
      return takeLeaseIf(tx, this.name, holder, now, now + ttlMs);
    });
  }

  async release(holder: string): Promise<void> {
    await this.db.write((tx) => releaseLeaseIf(tx, this.name, holder));
  }

  async holder(): Promise<string | null> {
    const row = await this.db.read((tx) => selectLease(tx, this.name));
    return row && row.holder !== '' && row.expires_at >= epochMillis(this.clock) ? row.holder : null;
  }
}
