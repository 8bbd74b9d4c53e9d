import assert from 'node:assert/strict';
import { hash } from 'node:crypto';
import { describe, it } from 'node:test';
import { sameChars } from './timing-safe.ts';

const digest = (text: string) => hash('sha256', text, 'binary');

describe('sameChars', () => {
  it('holds a digest equal to itself and to the same bytes made again', () => {
    assert.equal(sameChars(digest('secret'), digest('secret')), true);
    assert.equal(sameChars(Buffer.from(hash('sha256', 'secret', 'hex'), 'hex').toString('binary'), digest('secret')), true);
  });

  it('tells apart digests that differ in any one byte, the first and the last included', () => {
    const base = digest('secret');
    for (let at = 0; at < base.length; at++) {
      for (const flip of [1, 0x80, 0xff]) {
        const changed = base.slice(0, at) + String.fromCharCode(base.charCodeAt(at) ^ flip) + base.slice(at + 1);
        assert.equal(sameChars(base, changed), false, `byte ${at} xor ${flip}`);
      }
    }
  });

  it('refuses digests of different lengths, a prefix and the empty string among them', () => {
    const base = digest('secret');
    assert.equal(sameChars(base, base.slice(0, 31)), false);
    assert.equal(sameChars(base.slice(0, 31), base), false);
    assert.equal(sameChars(base, ''), false);
    assert.equal(sameChars(base, base + '\0'), false);
  });

  it('compares characters beyond latin1 too (a secret, not a digest)', () => {
    assert.equal(sameChars('s\u00e9cr\u20act', 's\u00e9cr\u20act'), true);
    assert.equal(sameChars('s\u00e9cr\u20act', 's\u00e9cr\u20acu'), false);
    assert.equal(sameChars('\u0100', '\u0000'), false, 'units differing only above the low byte');
  });
});
