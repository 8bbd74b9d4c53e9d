import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ownValue } from './own.ts';

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
