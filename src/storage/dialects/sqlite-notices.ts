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
 * process committed, telling listeners about every channel whose version moved.
 *
 * The probe asks the writer connection, whose data_version ignores its own commits: asked of the
 * reader, every commit of this process counted as a change, so under writes each poll read the
 * table and reloaded the reader's page cache (SQLite drops it when the database changed) for
 * nothing. It asks the writer inside a write transaction too: BEGIN IMMEDIATE holds the write
 * lock, so no other process commits until it ends, and the count stays what it was at BEGIN. Only
 * the table is then read through the reader, since inside the transaction it would show that
 * transaction's own bumps before they are committed.
 */
export function sqliteNotices(writer: SqliteConnection, reader: SqliteConnection): Pick<Database, 'onNotice' | 'notify'> & NoticePoller {
  const listeners: Array<(channel: string) => void> = [];
  const seenVersions = new Map<string, number>();
  const dataVersion$ = writer.db.prepare('pragma data_version').pluck();
  let lastVersion = dataVersion$.get() as number;

  const readVersions = (conn: SqliteConnection, announce: boolean) => {
    const rows = conn.prepared('select "channel", "version" from "__svc_notices"').all() as Array<{ channel: string; version: number }>;
    for (const row of rows) {
      const known = seenVersions.get(row.channel);
      seenVersions.set(row.channel, row.version);
      if (announce && known !== undefined && known !== row.version) for (const l of listeners) l(row.channel);
    }
  };

  const pollNotices = () => {
    const version = dataVersion$.get() as number;
    if (version === lastVersion) return;
    lastVersion = version;
    readVersions(writer.db.inTransaction ? reader : writer, true);
  };
  readVersions(reader, false);

  return {
    onNotice(listener) {
      listeners.push(listener);
    },
    async notify(tx, channel) {
      const bumped = await tx.first<{ version: number }>({
        sql: 'insert into "__svc_notices" ("channel", "version") values (?, 1) on conflict ("channel") do update set "version" = "version" + 1 returning "version"',
        parameters: [channel],
      } as unknown as CompiledQuery);
      tx.afterCommit(() => {
        // Seen already: a later poll must not announce this process's own change a second time.
        seenVersions.set(channel, bumped!.version);
        for (const l of listeners) l(channel);
      });
    },
    pollNotices,
  };
}
