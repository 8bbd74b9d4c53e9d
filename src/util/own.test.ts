import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { columnCopier, objectOf, ownValue, rowBuilder } from './own.ts';

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

describe('columnCopier', () => {
  const record = { name: 'N-1', title: null, amount: 0, extra: 'not copied' };

  it('copies the keys in order, absent or undefined as null', () => {
    const out = columnCopier(['amount', 'name', 'title', 'missing'], false)(record);
    assert.deepEqual(Object.entries(out), [['amount', 0], ['name', 'N-1'], ['title', null], ['missing', null]]);
  });

  it('leaves nulls out when asked, and keeps zero', () => {
    assert.deepEqual(Object.entries(columnCopier(['name', 'title', 'amount', 'missing'], true)(record)), [['name', 'N-1'], ['amount', 0]]);
  });

  it('copies a __proto__ key as a property, never as the prototype', () => {
    const odd = Object.defineProperty({ name: 'N-2' }, '__proto__', { value: 'text', enumerable: true });
    for (const noNulls of [false, true]) {
      const out = columnCopier(['name', '__proto__'], noNulls)(odd);
      assert.equal(Object.getPrototypeOf(out), Object.prototype);
      assert.equal(Object.getOwnPropertyDescriptor(out, '__proto__')?.value, 'text');
    }
    assert.equal(Object.getOwnPropertyDescriptor(columnCopier(['__proto__'], false)({}), '__proto__')?.value, null);
  });
});
