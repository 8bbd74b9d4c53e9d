import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import v8 from 'node:v8';
import vm from 'node:vm';
import { capHeapGrowth, growingPercentFor, HEAP_GROWING_PERCENT, MAX_HEADROOM_MB, MIN_HEAP_GROWING_PERCENT, operatorChoseGrowth } from './heap-tuning.ts';

describe('operatorChoseGrowth', () => {
  it('is false when node was started without a heap growth', () => {
    assert.equal(operatorChoseGrowth([]), false);
    assert.equal(operatorChoseGrowth(['--enable-source-maps', '--max-old-space-size=512']), false);
  });

  for (const given of ['--heap-growing-percent=50', '--heap_growing_percent=50', '--heap-growing-percent']) {
    it(`sees the operator's ${given}`, () => assert.equal(operatorChoseGrowth(['--import', 'tsx', given]), true));
  }

  it('is not fooled by a flag that only starts alike', () => {
    assert.equal(operatorChoseGrowth(['--heap-growing-percentage=50']), false);
  });
});

describe('growingPercentFor', () => {
  it('grows a small heap by 200%', () => {
    for (const live of [0, 5, 12, 16]) assert.equal(growingPercentFor(live), HEAP_GROWING_PERCENT, `${live} MB live`);
  });

  it(`keeps a larger heap's headroom at ${MAX_HEADROOM_MB} MB`, () => {
    for (const live of [20, 32, 40, 64, 100]) {
      const headroom = (live * growingPercentFor(live)) / 100;
      assert.ok(headroom <= MAX_HEADROOM_MB && headroom > MAX_HEADROOM_MB - 1, `${live} MB live: ${headroom} MB headroom`);
    }
  });

  it(`never goes below ${MIN_HEAP_GROWING_PERCENT}%`, () => {
    assert.equal(growingPercentFor(128), MIN_HEAP_GROWING_PERCENT);
    assert.equal(growingPercentFor(1000), MIN_HEAP_GROWING_PERCENT);
  });
});

describe('capHeapGrowth', () => {
  it('starts at 200% and lowers the percentage after a full collection that leaves a large heap', async () => {
    v8.setFlagsFromString('--expose-gc');
    const fullCollection = vm.runInNewContext('gc') as () => void;
    const applied: number[] = [];
    let used = 12;
    const stop = capHeapGrowth((percent) => applied.push(percent), () => used);
    try {
      assert.deepEqual(applied, [HEAP_GROWING_PERCENT]);
      used = 64;
      fullCollection();
      for (let i = 0; i < 50 && applied.length < 2; i++) await new Promise((r) => setTimeout(r, 10));
      assert.deepEqual(applied, [HEAP_GROWING_PERCENT, growingPercentFor(64)]);
      fullCollection();
      await new Promise((r) => setTimeout(r, 50));
      assert.deepEqual(applied, [HEAP_GROWING_PERCENT, growingPercentFor(64)], 'the same heap sets nothing again');
    } finally {
      stop();
    }
  });
});
