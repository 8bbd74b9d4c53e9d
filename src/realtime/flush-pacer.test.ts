import assert from 'node:assert/strict';
import { test } from 'node:test';
import { FlushPacer } from './flush-pacer.ts';

/** A TCP socket that records when it was corked and let go. */
function fakeWebSocket(uncorkCostMs = 0) {
  const log: Array<{ at: number; what: 'cork' | 'uncork' }> = [];
  const raw = {
    cork: () => log.push({ at: performance.now(), what: 'cork' }),
    uncork: () => {
      log.push({ at: performance.now(), what: 'uncork' });
      const until = performance.now() + uncorkCostMs;
      while (performance.now() < until);
    },
  };
  return { ws: raw, log };
}

const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));

test('an idle pacer lets the frames of one turn go at the end of that turn, each socket corked once', async () => {
  const pacer = new FlushPacer();
  const a = fakeWebSocket();
  const b = fakeWebSocket();
  pacer.hold(a.ws);
  pacer.hold(a.ws);
  pacer.hold(b.ws);
  assert.deepEqual(a.log.map((e) => e.what), ['cork']);
  await new Promise((r) => setImmediate(r));
  assert.deepEqual(a.log.map((e) => e.what), ['cork', 'uncork']);
  assert.deepEqual(b.log.map((e) => e.what), ['cork', 'uncork']);
});

test('after a flush that took 30 ms, the next waits until 30 ms after it ended, and carries everything held meanwhile', async () => {
  const pacer = new FlushPacer();
  const slow = fakeWebSocket(30);
  pacer.hold(slow.ws);
  await new Promise((r) => setImmediate(r));
  const firstEnd = performance.now();
  const other = fakeWebSocket();
  pacer.hold(other.ws);
  pacer.hold(slow.ws);
  await new Promise((r) => setImmediate(r));
  assert.deepEqual(other.log.map((e) => e.what), ['cork'], 'held, not let go at the end of the turn');
  // Timers fire late on a loaded machine: wait for the release (up to 2 s), then judge its time.
  let released: { at: number } | undefined;
  for (let waited = 0; !released && waited < 2000; waited += 10) {
    await settle(10);
    released = other.log.find((e) => e.what === 'uncork');
  }
  assert.ok(released, 'let go after the wait');
  assert.ok(released.at - firstEnd >= 25, `waited ${(released.at - firstEnd).toFixed(1)} ms`);
  assert.equal(slow.log.filter((e) => e.what === 'uncork').length, 2);
});

test('a pacer whose last flush was long ago adds no wait', async () => {
  const pacer = new FlushPacer();
  const slow = fakeWebSocket(10);
  pacer.hold(slow.ws);
  await new Promise((r) => setImmediate(r));
  await settle(20);
  const next = fakeWebSocket();
  pacer.hold(next.ws);
  await new Promise((r) => setImmediate(r));
  assert.deepEqual(next.log.map((e) => e.what), ['cork', 'uncork']);
});

const nextTurn = () => new Promise((r) => setImmediate(r));

test('a round lets go of a slice of sockets a turn, and other work runs between the slices', async () => {
  const pacer = new FlushPacer(2);
  const sockets = Array.from({ length: 5 }, () => fakeWebSocket());
  for (const s of sockets) pacer.hold(s.ws);
  const letGo = () => sockets.filter((s) => s.log.some((e) => e.what === 'uncork')).length;
  // Queued after the round's start: runs after its first slice, before its second.
  const between = new Promise<number>((r) => setImmediate(() => r(letGo())));
  assert.equal(await between, 2);
  for (let i = 0; i < 3; i++) await nextTurn();
  assert.equal(letGo(), 5);
  for (const s of sockets) assert.deepEqual(s.log.map((e) => e.what), ['cork', 'uncork']);
});

test('an event held during a round rides along to the sockets not yet let go; the others wait for the next round', async () => {
  const pacer = new FlushPacer(1);
  const first = fakeWebSocket();
  const second = fakeWebSocket();
  pacer.hold(first.ws);
  pacer.hold(second.ws);
  await nextTurn();
  assert.deepEqual(first.log.map((e) => e.what), ['cork', 'uncork']);
  pacer.hold(first.ws);
  pacer.hold(second.ws);
  assert.deepEqual(second.log.map((e) => e.what), ['cork'], 'still corked in this round: not corked twice');
  await nextTurn();
  assert.deepEqual(second.log.map((e) => e.what), ['cork', 'uncork']);
  assert.deepEqual(first.log.map((e) => e.what), ['cork', 'uncork', 'cork'], 'held for the next round');
  await settle(20);
  assert.deepEqual(first.log.map((e) => e.what), ['cork', 'uncork', 'cork', 'uncork']);
});
