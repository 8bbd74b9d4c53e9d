import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { HEAP_GROWING_PERCENT, heapGrowingFlag } from './heap-tuning.ts';

describe('heapGrowingFlag', () => {
  it('sets the serving heap growth when node was started without one', () => {
    assert.equal(heapGrowingFlag([]), `--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
    assert.equal(heapGrowingFlag(['--enable-source-maps', '--max-old-space-size=512']), `--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  });

  for (const given of ['--heap-growing-percent=50', '--heap_growing_percent=50', '--heap-growing-percent']) {
    it(`leaves the operator's ${given} alone`, () => assert.equal(heapGrowingFlag(['--import', 'tsx', given]), null));
  }

  it('is not fooled by a flag that only starts alike', () => {
    assert.equal(heapGrowingFlag(['--heap-growing-percentage=50']), `--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  });
});
