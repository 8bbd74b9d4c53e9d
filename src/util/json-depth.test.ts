import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { jsonTextDepth, valueDepth } from './json-depth.ts';

const nested = (n: number) => '['.repeat(n) + ']'.repeat(n);

describe('jsonTextDepth', () => {
  const cases: Array<[string, number]> = [
    ['1', 0],
    ['"[[["', 0],
    ['[]', 1],
    ['{"a":[{"b":1}]}', 3],
    ['["\\"[", {"k": "]]]"}]', 2],
    ['[[], [[]], []]', 3],
  ];
  for (const [text, depth] of cases) it(`reads ${text} as ${depth} deep`, () => assert.equal(jsonTextDepth(text), depth));

  it('reads 100,000 levels without a stack', () => assert.equal(jsonTextDepth(nested(100_000)), 100_000));

  it('stops counting once past the limit', () => assert.equal(jsonTextDepth(nested(5000), 64), 65));
});

describe('valueDepth', () => {
  const cases: Array<[unknown, number]> = [
    [null, 0],
    ['x', 0],
    [[], 1],
    [{ a: [{ b: 1 }] }, 3],
    [[[], [[]], []], 3],
  ];
  for (const [value, depth] of cases) it(`reads ${JSON.stringify(value)} as ${depth} deep`, () => assert.equal(valueDepth(value), depth));

  it('walks a value nested 100,000 deep without a stack', () => assert.equal(valueDepth(JSON.parse(nested(100_000))), 100_000));

  it('stops once past the limit', () => assert.equal(valueDepth(JSON.parse(nested(5000)), 32), 33));
});
