import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import type { Database } from '../../src/storage/database.ts';
import { openPools, raw, type PostgresPools } from '../../src/storage/dialects/postgres-driver.ts';
import { postgresTransactions } from '../../src/storage/dialects/postgres-transaction.ts';
import { enabledDialects } from '../helpers/dialects.ts';
import { recordSent } from '../helpers/pg-messages.ts';
import { scratchPostgres, type ScratchPostgres } from '../helpers/postgres-scratch.ts';

// PostgreSQL only (enabledDialects says loudly when it is not reachable).
const postgres = (await enabledDialects()).find((d) => d.name === 'postgres');

if (postgres) {
  describe('A write transaction\'s BEGIN goes out with its first statement [postgres]', { timeout: 20_000 }, () => {
    let scratch: ScratchPostgres;
    let admin: pg.Client;
    let pools: PostgresPools;
    let tx: Pick<Database, 'read' | 'write'>;
    /** Every message the one write session sent, by protocol letter (helpers/pg-messages.ts); Q is a simple query. */
    const sent: string[] = [];
    const insert = (n: unknown) => raw('insert into w (n) values ($1)', [n]);
    const names = async () => (await admin.query('select n from w order by n')).rows.map((r) => r.n as string);
    /** Round trips: each Sync and each simple query waits for the server. */
    const roundTrips = (messages: string[]) => messages.filter((m) => m === 'S' || m === 'Q').length;

    before(async () => {
      scratch = await scratchPostgres(postgres, ['create table w (n text primary key)']);
      admin = scratch.admin;
      // One session for writes, so every transaction below meets the same one.
      pools = openPools({ url: scratch.url, poolSize: 1 });
      pools.writePool.on('connect', (client: pg.Client) => recordSent(client, sent));
      tx = postgresTransactions(undefined as never, {} as never, pools);
    });
    after(async () => {
      await pools?.readPipeline.close();
      await Promise.all([pools?.writePool.end(), pools?.readPool.end()]);
      await scratch?.drop();
    });

    it('prepares begin in the session\'s first transaction; later ones cost a round trip less, their statements still inside the transaction', async () => {
      await tx.write((t) => t.run(insert('first')));
      sent.length = 0;
      const seenOutside = await tx.write(async (t) => {
        await t.run(insert('second'));
        return names();
      });
      assert.deepEqual(seenOutside, ['first'], 'another session does not see the row before the commit');
      assert.deepEqual(sent.slice(0, 2), ['B', 'E'], 'BEGIN\'s Bind and Execute lead the statement\'s messages');
      assert.equal(roundTrips(sent), 2, 'the statement with its BEGIN, then COMMIT');
      assert.deepEqual(await names(), ['first', 'second']);
    });

    it('rolls back every statement when a later one is refused', async () => {
      await assert.rejects(tx.write(async (t) => {
        await t.run(insert('third'));
        await t.run(insert('first'));
      }), (err: Error & { code?: string }) => err.code === '23505');
      assert.deepEqual(await names(), ['first', 'second']);
    });

    it('sends BEGIN with the next statement when the first could not be sent, and rolls both back', async () => {
      const unsendable = { toPostgres: () => { throw new Error('cannot be sent'); } };
      sent.length = 0;
      await assert.rejects(tx.write(async (t) => {
        const [bad, good] = await Promise.allSettled([t.run(insert(unsendable)), t.run(insert('fourth'))]);
        assert.equal(bad.status, 'rejected');
        assert.equal(good.status, 'fulfilled');
        assert.deepEqual(await names(), ['first', 'second'], 'the statement sent ran inside the transaction');
        throw new Error('stop');
      }), /stop/);
      assert.deepEqual(await names(), ['first', 'second'], 'rolled back');
      assert.deepEqual(sent.slice(0, 2), ['B', 'E']);
    });

    it('sends neither BEGIN nor COMMIT for a transaction that runs no statement, and the session goes on', async () => {
      sent.length = 0;
      assert.equal(await tx.write(() => 42), 42);
      assert.deepEqual(sent, []);
      await assert.rejects(tx.write(() => {
        throw new Error('before any statement');
      }), /before any statement/);
      assert.deepEqual(sent, []);
      await tx.write((t) => t.run(insert('fifth')));
      assert.deepEqual(await names(), ['fifth', 'first', 'second']);
    });
  });
}
