import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import type { Database, NoticePoller } from '../../src/storage/database.ts';
import { openMariadb } from '../../src/storage/dialects/mariadb.ts';
import { ensureMariadbDatabase, mariadbTarget } from '../../src/storage/dialects/mariadb-connection.ts';
import { enabledDialects } from '../helpers/dialects.ts';

// MariaDB only (enabledDialects says loudly when it is not reachable).
const mariadb = (await enabledDialects()).find((d) => d.name === 'mariadb');

/** Longer than the poll's interval (10 ms), so the next pollNotices looks at the table again. */
const PAST_INTERVAL_MS = 30;

if (mariadb) {
  describe('MariaDB change notices: the poll\'s own connection', { timeout: 20_000 }, () => {
    let drop: () => Promise<void>;
    let db: Database & NoticePoller;
    /** The same database opened again, standing for another process. */
    let other: Database & NoticePoller;
    const heard: string[] = [];

    before(async () => {
      const made = await mariadb.newDatabase();
      drop = made.drop;
      const target = mariadbTarget({ db_url: made.url! });
      await ensureMariadbDatabase(target);
      // One read session, so a single slow read holds the whole read pool.
      db = openMariadb({ target, poolSize: 1 });
      other = openMariadb({ target, poolSize: 1 });
      db.onNotice((channel) => heard.push(channel));
      await db.pollNotices();
      await other.pollNotices();
    });
    after(async () => {
      await db?.close();
      await other?.close();
      await drop?.();
    });

    it('a poll does not queue behind the read pool\'s statements', async () => {
      let readDone = false;
      const slowRead = db.read(async (tx) => {
        await tx.all(sql`select sleep(0.8) as x`.compile(tx.builder) as never);
        readDone = true;
      });
      await sleep(PAST_INTERVAL_MS);
      const polled = db.pollNotices();
      assert.ok(polled, 'the interval has passed: this call polls');
      await polled;
      assert.equal(readDone, false, 'the poll answered while the read pool\'s only session was still busy');
      await slowRead;
    });

    it('hears a notice another process committed', async () => {
      heard.length = 0;
      await other.write((tx) => other.notify(tx, 'meta:Gadget'));
      await sleep(PAST_INTERVAL_MS);
      await db.pollNotices();
      assert.deepEqual(heard, ['meta:Gadget']);
    });
  });
}
