import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { ArrayQuery } from '../../src/storage/dialects/postgres-array-query.ts';
import { ensurePostgresDatabase, types } from '../../src/storage/dialects/postgres-driver.ts';
import { enabledDialects } from '../helpers/dialects.ts';

// PostgreSQL only (enabledDialects says loudly when it is not reachable).
const postgres = (await enabledDialects()).find((d) => d.name === 'postgres');

if (postgres) {
  describe('Rows as arrays through a node-postgres Submittable [postgres]', () => {
    let db: { url?: string; drop(): Promise<void> };
    const clients: pg.Client[] = [];
    const connect = async () => {
      const client = new pg.Client({ connectionString: db.url, types });
      await client.connect();
      clients.push(client);
      return client;
    };
    const run = (client: pg.Client, text: string, name: string | undefined, values: unknown[] = []) => {
      const q = new ArrayQuery(text, name, values, types);
      client.query(q as unknown as pg.Submittable);
      return q.promise;
    };
    /** The messages a client sends, by their protocol letter: P(arse), B(ind), D(escribe), E(xecute), S(ync). */
    const recordSent = (client: pg.Client) => {
      const sent: string[] = [];
      const stream = (client as unknown as { connection: { stream: { write(chunk: Buffer, ...rest: unknown[]): boolean } } }).connection.stream;
      const write = stream.write.bind(stream);
      stream.write = (chunk: Buffer, ...rest: unknown[]) => {
        sent.push(String.fromCharCode(chunk[0]));
        return write(chunk, ...rest);
      };
      return sent;
    };

    before(async () => {
      db = await postgres.newDatabase();
      await ensurePostgresDatabase(db.url!);
      const setup = await connect();
      await setup.query('create table t (n text primary key, k bigint, at timestamp, note text)');
      await setup.query(`insert into t values ('a', 7, '2026-01-02 03:04:05.5', null), ('b', 9007199254740993, '2026-01-02 03:04:05', 'x')`);
    });
    after(async () => {
      for (const c of clients) await c.end().catch(() => {});
      await db?.drop();
    });

    it('answers rows as arrays parsed with svc\'s parsers, the same on the first run of a named statement and on later ones', async () => {
      const client = await connect();
      const sql = 'select n, k, at, note from t where n = any($1) order by n';
      const first = await run(client, sql, 'arr_1', [['a', 'b']]);
      const again = await run(client, sql, 'arr_1', [['a', 'b']]);
      const expected = [['a', 7, '2026-01-02 03:04:05.500000', null], ['b', 9007199254740992, '2026-01-02 03:04:05.000000', 'x']];
      assert.deepEqual(first, expected);
      assert.deepEqual(again, expected);
      assert.deepEqual(await run(client, sql, undefined, [['b']]), [expected[1]], 'an unnamed statement too');
    });

    it('asks for the row description only the first time a named statement runs on a connection', async () => {
      const client = await connect();
      const sent = recordSent(client);
      await run(client, 'select k from t where n = $1', 'arr_2', ['a']);
      assert.deepEqual(sent.splice(0), ['P', 'B', 'D', 'E', 'S']);
      assert.deepEqual(await run(client, 'select k from t where n = $1', 'arr_2', ['a']), [[7]]);
      assert.deepEqual(sent.splice(0), ['B', 'E', 'S']);
      await run(client, 'select k from t where n = $1', undefined, ['a']);
      assert.deepEqual(sent.splice(0), ['P', 'B', 'D', 'E', 'S'], 'an unnamed statement is parsed and described every time');
    });

    it('keeps the parsers per connection: another connection describes the statement anew after a column changes type', async () => {
      const alter = await connect();
      await alter.query('alter table t add column flag bigint');
      await alter.query(`update t set flag = 12 where n = 'b'`);
      const later = await connect();
      assert.deepEqual(await run(later, 'select flag from t where n = $1', 'arr_4', ['b']), [[12]]);
      await alter.query('alter table t alter column flag type text');
      const fresh = await connect();
      assert.deepEqual(await run(fresh, 'select flag from t where n = $1', 'arr_4', ['b']), [['12']], 'text now, not the number the other connection parsed');
      await assert.rejects(run(later, 'select flag from t where n = $1', 'arr_4', ['b']), /cached plan must not change result type/, 'the old connection is refused by PostgreSQL, never answered with stale parsers');
    });

    it('rejects with PostgreSQL\'s error and leaves the connection usable', async () => {
      const client = await connect();
      await assert.rejects(run(client, 'select nope from t', 'arr_5'), (err: Error & { code?: string }) => err.code === '42703');
      await assert.rejects(run(client, 'select 1 / $1::int', 'arr_6', [0]), (err: Error & { code?: string }) => err.code === '22012');
      assert.deepEqual(await run(client, 'select 1 / $1::int', 'arr_6', [1]), [[1]], 'the statement that failed at run time runs again');
      assert.deepEqual(await run(client, 'select count(*) from t', 'arr_7'), [[2]]);
    });

    it('refuses a name already prepared for another text instead of running the wrong statement', async () => {
      const client = await connect();
      await run(client, 'select 1', 'arr_8');
      await assert.rejects(run(client, 'select 2', 'arr_8'), /Prepared statements must be unique/);
      assert.deepEqual(await run(client, 'select 1', 'arr_8'), [[1]]);
    });
  });
}
