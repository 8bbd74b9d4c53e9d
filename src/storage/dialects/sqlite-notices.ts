import type BetterSqlite3 from 'better-sqlite3';
import type { CompiledQuery } from 'kysely';
import type { Database, NoticePoller } from '../database.ts';
import type { SqliteConnection } from './sqlite-driver.ts';

/** Creates the table of notice versions (one row per channel) when it does not exist yet. */
export function ensureNoticesTable(writer: BetterSqlite3.Database): void {
  writer.exec('create table if not exists "__svc_notices" ("channel" text primary key, "version" integer not null)');
}

/**
 * Change notices through the versions table: `notify` bumps a channel's version in the
 * transaction, and `pollNotices` reads the table only when `pragma data_version` says another
 * connection committed, telling listeners about every channel whose version moved.
 */
export function sqliteNotices(reader: SqliteConnection): Pick<Database, 'onNotice' | 'notify'> & NoticePoller {
  const listeners: Array<(channel: string) => void> = [];
  const seenVersions = new Map<string, number>();
  let dataVersion = -1;
  // Prepared once: this runs on every request.
  const dataVersion$ = reader.db.prepare('pragma data_version').pluck();

  const pollNotices = () => {
    const version = dataVersion$.get() as number;
    if (version === dataVersion) return;
    dataVersion = version;
    const rows = reader.prepared('select "channel", "version" from "__svc_notices"').all() as Array<{ channel: string; version: number }>;
    for (const row of rows) {
      const known = seenVersions.get(row.channel);
      seenVersions.set(row.channel, row.version);
      if (known !== undefined && known !== row.version) for (const l of listeners) l(row.channel);
    }
  };
  pollNotices();

  return {
    onNotice(listener) {
      listeners.push(listener);
    },
    async notify(tx, channel) {
      await tx.run({
        sql: 'insert into "__svc_notices" ("channel", "version") values (?, 1) on conflict ("channel") do update set "version" = "version" + 1',
        parameters: [channel],
      } as unknown as CompiledQuery);
      tx.afterCommit(() => {
        for (const l of listeners) l(channel);
      });
    },
    pollNotices,
  };
}
