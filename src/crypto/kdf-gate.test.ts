import assert from 'node:assert/strict';
import { it } from 'node:test';
import { KdfGate } from './kdf-gate.ts';

it('runs at most `size` jobs at once and all of them in the end, in arrival order', async () => {
  const gate = new KdfGate(2);
  let running = 0;
  let peak = 0;
  const order: number[] = [];
  const job = (i: number) => gate.run(async () => {
    running++;
    peak = Math.max(peak, running);
    await new Promise((r) => setTimeout(r, 5));
    order.push(i);
    running--;
    return i;
  });
  const results = await Promise.all(Array.from({ length: 7 }, (_, i) => job(i)));
  assert.deepEqual(results, [0, 1, 2, 3, 4, 5, 6]);
  assert.equal(peak, 2);
  assert.deepEqual(order.slice(2), [2, 3, 4, 5, 6]);
});

it('frees its slot when a job throws', async () => {
  const gate = new KdfGate(1);
  await assert.rejects(gate.run(async () => { throw new Error('x'); }));
  assert.equal(await gate.run(async () => 'after'), 'after');
});
