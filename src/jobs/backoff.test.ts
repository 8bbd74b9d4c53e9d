import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MAX_RETRY_DELAY_MS, retryDelayMs } from './backoff.ts';

describe('retryDelayMs', () => {
  it('doubles from the base with each failure', () => {
    assert.deepEqual([1, 2, 3, 4].map((n) => retryDelayMs(100, n)), [100, 200, 400, 800]);
  });
  it('never waits more than an hour', () => {
    assert.equal(retryDelayMs(60_000, 30), MAX_RETRY_DELAY_MS);
  });
});
