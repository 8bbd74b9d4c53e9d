import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { jsonTextDepth, MAX_DOCUMENT_DEPTH, parseJsonWithin, valueDepth } from './json-depth.ts';

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

describe('parseJsonWithin', () => {
  it('parses JSON up to the limit', () => assert.deepEqual(parseJsonWithin(nested(3), 3), { ok: true, value: JSON.parse(nested(3)) }));
  it('refuses JSON one level past the limit without parsing it', () => assert.deepEqual(parseJsonWithin(nested(4), 3), { ok: false, tooDeep: true }));
  it('tells text that is not JSON from text nested too deep', () => assert.deepEqual(parseJsonWithin('[1,', 3), { ok: false, tooDeep: false }));
  it('limits to the document depth by default', () => {
    assert.equal(parseJsonWithin(nested(MAX_DOCUMENT_DEPTH)).ok, true);
    assert.deepEqual(parseJsonWithin(nested(5000)), { ok: false, tooDeep: true });
  });
});
