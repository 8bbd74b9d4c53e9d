import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { copyDoc } from './document.ts';

describe('copyDoc: a document to change while the stored one stays as it was', () => {
  it('copies the document, its table rows and nested plain data, keeping every value', () => {
    const stored = { name: 'T-1', idx: 3, done: null, items: [{ name: 'r1', qty: 2 }, { name: 'r2', qty: 5 }], json: { a: [1, { b: 2 }] } };
    const copy = copyDoc(stored);
    assert.deepEqual(copy, stored);
    copy.items[0].qty = 9;
    copy.items.push({ name: 'r3', qty: 1 });
    (copy.json.a[1] as { b: number }).b = 7;
    copy.name = 'T-2';
    assert.deepEqual(stored, { name: 'T-1', idx: 3, done: null, items: [{ name: 'r1', qty: 2 }, { name: 'r2', qty: 5 }], json: { a: [1, { b: 2 }] } });
  });

  it('copies values that are not plain data whole, as structuredClone does', () => {
    const stored = { blob: Buffer.from('abc'), at: new Date(0) };
    const copy = copyDoc(stored);
    assert.ok(copy.blob !== stored.blob && copy.at !== stored.at);
    assert.deepEqual([...copy.blob as Uint8Array], [...stored.blob]);
    assert.equal((copy.at as Date).getTime(), 0);
  });

  it('keeps an own __proto__ key as a value, not as the prototype', () => {
    const stored = JSON.parse('{"__proto__": {"polluted": 1}, "name": "x"}') as Record<string, unknown>;
    const copy = copyDoc(stored);
    assert.equal(Object.getPrototypeOf(copy), Object.prototype);
    assert.equal((copy as { polluted?: number }).polluted, undefined);
    assert.deepEqual(Object.getOwnPropertyDescriptor(copy, '__proto__')?.value, { polluted: 1 });
  });

  it('keeps a row without a prototype without one', () => {
    const row = Object.assign(Object.create(null) as Record<string, unknown>, { name: 'r' });
    const copy = copyDoc({ rows: [row] }) as { rows: Array<Record<string, unknown>> };
    assert.equal(Object.getPrototypeOf(copy.rows[0]), null);
    assert.notEqual(copy.rows[0], row);
  });
});
