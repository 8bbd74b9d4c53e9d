import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler, DummyDriver } from 'kysely';
import { rowLimit } from './row-limit.ts';

const builder = new Kysely<any>({
  dialect: { createAdapter: () => new SqliteAdapter(), createDriver: () => new DummyDriver(), createIntrospector: (db) => new SqliteIntrospector(db), createQueryCompiler: () => new SqliteQueryCompiler() },
});

describe('rowLimit', () => {
  it('writes an integer limit into the SQL, with nothing bound for it', () => {
    const compiled = builder.selectFrom('tabToDo').select('name').where('status', '=', 'Open').limit(rowLimit(20)).offset(40).compile();
    assert.match(compiled.sql, / limit 20 offset \?$/);
    assert.deepEqual(compiled.parameters, ['Open', 40]);
  });

  it('refuses anything but a non-negative safe integer', () => {
    for (const bad of [-1, 1.5, Number.NaN, Infinity, 2 ** 60, '20; drop table x' as unknown as number]) {
      assert.throws(() => rowLimit(bad), TypeError, String(bad));
    }
  });
});
