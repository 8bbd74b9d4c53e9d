import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { randomHex } from './random.ts';

describe('randomHex', () => {
  it('answers exactly the asked number of lower-case hex digits', () => {
    for (const length of [1, 6, 10, 29, 30, 31, 32, 56]) {
      const value = randomHex(length);
      assert.equal(value.length, length);
      assert.match(value, /^[0-9a-f]+$/);
    }
  });

  it('draws every digit at every one of the 30 positions (no fixed UUID version or variant digit)', () => {
    const seen = Array.from({ length: 30 }, () => new Set<string>());
    for (let i = 0; i < 3000; i++) [...randomHex(30)].forEach((d, p) => seen[p].add(d));
    // 3000 draws of 16 digits: a missing digit at a uniform position has odds of about 1e-83.
    seen.forEach((digits, p) => assert.equal(digits.size, 16, `position ${p}: ${[...digits].sort().join('')}`));
  });

  it('repeats no value across many draws', () => {
    const values = new Set(Array.from({ length: 20000 }, () => randomHex(10)));
    assert.equal(values.size, 20000);
  });
});
