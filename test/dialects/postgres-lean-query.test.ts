import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { LeanQuery, type RowShape } from '../../src/storage/dialects/postgres-lean-query.ts';
import { ensurePostgresDatabase, types } from '../../src/storage/dialects/postgres-driver.ts';
import { enabledDialects } from '../helpers/dialects.ts';
import { recordSent } from '../helpers/pg-messages.ts';

// PostgreSQL only (enabledDialects says loudly when it is not reachable).
const postgres = (await enabledDialects()).find((d) => d.name === 'postgres');

if (postgres) {
  describe('Statements through a node-postgres Submittable of svc\'s own [postgres]', () => {
    let db: { url?: string; drop(): Promise<void> };
    const clients: pg.Client[] = [];
    const connect = async () => {
      const client = new pg.Client({ connectionString: db.url, types });
      await client.connect();
      clients.push(client);
      return client;
    };
    const send = (client: pg.Client, text: string, name: string | undefined, values: unknown[], shape: RowShape) => {
      const q = new LeanQuery(text, name, values, shape, types);
      client.query(q as unknown as pg.Submittable);
      return q.promise;
    };
    const run = async (client: pg.Client, text: string, name: string | undefined, values: unknown[] = []) => (await send(client, text, name, values, 'arrays')).rows;
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

    it('answers rows as objects by column name, an alias named __proto__ as an own property', async () => {
      const client = await connect();
      const sql = 'select n, k, note as "__proto__" from t where n = $1';
      for (let i = 0; i < 2; i++) {
        const { rows } = await send(client, sql, 'obj_1', ['b'], 'objects');
        assert.equal(rows.length, 1);
        const row = rows[0] as Record<string, unknown>;
        assert.deepEqual(Object.keys(row), ['n', 'k', '__proto__']);
        assert.equal(row.k, 9007199254740992);
        assert.equal(Object.getOwnPropertyDescriptor(row, '__proto__')?.value, 'x');
        assert.equal(Object.getPrototypeOf(row), Object.prototype);
      }
    });

    it('counts from the command tag, and describes a statement that returns no rows only once', async () => {
      const client = await connect();
      await send(client, 'create table c (v int)', undefined, [], 'count');
      assert.equal((await send(client, 'insert into c values ($1), ($2)', 'cnt_1', [1, 2], 'count')).rowCount, 2);
      const sent = recordSent(client);
      const update = 'update c set v = v + 1 where v > $1';
      assert.deepEqual(await send(client, update, 'cnt_2', [0], 'objects'), { rows: [], rowCount: 2 });
      assert.deepEqual(await send(client, update, 'cnt_2', [2], 'objects'), { rows: [], rowCount: 1 });
      assert.deepEqual(sent.splice(0), ['P', 'B', 'D', 'E', 'S', 'B', 'E', 'S']);
      assert.equal((await send(client, 'select v from c', 'cnt_3', [], 'count')).rowCount, 2);
      assert.deepEqual(sent.splice(0), ['P', 'B', 'E', 'S'], 'counting asks for no columns');
      assert.equal((await send(client, 'drop table c', undefined, [], 'count')).rowCount, 0);
    });

    it('rejects a value that cannot be sent, and the connection and the statement stay usable', async () => {
      const client = await connect();
      const unsendable = { toPostgres: () => { throw new Error('cannot be sent'); } };
      await assert.rejects(run(client, 'select $1::text', 'bad_1', [unsendable]), /cannot be sent/);
      assert.deepEqual(await run(client, 'select $1::text', 'bad_1', ['ok']), [['ok']]);
      assert.deepEqual(await run(client, 'select $1::text', 'bad_1', ['again']), [['again']]);
    });

    it('refuses a name already prepared for another text instead of running the wrong statement', async () => {
      const client = await connect();
      await run(client, 'select 1', 'arr_8');
      await assert.rejects(run(client, 'select 2', 'arr_8'), /Prepared statements must be unique/);
      assert.deepEqual(await run(client, 'select 1', 'arr_8'), [[1]]);
    });
  });
}
