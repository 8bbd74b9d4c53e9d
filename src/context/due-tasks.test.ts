import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DueTasks } from './due-tasks.ts';

test('a task is due once per interval, and tasks are timed apart', () => {
  const due = new DueTasks();
  assert.equal(due.claim('sweep', 1000, 5_000), true, 'never ran: due');
  assert.equal(due.claim('sweep', 1000, 5_500), false, 'ran 500 ms ago');
  assert.equal(due.claim('other', 1000, 5_500), true, 'another task has its own time');
  assert.equal(due.claim('sweep', 1000, 6_000), true, 'an interval later: due again');
  assert.equal(due.claim('sweep', 1000, 6_999), false);
});
