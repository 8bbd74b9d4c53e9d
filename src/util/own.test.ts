import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { objectOf, ownValue, rowBuilder } from './own.ts';

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

describe('rowBuilder', () => {
  const cases: Array<[string, string[], unknown[]]> = [
    ['plain keys', ['name', 'status', 'qty'], ['a1', 'Open', 3]],
    ['keys that are not identifiers, quotes and backslashes among them', ['a b', 'x"); process.exit(1); ("', 'back\\slash', '\u2028', ''], [1, 2, 3, 4, 5]],
    ['integer-like keys, which enumerate first', ['name', '2', '1'], ['n', 'two', 'one']],
    ['a repeated key, the later value kept', ['a', 'b', 'a'], [1, 2, 3]],
    ['__proto__ among the keys', ['name', '__proto__'], ['a1', null]],
    ['no keys', [], []],
  ];
  for (const [what, keys, values] of cases) {
    it(`builds what objectOf builds: ${what}`, () => {
      const row = rowBuilder(keys)(values);
      const expected = objectOf(keys, values);
      assert.deepEqual(Object.keys(row), Object.keys(expected));
      assert.equal(JSON.stringify(row), JSON.stringify(expected));
      assert.equal(Object.getPrototypeOf(row), Object.prototype);
    });
  }

  it('generates once per list of keys, in the same array or a new one', () => {
    const keys = ['name', 'status'];
    assert.equal(rowBuilder(keys), rowBuilder(keys));
    assert.equal(rowBuilder([...keys]), rowBuilder(keys));
    assert.notEqual(rowBuilder(['status', 'name']), rowBuilder(keys));
  });
});
