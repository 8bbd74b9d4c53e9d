import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { objectOf, ownValue } from './own.ts';

describe('ownValue', () => {
  const table: Record<string, number> = { like: 1, '=': 2 };

  it('answers what the table holds', () => {
    assert.equal(ownValue(table, 'like'), 1);
    assert.equal(ownValue(table, '='), 2);
  });

  for (const key of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', 'missing']) {
    it(`finds nothing for ${key}`, () => assert.equal(ownValue(table, key), undefined));
  }
});

describe('objectOf', () => {
  it('keys each value by its position, in key order', () => {
    const row = objectOf(['name', 'status', 'qty'], ['a1', 'Open', 3]);
    assert.deepEqual(row, { name: 'a1', status: 'Open', qty: 3 });
    assert.deepEqual(Object.keys(row), ['name', 'status', 'qty']);
  });

  it('holds __proto__ as a property of its own, leaving the prototype alone', () => {
    const row = objectOf(['name', '__proto__'], ['a1', null]);
    assert.equal(Object.getPrototypeOf(row), Object.prototype);
    assert.equal(JSON.stringify(row), '{"name":"a1","__proto__":null}');
  });
});
