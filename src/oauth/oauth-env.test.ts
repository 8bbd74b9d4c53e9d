import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Logger } from '../context/request-context.ts';
import { sweepStaleGrants } from './oauth-env.ts';
import type { OAuthStore } from './store/oauth-store.ts';

function logInto(warnings: unknown[]): Logger {
  const quiet = () => {};
  return { info: quiet, debug: quiet, error: quiet, warn: (obj: unknown) => void warnings.push(obj) };
}

describe('sweeping stale OAuth grants', () => {
  it('runs at most once an hour per store', async () => {
    const sweeps: number[] = [];
    const store = { deleteStale: async (now: number) => void sweeps.push(now) } as unknown as OAuthStore;
    const log = logInto([]);
    for (const now of [1_000, 1_000 + 3599, 1_000 + 3600]) await sweepStaleGrants({ log, store, now });
    assert.deepEqual(sweeps, [1_000, 4_600]);
  });

  it('never throws: a failed sweep is logged, so tokens already issued are still answered', async () => {
    const warnings: unknown[] = [];
    const store = { deleteStale: async () => Promise.reject(new Error('lock wait timeout')) } as unknown as OAuthStore;
    await sweepStaleGrants({ log: logInto(warnings), store, now: 5_000 });
    assert.equal(warnings.length, 1);
    assert.match(String((warnings[0] as { err: Error }).err.message), /lock wait timeout/);
  });
});
