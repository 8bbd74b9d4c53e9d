import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { LeanQuery } from '../../src/storage/dialects/postgres-lean-query.ts';
import { types } from '../../src/storage/dialects/postgres-driver.ts';
import { classifyPostgresError } from '../../src/storage/dialects/postgres-errors.ts';
import { NO_CONNECTION_FREE, ReadPipeline, type ReadPipelineOptions } from '../../src/storage/dialects/postgres-read-pipeline.ts';
import { enabledDialects } from '../helpers/dialects.ts';
import { recordSent } from '../helpers/pg-messages.ts';
import { scratchPostgres, type ScratchPostgres } from '../helpers/postgres-scratch.ts';

// PostgreSQL only (enabledDialects says loudly when it is not reachable).
const postgres = (await enabledDialects()).find((d) => d.name === 'postgres');

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

if (postgres) {
  describe('Read statements batched over shared connections [postgres]', { timeout: 20_000 }, () => {
    let scratch: ScratchPostgres;
    let admin: pg.Client;
    const pipelines: ReadPipeline[] = [];
    /** Every message each connection sent after its start-up, by protocol letter (helpers/pg-messages.ts). */
    let sent: string[][] = [];

    const pipeline = (options: Partial<ReadPipelineOptions> = {}) => {
      const p = new ReadPipeline({
        open: () => {
          const client = new pg.Client({ connectionString: scratch.url, types });
          const log: string[] = [];
          sent.push(log);
          // Recorded from the end of the start-up, when the socket is connected.
          const connect = client.connect.bind(client);
          client.connect = (async () => {
            await connect();
            recordSent(client, log);
            return client;
          }) as typeof client.connect;
          return client;
        },
        max: 1,
        ...options,
      });
      pipelines.push(p);
      return p;
    };
    const read = (p: ReadPipeline, text: string, name: string | undefined, values: unknown[] = []) => {
      const q = new LeanQuery<unknown[]>(text, name, values, 'arrays', types);
      p.run(q as LeanQuery<unknown>);
      return q.promise.then((r) => r.rows);
    };
    const statementMessages = (log: string[]) => log.filter((m) => 'PBDES'.includes(m));

    before(async () => {
      scratch = await scratchPostgres(postgres, ['create table t (n text primary key, k bigint)', `insert into t values ('a', 1), ('b', 2), ('c', 3)`]);
      admin = scratch.admin;
    });
    after(async () => {
      for (const p of pipelines) await p.close();
      await scratch?.drop();
    });

    it('sends the statements of one turn together, one Sync for all, and answers each with its own rows', async () => {
      sent = [];
      const p = pipeline();
      const answers = await Promise.all(['a', 'b', 'c', 'a'].map((n) => read(p, 'select k from t where n = $1', 'one_1', [n])));
      assert.deepEqual(answers, [[[1]], [[2]], [[3]], [[1]]]);
      assert.equal(sent.length, 1, 'one connection');
      assert.deepEqual(statementMessages(sent[0]), ['P', 'B', 'D', 'E', 'B', 'D', 'E', 'B', 'D', 'E', 'B', 'D', 'E', 'S']);
      assert.deepEqual(await read(p, 'select k from t where n = $1', 'one_1', ['c']), [[3]]);
      assert.deepEqual(statementMessages(sent[0]).slice(14), ['B', 'E', 'S'], 'parsed and described once on the connection');
    });

    it('fails only the statement the server refuses; those after it, which it skipped, are sent again and answered', async () => {
      sent = [];
      const p = pipeline();
      const [before, refused, after] = await Promise.allSettled([
        read(p, 'select k from t where n = $1', 'skip_1', ['a']),
        read(p, 'select 1 / $1::int', 'skip_2', [0]),
        read(p, 'select k * 10 from t where n = $1', 'skip_3', ['b']),
      ]);
      assert.deepEqual(before, { status: 'fulfilled', value: [[1]] });
      assert.equal(refused.status, 'rejected');
      assert.equal((refused as PromiseRejectedResult).reason.code, '22012');
      assert.deepEqual(after, { status: 'fulfilled', value: [[20]] });
      assert.deepEqual(statementMessages(sent[0]), ['P', 'B', 'D', 'E', 'P', 'B', 'D', 'E', 'P', 'B', 'D', 'E', 'S', 'P', 'B', 'D', 'E', 'S'], 'the skipped statement is parsed again');
      assert.deepEqual(await read(p, 'select 1 / $1::int', 'skip_2', [1]), [[1]], 'the refused one runs again');
      assert.deepEqual(await read(p, 'select k * 10 from t where n = $1', 'skip_3', ['c']), [[30]]);
    });

    it('fails only a statement whose value cannot be sent', async () => {
      const p = pipeline();
      const unsendable = { toPostgres: () => { throw new Error('cannot be sent'); } };
      const [bad, good] = await Promise.allSettled([read(p, 'select $1::text', 'val_1', [unsendable]), read(p, 'select $1::text', 'val_1', ['ok'])]);
      assert.equal(bad.status, 'rejected');
      assert.match((bad as PromiseRejectedResult).reason.message, /cannot be sent/);
      assert.deepEqual(good, { status: 'fulfilled', value: [['ok']] });
    });

    it('fails the statements out on a connection that ends, as unavailable, and opens a new one for the next', async () => {
      const p = pipeline();
      const [[pid]] = await read(p, 'select pg_backend_pid()', undefined) as [[number]];
      // Its failure is taken at once: it may come before pg_terminate_backend answers.
      const sleeping = read(p, 'select pg_sleep(5)', undefined).then(() => null, (e: unknown) => e);
      await new Promise((resolve) => setTimeout(resolve, 100));
      await admin.query('select pg_terminate_backend($1)', [pid]);
      const err = await sleeping;
      assert.ok(err, 'the statement out on the ended connection fails');
      assert.equal(classifyPostgresError(err)?.kind, 'unavailable');
      const [[other]] = await read(p, 'select pg_backend_pid()', undefined) as [[number]];
      assert.notEqual(other, pid);
      assert.equal(p.connections, 1);
    });

    it('sends what arrives while the only free connection is busy on another, up to max connections', async () => {
      const p = pipeline({ max: 2 });
      await read(p, 'select 1', undefined);
      const order: string[] = [];
      const slow = read(p, 'select pg_sleep(0.5)', undefined).then(() => order.push('slow'));
      await nextTurn();
      const fast = read(p, 'select k from t where n = $1', undefined, ['a']).then(() => order.push('fast'));
      await Promise.all([slow, fast]);
      assert.deepEqual(order, ['fast', 'slow']);
      assert.equal(p.connections, 2);
    });

    it('fails a statement that found no connection free within the wait, as unavailable', async () => {
      const p = pipeline({ max: 1, waitMs: 200 });
      // Opening the connection counts as waiting, and may take longer than 200 ms on a loaded
      // machine; the connection joins the pool either way, so a second try finds it open.
      for (let tries = 5; ; tries--) {
        const opened = await read(p, 'select 1', undefined).then(() => true, (e: Error) => (tries > 1 && e.message.startsWith(NO_CONNECTION_FREE) ? false : Promise.reject(e)));
        if (opened) break;
      }
      const slow = read(p, 'select pg_sleep(1)', undefined);
      await nextTurn();
      const err = await read(p, 'select 1', undefined).then(() => null, (e: Error) => e);
      assert.ok(err?.message.startsWith(NO_CONNECTION_FREE), String(err));
      assert.equal(classifyPostgresError(err)?.kind, 'unavailable');
      assert.deepEqual(await slow, [['']], 'the statement out is answered');
    });

    it('closes connections left unused, and opens one again when needed', async () => {
      const p = pipeline({ idleMs: 100 });
      assert.deepEqual(await read(p, 'select 1', undefined), [[1]]);
      assert.equal(p.connections, 1);
      await new Promise((resolve) => setTimeout(resolve, 300));
      assert.equal(p.connections, 0);
      assert.deepEqual(await read(p, 'select 2', undefined), [[2]]);
    });

    it('fails what waits when closed, and everything after', async () => {
      const p = pipeline();
      const slow = read(p, 'select pg_sleep(0.3)', undefined).then(() => 'answered', () => 'failed');
      await nextTurn();
      const waiting = read(p, 'select 1', undefined).then(() => 'answered', (e: Error) => e.message);
      await p.close();
      assert.equal(await waiting, 'the database is closed');
      await slow;
      await assert.rejects(read(p, 'select 1', undefined), /the database is closed/);
      assert.equal(p.connections, 0);
    });

    it('fails what waits when no connection can be opened', async () => {
      const url = new URL(scratch.url);
      url.pathname = '/svc_no_such_database';
      const p = new ReadPipeline({ open: () => new pg.Client({ connectionString: url.toString(), types }), max: 2 });
      pipelines.push(p);
      const err = await read(p, 'select 1', undefined).then(() => null, (e: unknown) => e);
      assert.equal((err as { code?: string })?.code, '3D000');
      assert.equal(classifyPostgresError(err)?.kind, 'unavailable');
    });
  });
}
