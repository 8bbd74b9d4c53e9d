import assert from 'node:assert/strict';
import { it } from 'node:test';
import { manualClock } from '../context/clock.ts';
import { SYSTEM } from '../context/principal.ts';
import type { RequestContext } from '../context/request-context.ts';
import type { Tx } from '../storage/database.ts';
import { contextWith, OperationContext, type DocContext } from './doc-context.ts';

const clock = manualClock(Date.UTC(2026, 10, 27, 9, 30, 0) * 1000);
const site = { timeZone: 'UTC' } as unknown as DocContext['site'];
const user = { name: 'someone@example.com' } as unknown as RequestContext['user'];

function operation(): OperationContext {
  return new OperationContext('req-1', '127.0.0.1', site, user, clock, console as unknown as RequestContext['log'], [], {} as Tx, () => {}, () => {});
}

it('takes the operation\'s time when first asked, then keeps it', () => {
  clock.set(Date.UTC(2026, 10, 27, 9, 30, 0) * 1000);
  const dc = operation();
  clock.advanceSeconds(2);
  assert.equal(dc.now, '2026-11-27 09:30:02.000000', 'the time of the first ask, not of the building');
  clock.advanceSeconds(5);
  assert.equal(dc.now, '2026-11-27 09:30:02.000000');
});

it('a context made with other parts keeps the rest, the operation\'s time shared both ways', () => {
  clock.set(Date.UTC(2026, 10, 27, 10, 0, 0) * 1000);
  const dc = operation();
  const system = contextWith(dc, { user: SYSTEM });
  assert.equal(system.user, SYSTEM);
  assert.equal(dc.user, user, 'the original is untouched');
  assert.equal(system.tx, dc.tx);
  assert.equal(system.messages, dc.messages);
  clock.advanceSeconds(1);
  assert.equal(system.now, '2026-11-27 10:00:01.000000');
  clock.advanceSeconds(1);
  assert.equal(dc.now, system.now, 'taken once for the operation, whichever context asked first');
});

it('a context given its own time keeps it apart from the operation\'s', () => {
  const dc = operation();
  const later = contextWith(dc, { now: '2026-11-27 11:00:00.000000' });
  assert.equal(later.now, '2026-11-27 11:00:00.000000');
  assert.notEqual(dc.now, later.now);
});

it('a spread copy would lose the time, which is why variations go through contextWith', () => {
  const dc = operation();
  assert.equal(({ ...dc } as DocContext).now, undefined);
  const plain = { ...dc, now: '2026-01-01 00:00:00.000000' } as DocContext;
  assert.equal(contextWith(plain, { user: SYSTEM }).now, '2026-01-01 00:00:00.000000', 'a plain context is copied with its parts');
});
