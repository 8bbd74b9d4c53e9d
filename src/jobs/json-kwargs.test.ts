import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { kwargsProblem } from './json-kwargs.ts';

describe('kwargsProblem', () => {
  it('accepts what JSON carries unchanged', () => {
    assert.equal(kwargsProblem({ a: 1, b: 'x', c: [true, null, { d: 2.5 }], e: {} }), null);
    assert.equal(kwargsProblem(Object.create(null)), null);
  });
  it('names where a value would not survive JSON, and why', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const cases: Array<[unknown, RegExp]> = [
      [[1], /must be a plain object/],
      ['text', /must be a plain object/],
      [{ when: new Date() }, /^kwargs\.when is a Date/],
      [{ items: [1, { fn: () => 1 }] }, /^kwargs\.items\[1\]\.fn is a function/],
      [{ n: Number.NaN }, /^kwargs\.n is NaN/],
      [{ n: Infinity }, /^kwargs\.n is Infinity/],
      [{ u: undefined }, /^kwargs\.u is undefined/],
      [{ big: 1n }, /^kwargs\.big is a bigint/],
      [{ m: new Map() }, /^kwargs\.m is a Map/],
      [{ s: Symbol('x') }, /^kwargs\.s is a symbol/],
      [cyclic, /^kwargs\.self refers back to itself/],
    ];
    for (const [value, pattern] of cases) assert.match(kwargsProblem(value) ?? '', pattern);
  });
  it('refuses nesting past the document depth', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 70; i++) deep = [deep];
    assert.match(kwargsProblem({ deep }) ?? '', /nests deeper than 64 levels/);
  });
  it('accepts the same object twice when it is not a cycle', () => {
    const shared = { x: 1 };
    assert.equal(kwargsProblem({ a: shared, b: [shared, shared] }), null);
  });
});
