import type { Pool } from 'mysql2/promise';
import type { Database, NoticePoller } from '../database.ts';
import { raw } from './mariadb-driver.ts';

/**
 * How often, at most, a request waits for a look at the notice versions: a change made by another
 * process is seen by requests arriving this long after it; under load one look serves many.
 */
const POLL_INTERVAL_MS = 10;

const NOTICES_TABLE = 'create table if not exists `__svc_notices` (`channel` varchar(140) not null primary key, `version` bigint not null) engine=InnoDB default character set utf8mb4';

/** Change notices, plus `ensureTable`, which a write awaits first (the table must exist before `notify`). */
export interface MariadbNotices extends Pick<Database, 'onNotice' | 'notify'>, NoticePoller {
  ensureTable(): Promise<void>;
}

/**
 * Change notices through a versions table, since MariaDB has neither LISTEN/NOTIFY nor a data
 * version: `notify` bumps a channel's version in the transaction, and `pollNotices`, called as
 * requests arrive, reads the table at most every POLL_INTERVAL_MS.
 */
export function mariadbNotices(writePool: Pool, pollPool: Pool): MariadbNotices {
  const listeners: Array<(channel: string) => void> = [];
  const seenVersions = new Map<string, number>();
  let baselineTaken = false;
  let polling: Promise<void> | null = null;
  let lastPoll = -Infinity;
  let noticesReady: Promise<void> | null = null;

  const ensureTable = () =>
    (noticesReady ??= writePool.query(NOTICES_TABLE).then(
      () => undefined,
      (err) => {
        noticesReady = null;
        throw err;
      },
    ));

  const poll = async () => {
    try {
      const [rows] = await pollPool.query('select `channel`, `version` from `__svc_notices`');
      for (const row of rows as Array<{ channel: string; version: number }>) {
        const known = seenVersions.get(row.channel);
        seenVersions.set(row.channel, Number(row.version));
        if (baselineTaken && known !== Number(row.version)) for (const l of listeners) l(row.channel);
      }
      baselineTaken = true;
    } catch {
      // Unreachable or not created yet: the request that follows reports an outage by itself.
    }
  };

  // The baseline of notice versions, so that changes from now on are told apart from old ones.
  polling = ensureTable().catch(() => {}).then(poll).finally(() => {
    polling = null;
  });

  return {
    ensureTable,
    onNotice(listener) {
      listeners.push(listener);
    },
    async notify(tx, channel) {
      await tx.run(raw('insert into `__svc_notices` (`channel`, `version`) values (?, 1) on duplicate key update `version` = `version` + 1', [channel]));
      tx.afterCommit(() => {
        for (const l of listeners) l(channel);
      });
    },
    pollNotices() {
      if (polling) return polling;
      const now = performance.now();
      if (now - lastPoll < POLL_INTERVAL_MS) return;
      lastPoll = now;
      return (polling = poll().finally(() => {
        polling = null;
      }));
    },
  };
}
