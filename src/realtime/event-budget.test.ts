import assert from 'node:assert/strict';
import { test } from 'node:test';
import { EventBudget } from './event-budget.ts';

const SECOND = 1_000_000;

test('a burst up to the limit is taken, the next events are dropped, then the socket is cut', () => {
  const budget = new EventBudget(3, 1, 0);
  assert.deepEqual(Array.from({ length: 7 }, () => budget.admit(0)), ['take', 'take', 'take', 'drop', 'drop', 'drop', 'cut']);
});

test('the allowance refills evenly over its seconds, never beyond the limit', () => {
  const budget = new EventBudget(4, 2, 0);
  for (let i = 0; i < 4; i++) assert.equal(budget.admit(0), 'take');
  assert.equal(budget.admit(0), 'drop');
  // 2 events a second: half a second brings one back.
  assert.equal(budget.admit(SECOND / 2), 'take');
  assert.equal(budget.admit(SECOND / 2), 'drop');
  // An hour idle fills it to its limit, no more.
  const later = 3600 * SECOND;
  assert.deepEqual(Array.from({ length: 5 }, () => budget.admit(later)), ['take', 'take', 'take', 'take', 'drop']);
});

test('a client at its pace is never dropped; one a little over it loses events but is not cut', () => {
  const steady = new EventBudget(10, 1, 0);
  for (let i = 1; i <= 1000; i++) assert.equal(steady.admit(i * (SECOND / 10)), 'take');

  const eager = new EventBudget(10, 1, 0);
  const seen = new Set<string>();
  // 15 a second for a minute: half again its pace, under twice it.
  for (let i = 1; i <= 900; i++) seen.add(eager.admit(i * (SECOND / 15)));
  assert.deepEqual([...seen].sort(), ['drop', 'take']);
});

test('a clock that steps back refills nothing', () => {
  const budget = new EventBudget(1, 1, 10 * SECOND);
  assert.equal(budget.admit(10 * SECOND), 'take');
  assert.equal(budget.admit(0), 'drop');
});
