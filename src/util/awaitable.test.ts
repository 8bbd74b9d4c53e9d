import assert from 'node:assert/strict';
import { test } from 'node:test';
import { andThen } from './awaitable.ts';

test('andThen goes on at once with a value and after a promise settles', async () => {
  const order: string[] = [];
  const now = andThen(2, (n) => {
    order.push('sync');
    return n * 10;
  });
  assert.equal(now, 20, 'a plain value answers a plain value');
  const later = andThen(Promise.resolve(3), (n) => n * 10);
  assert.ok(later instanceof Promise);
  assert.equal(await later, 30);
  assert.deepEqual(order, ['sync']);
});

test('andThen throws on the synchronous path and rejects on the asynchronous one', async () => {
  assert.throws(() => andThen(1, () => { throw new Error('now'); }), /now/);
  await assert.rejects(andThen(Promise.resolve(1), () => { throw new Error('later'); }) as Promise<never>, /later/);
  await assert.rejects(andThen(Promise.reject(new Error('upstream')), (n) => n) as Promise<never>, /upstream/);
});
