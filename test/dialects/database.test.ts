import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { appError } from '../../src/errors/app-error.ts';
import type { DocTypeJson } from '../../src/meta/doctype-json.ts';
import { parseDocType } from '../../src/meta/parse-doctype.ts';
import type { Database, Tx } from '../../src/storage/database.ts';
import { MAX_NAMED_STATEMENTS } from '../../src/storage/dialects/statement-names.ts';
import { createSystemTables, syncTable } from '../../src/storage/schema-sync.ts';
import { enabledDialects, openTestDatabase } from '../helpers/dialects.ts';

const meta = parseDocType({
  name: 'Gadget',
  fields: [
    { fieldname: 'title', fieldtype: 'Data', unique: 1 },
    { fieldname: 'qty', fieldtype: 'Int' },
    { fieldname: 'price', fieldtype: 'Currency' },
    { fieldname: 'made_on', fieldtype: 'Date' },
    { fieldname: 'seen_at', fieldtype: 'Datetime' },
    { fieldname: 'meta_json', fieldtype: 'JSON' },
  ],
});

/** A one-shot signal between two concurrent transactions of a test. */
function signal(): { fired: Promise<void>; fire: () => void } {
  let fire!: () => void;
  const fired = new Promise<void>((resolve) => (fire = resolve));
  return { fired, fire };
}

