import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { budgetHeaders, type BudgetCheck } from './budget.ts';

const check = (over: Partial<BudgetCheck> = {}): BudgetCheck => ({
  policy: { limitMicros: 1_000_000_000_000, windowSeconds: 3600, key: 'site' },
  counterKey: 'budget:site::3600:1',
  remainingMicros: 999_999_765_432,
  resetSeconds: 1752,
  rejected: false,
  ...over,
});

describe('budgetHeaders', () => {
  it('writes whole numbers in decimal, a limit of a million seconds included, and the time used rounded', () => {
    assert.deepEqual(budgetHeaders(check(), 18_187.6), {
      'X-RateLimit-Limit': '1000000000000',
      'X-RateLimit-Remaining': '999999765432',
      'X-RateLimit-Reset': '1752',
      'X-RateLimit-Used': '18188',
    });
  });

  it('leaves the time used out when it is not known yet', () => {
    assert.equal(budgetHeaders(check(), null)['X-RateLimit-Used'], undefined);
  });

  it('answers a refused request with nothing remaining and Retry-After instead of the time used', () => {
    assert.deepEqual(budgetHeaders(check({ rejected: true, remainingMicros: 0, resetSeconds: 7 }), 5), {
      'X-RateLimit-Limit': '1000000000000',
      'X-RateLimit-Remaining': '0',
      'X-RateLimit-Reset': '7',
      'Retry-After': '7',
    });
  });

  it('writes 0 for an empty budget, never -0 or an exponent', () => {
    const headers = budgetHeaders(check({ policy: { limitMicros: 0, windowSeconds: 60, key: 'ip' }, remainingMicros: 0 }), 0.2);
    assert.equal(headers['X-RateLimit-Limit'], '0');
    assert.equal(headers['X-RateLimit-Remaining'], '0');
    assert.equal(headers['X-RateLimit-Used'], '0');
  });
});
