import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { runSteps } from './step-table.ts';

describe('runSteps', () => {
  it('runs steps in table order, waiting for each that returns a promise before the next', async () => {
    const seen: string[] = [];
    await runSteps<string[]>([
      ['first', (s) => void s.push('a')],
      ['slow', (s) => new Promise<void>((resolve) => setTimeout(() => (s.push('b'), resolve()), 5))],
      ['third', (s) => void s.push('c')],
    ], seen);
    assert.deepEqual(seen, ['a', 'b', 'c']);
  });

  it('stops at the first step that throws or rejects, and passes the error on', async () => {
    const seen: string[] = [];
    await assert.rejects(runSteps<string[]>([['one', (s) => void s.push('1')], ['fails', () => Promise.reject(new Error('no'))], ['never', (s) => void s.push('x')]], seen), /no/);
    await assert.rejects(runSteps<string[]>([['throws', () => { throw new Error('sync'); }], ['never', (s) => void s.push('y')]], seen), /sync/);
    assert.deepEqual(seen, ['1']);
  });

  it('waits for a step answering a thenable that is not a native promise', async () => {
    const seen: string[] = [];
    const later: PromiseLike<void> = { then: (resolve) => (setTimeout(() => (seen.push('thenable'), resolve?.(undefined)), 5), undefined) as never };
    await runSteps<string[]>([['thenable', () => later], ['after', (s) => void s.push('after')]], seen);
    assert.deepEqual(seen, ['thenable', 'after']);
  });
});