/** The conformance suite every dialect passes: the contract of storage/database.ts. */
for (const dialect of await enabledDialects()) {
  describe(`Database contract [${dialect.name}]`, () => {
    let db: Database;
    let close: () => Promise<void>;
    before(async () => {
      ({ db, close } = await openTestDatabase(dialect));
      await db.write(async (tx) => {
        await createSystemTables(tx, db.schema);
        await syncTable(tx, db.schema, meta);
      });
    });
    after(async () => {
      await close();
    });

    const row = (name: string, extra: Record<string, unknown> = {}) => ({
      name, owner: 'a', creation: '2026-01-02 03:04:05.000001', modified: '2026-01-02 03:04:05.000001', modified_by: 'a', docstatus: 0, idx: 0, ...extra,
    });

    it('allWithin answers null when a statement outlives its bound, and the read scope goes on; SQLite runs it whole', async () => {
      const quick = await db.read((tx) => tx.allWithin<{ x: number }>(sql`select 1 as x`.compile(tx.builder) as never, 1000));
      assert.deepEqual(quick?.map((r) => Number(r.x)), [1]);
      if (dialect.name === 'sqlite') return;
      const slow = dialect.name === 'postgres' ? sql`select 1 as x from pg_sleep(0.5)` : sql`select sleep(0.5) as x`;
      const [timed, next] = await db.read(async (tx) => [await tx.allWithin(slow.compile(tx.builder) as never, 50), await tx.all<{ x: number }>(sql`select 2 as x`.compile(tx.builder) as never)] as const);
      assert.equal(timed, null, 'stopped by the database after 50 ms');
      assert.deepEqual(next.map((r) => Number(r.x)), [2], 'the scope is usable after the timeout');
    });

    it('round-trips typed values: integers, decimals, dates, six-digit timestamps, JSON text', async () => {
      await db.write((tx) => tx.run(tx.builder.insertInto('tabGadget').values(row('g1', { title: 'One', qty: 3, price: 10.5, made_on: '2026-02-03', seen_at: '2026-02-03 04:05:06.100000', meta_json: '{"a":1}' }))));
      const got = await db.read((tx) => tx.first(tx.builder.selectFrom('tabGadget').selectAll().where('name', '=', 'g1')));
      assert.equal(got?.qty, 3);
      assert.equal(got?.price, 10.5);
      assert.equal(got?.made_on, '2026-02-03');
      assert.equal(got?.seen_at, '2026-02-03 04:05:06.100000');
      assert.equal(got?.creation, '2026-01-02 03:04:05.000001');
      assert.equal(got?.meta_json, '{"a":1}');
    });

    it('answers rows as arrays of values in select order, typed as all() types them', async () => {
      await db.write((tx) => tx.run(tx.builder.insertInto('tabGadget').values(row('g-arr', { title: 'Arrays', qty: 7, price: 2.25, made_on: '2026-03-04', seen_at: '2026-03-04 05:06:07.000008', meta_json: '[1]' }))));
      const select = (tx: Tx) => tx.builder.selectFrom('tabGadget').select(['seen_at', 'name', 'qty', 'price', 'made_on', 'title', 'meta_json']).where('name', 'in', ['g-arr', 'g-none']);
      const [values, objects] = await db.read(async (tx) => [await tx.allValues(select(tx)), await tx.all(select(tx))] as const);
      assert.deepEqual(values, [['2026-03-04 05:06:07.000008', 'g-arr', 7, 2.25, '2026-03-04', 'Arrays', '[1]']]);
      assert.deepEqual(values, objects.map((o) => Object.values(o)), 'the same values all() gives, in the same order');
      const none = await db.read((tx) => tx.allValues(tx.builder.selectFrom('tabGadget').select('name').where('name', '=', 'g-none')));
      assert.deepEqual(none, []);
    });

    it('answers more distinct statements than it keeps prepared, each used twice, both times alike', async () => {
      // Past the dialects' bounds (SQLite's statement cache, PostgreSQL's statement names: 1,000
      // each), so eviction and unnamed statements are on the path.
      const texts = Array.from({ length: MAX_NAMED_STATEMENTS + 100 }, (_, i) => i);
      for (let round = 0; round < 2; round++) {
        const answers = await db.read(async (tx) => {
          const out: number[] = [];
          for (const i of texts) out.push(Number((await tx.all<{ x: number }>(sql`select ${sql.lit(i)} + ${i} as x`.compile(tx.builder) as never))[0].x));
          return out;
        });
        assert.deepEqual(answers, texts.map((i) => 2 * i), `round ${round + 1}`);
      }
    });

    it('refuses writes in a read scope and keeps nothing', async () => {
      await assert.rejects(async () => db.read((tx) => tx.run(tx.builder.insertInto('tabGadget').values(row('g-ro')))), (err) => db.classifyError(err)?.kind === 'read_only');
      const got = await db.read((tx) => tx.first(tx.builder.selectFrom('tabGadget').select('name').where('name', '=', 'g-ro')));
      assert.equal(got, undefined);
    });

    it('rolls a write transaction back when it throws', async () => {
      await assert.rejects(db.write(async (tx) => {
        await tx.run(tx.builder.insertInto('tabGadget').values(row('g-rb')));
        throw appError('VALIDATION', 'stop');
      }));
      const got = await db.read((tx) => tx.first(tx.builder.selectFrom('tabGadget').select('name').where('name', '=', 'g-rb')));
      assert.equal(got, undefined);
    });

    it('classifies unique violations on the name and on unique fields', async () => {
      const failure = (err: unknown) => {
        const f = db.classifyError(err);
        return f?.kind === 'unique' ? { kind: f.kind, onName: f.onName } : f;
      };
      await assert.rejects(db.write((tx) => tx.run(tx.builder.insertInto('tabGadget').values(row('g1')))), (err) => {
        assert.deepEqual(failure(err), { kind: 'unique', onName: true });
        return true;
      });
      await assert.rejects(db.write((tx) => tx.run(tx.builder.insertInto('tabGadget').values(row('g2', { title: 'One' })))), (err) => {
        assert.deepEqual(failure(err), { kind: 'unique', onName: false });
        return true;
      });
      // The colliding value is in the driver's text: it must not pass for the name.
      await db.write((tx) => tx.run(tx.builder.insertInto('tabGadget').values(row('g-text', { title: 'x.name (name) _pkey PRIMARYKEY' }))));
      await assert.rejects(db.write((tx) => tx.run(tx.builder.insertInto('tabGadget').values(row('g-text-2', { title: 'x.name (name) _pkey PRIMARYKEY' })))), (err) => {
        assert.deepEqual(failure(err), { kind: 'unique', onName: false });
        return true;
      });
    });

    it('hands out counter values that never repeat under concurrency', async () => {
      const values = await Promise.all(Array.from({ length: 40 }, () => db.write((tx) => tx.nextCounter('TEST-'))));
      assert.equal(new Set(values).size, 40);
      assert.deepEqual([...values].sort((a, b) => a - b), Array.from({ length: 40 }, (_, i) => i + 1));
    });

    it('streams rows without a page limit', async () => {
      await db.write(async (tx) => {
        for (let i = 0; i < 1200; i++) await tx.run(tx.builder.insertInto('tabGadget').values(row(`s${String(i).padStart(4, '0')}`)));
      });
      let n = 0;
      for await (const r of db.stream(db.builder.selectFrom('tabGadget').select('name').where('name', 'like', 's%'))) {
        assert.match(String(r.name), /^s\d{4}$/);
        n++;
      }
      assert.equal(n, 1200);
    });

    it('delivers change notices once the publishing transaction commits', async () => {
      const seen: string[] = [];
      db.onNotice((c) => seen.push(c));
      await db.write((tx) => db.notify(tx, 'meta'));
      for (let i = 0; i < 50 && !seen.includes('meta'); i++) await new Promise((r) => setTimeout(r, 20));
      assert.ok(seen.includes('meta'));
    });

    it('adds columns for new fields and keeps removed fields\' data', async () => {
      const source = meta.source as DocTypeJson;
      const wider = parseDocType({ ...source, fields: [...(source.fields ?? []), { fieldname: 'colour', fieldtype: 'Data' }] });
      await db.write((tx) => syncTable(tx, db.schema, wider));
      await db.write((tx) => tx.run(tx.builder.updateTable('tabGadget').set({ colour: 'red' }).where('name', '=', 'g1')));
      const narrower = parseDocType({ name: 'Gadget', fields: [{ fieldname: 'title', fieldtype: 'Data' }] });
      await db.write((tx) => syncTable(tx, db.schema, narrower));
      const got = await db.read((tx) => tx.first(sql<{ colour: string }>`select ${sql.ref('colour')} from ${sql.table('tabGadget')} where ${sql.ref('name')} = ${'g1'}`.compile(tx.builder)));
      assert.equal(got?.colour, 'red');
    });

    it('undoes schema changes with the transaction that made them (MariaDB commits DDL by itself)', async () => {
      const fresh = parseDocType({ name: 'Sprocket', fields: [{ fieldname: 'size', fieldtype: 'Int', search_index: 1 }] });
      await assert.rejects(db.write(async (tx) => {
        await syncTable(tx, db.schema, fresh);
        await tx.run(tx.builder.insertInto('tabSprocket').values(row('sp1', { size: 2 })));
        throw appError('VALIDATION', 'stop');
      }));
      assert.equal(await db.read((tx) => db.schema.tableColumns(tx, 'tabSprocket')), null, 'the created table is gone');

      const source = meta.source as DocTypeJson;
      const wider = parseDocType({ ...source, fields: [...(source.fields ?? []), { fieldname: 'weight_kg', fieldtype: 'Float', search_index: 1 }] });
      await assert.rejects(db.write(async (tx) => {
        await syncTable(tx, db.schema, wider);
        await tx.run(tx.builder.updateTable('tabGadget').set({ weight_kg: 3 }).where('name', '=', 'g1'));
        throw appError('VALIDATION', 'stop');
      }));
      const columns = await db.read((tx) => db.schema.tableColumns(tx, 'tabGadget'));
      assert.equal(columns?.has('weight_kg'), false, 'the added column is gone');

      await assert.rejects(db.write(async (tx) => {
        await tx.run(tx.builder.schema.dropTable('tabGadget'));
        throw appError('VALIDATION', 'stop');
      }));
      const kept = await db.read((tx) => tx.first(tx.builder.selectFrom('tabGadget').select('title').where('name', '=', 'g1')));
      assert.equal(kept?.title, 'One', 'a table dropped in a rolled-back transaction keeps its rows');
    });

    it('holds a named lock until the transaction that took it commits or rolls back', async () => {
      for (const end of ['commit', 'rollback'] as const) {
        const order: string[] = [];
        const [locked, mayFinish] = [signal(), signal()];
        const first = db.write(async (tx) => {
          await tx.lock('File.file_url:/files/a.txt');
          await tx.lock('File.file_url:/files/a.txt');
          locked.fire();
          await mayFinish.fired;
          order.push('first ends');
          if (end === 'rollback') throw appError('VALIDATION', 'stop');
        });
        await locked.fired;
        const second = db.write(async (tx) => {
          await tx.lock('File.file_url:/files/a.txt');
          order.push('second holds the lock');
        });
        await new Promise((resolve) => setTimeout(resolve, 150));
        assert.deepEqual(order, [], `${end}: the second transaction waits`);
        mayFinish.fire();
        const [firstResult, secondResult] = await Promise.allSettled([first, second]);
        assert.equal(firstResult.status, end === 'commit' ? 'fulfilled' : 'rejected');
        assert.equal(secondResult.status, 'fulfilled');
        assert.deepEqual(order, ['first ends', 'second holds the lock'], end);
      }
    });

    // SQLite has one writer at a time, which holds every name: there, locks never run side by side.
    if (dialect.name !== 'sqlite') it('lets transactions holding different named locks run side by side', async () => {
      const [locked, mayFinish] = [signal(), signal()];
      const first = db.write(async (tx) => {
        await tx.lock('name one');
        locked.fire();
        await mayFinish.fired;
      });
      await locked.fired;
      await db.write((tx) => tx.lock('name two'));
      mayFinish.fire();
      await first;
    });

    it('takes named locks in write transactions only', async () => {
      await assert.rejects(async () => db.read((tx) => tx.lock('a name')), /write transactions only/);
    });

    it('a NUL in a text value is either stored as sent or refused as invalid text, never taken for an outage', async () => {
      const title = 'nul\u0000inside';
      const stored = await db.write((tx) => tx.run(tx.builder.insertInto('tabGadget').values(row('g-nul', { title })))).then(() => true, (err: unknown) => {
        assert.equal(db.classifyError(err)?.kind, 'invalid_text');
        return false;
      });
      if (stored) {
        const got = await db.read((tx) => tx.first(tx.builder.selectFrom('tabGadget').select('title').where('name', '=', 'g-nul')));
        assert.equal(got?.title, title);
      }
    });

    it('compares text exactly and matches like patterns case-insensitively', async () => {
      await db.write(async (tx) => {
        await tx.run(tx.builder.insertInto('tabGadget').values(row('case-a', { title: 'MiXed' })));
        await tx.run(tx.builder.insertInto('tabGadget').values(row('case-a ', { title: 'MiXed ' })));
      });
      const names = async (q: (tx: Tx) => Promise<Array<{ name: string }>>) => (await db.read(q)).map((r) => r.name).sort();
      assert.deepEqual(await names((tx) => tx.all(tx.builder.selectFrom('tabGadget').select('name').where('title', '=', 'mixed'))), []);
      assert.deepEqual(await names((tx) => tx.all(tx.builder.selectFrom('tabGadget').select('name').where('name', '=', 'case-a'))), ['case-a']);
      assert.deepEqual(await names((tx) => tx.all(tx.builder.selectFrom('tabGadget').select('name').where('title', db.caps.likeOperator, 'mix%'))), ['case-a', 'case-a ']);
    });
  });
}
