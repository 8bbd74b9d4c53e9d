import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DummyDriver, Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from 'kysely';
import { rowLimit } from './row-limit.ts';

const builder = new Kysely<any>({
  dialect: { createAdapter: () => new SqliteAdapter(), createDriver: () => new DummyDriver(), createIntrospector: (db) => new SqliteIntrospector(db), createQueryCompiler: () => new SqliteQueryCompiler() },
});
const page = (caps: { literalLimits: boolean }) => builder.selectFrom('tabToDo').select('name').where('status', '=', 'Open').limit(rowLimit(20, caps)).offset(40).compile();

describe('rowLimit', () => {
  it('writes the limit into the SQL where the dialect asks for literal limits, with nothing bound for it', () => {
    const compiled = page({ literalLimits: true });
    assert.match(compiled.sql, / limit 20 offset \?$/);
    assert.deepEqual(compiled.parameters, ['Open', 40]);
  });

  it('binds it elsewhere, so page lengths do not multiply prepared statements', () => {
    const compiled = page({ literalLimits: false });
    assert.match(compiled.sql, / limit \? offset \?$/);
    assert.deepEqual(compiled.parameters, ['Open', 20, 40]);
  });

  it('refuses anything but a non-negative safe integer, whatever the dialect', () => {
    for (const literalLimits of [true, false]) {
      for (const bad of [-1, 1.5, Number.NaN, Infinity, 2 ** 60, '20; drop table x' as unknown as number]) {
        assert.throws(() => rowLimit(bad, { literalLimits }), TypeError, String(bad));
      }
    }
  });
});
