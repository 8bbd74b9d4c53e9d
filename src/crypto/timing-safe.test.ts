import assert from 'node:assert/strict';
import { hash } from 'node:crypto';
import { describe, it } from 'node:test';
import { sameDigest } from './timing-safe.ts';

const digest = (text: string) => hash('sha256', text, 'binary');

describe('sameDigest', () => {
  it('holds a digest equal to itself and to the same bytes made again', () => {
    assert.equal(sameDigest(digest('secret'), digest('secret')), true);
    assert.equal(sameDigest(Buffer.from(hash('sha256', 'secret', 'hex'), 'hex').toString('binary'), digest('secret')), true);
  });

  it('tells apart digests that differ in any one byte, the first and the last included', () => {
    const base = digest('secret');
    for (let at = 0; at < base.length; at++) {
      for (const flip of [1, 0x80, 0xff]) {
        const changed = base.slice(0, at) + String.fromCharCode(base.charCodeAt(at) ^ flip) + base.slice(at + 1);
        assert.equal(sameDigest(base, changed), false, `byte ${at} xor ${flip}`);
      }
    }
  });

  it('refuses digests of different lengths, a prefix and the empty string among them', () => {
    const base = digest('secret');
    assert.equal(sameDigest(base, base.slice(0, 31)), false);
    assert.equal(sameDigest(base.slice(0, 31), base), false);
    assert.equal(sameDigest(base, ''), false);
    assert.equal(sameDigest(base, base + '\0'), false);
  });
});
