import assert from 'node:assert/strict';
import { test } from 'node:test';
import { toPlainData } from './plain-data.ts';

test('toPlainData keeps JSON data, drops functions and prototypes', () => {
  const data = toPlainData({ a: 1, b: 'x', c: [true, null], f: () => 1, u: undefined, n: Number.NaN }) as Record<string, unknown>;
  assert.equal(Object.getPrototypeOf(data), null);
  assert.deepEqual(Object.keys(data), ['a', 'b', 'c', 'n']);
  assert.equal(data.n, null);
  assert.equal((data as { constructor?: unknown }).constructor, undefined);
});

test('toPlainData keeps a "__proto__" key as data, never as a prototype', () => {
  const data = toPlainData(JSON.parse('{"__proto__": {"polluted": 1}}')) as Record<string, unknown>;
  assert.equal(Object.getPrototypeOf(data), null);
  assert.deepEqual(Object.keys(data), ['__proto__']);
  assert.equal(({} as Record<string, unknown>).polluted, undefined);
});

test('toPlainData cuts cycles and deep nesting at the depth limit', () => {
  const a: Record<string, unknown> = {};
  a.self = a;
  let d = toPlainData(a, 3) as Record<string, unknown>;
  for (let i = 0; i < 2; i++) d = d.self as Record<string, unknown>;
  assert.equal(d.self, null);
  assert.equal(toPlainData(new Date(0)), '1970-01-01T00:00:00.000Z');
});
