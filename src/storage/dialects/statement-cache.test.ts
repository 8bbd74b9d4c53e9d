import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { StatementCache } from './statement-cache.ts';

describe('StatementCache', () => {
  it('prepares each SQL text once and reuses it', () => {
    const cache = new StatementCache<{ sql: string }>(3);
    let prepared = 0;
    const prepare = (sql: string) => (prepared++, { sql });
    const first = cache.get('select 1', prepare);
    assert.equal(cache.get('select 1', prepare), first);
    assert.equal(prepared, 1);
  });

  it('when full, lets only the oldest statement go', () => {
    const cache = new StatementCache<string>(3);
    const prepared: string[] = [];
    const prepare = (sql: string) => (prepared.push(sql), sql);
    for (const sql of ['a', 'b', 'c', 'd']) cache.get(sql, prepare);
    assert.equal(cache.size, 3);
    cache.get('b', prepare);
    cache.get('c', prepare);
    cache.get('d', prepare);
    assert.deepEqual(prepared, ['a', 'b', 'c', 'd'], 'b, c and d were kept');
    cache.get('a', prepare);
    assert.deepEqual(prepared, ['a', 'b', 'c', 'd', 'a'], 'a was the one let go');
  });
});
