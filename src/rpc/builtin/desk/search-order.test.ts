import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AppError } from '../../../errors/app-error.ts';
import { checkSearchfield, sortPage } from './search-order.ts';

describe('sortPage', () => {
  it('puts names starting with the text (case-folded) first, then orders each part by name, stably', () => {
    const rows = [['zz apple', 1], ['Apple pie', 2], ['crab apple', 3], ['apple', 4], ['crab apple', 5]];
    assert.deepEqual(sortPage(rows, 'APP'), [['Apple pie', 2], ['apple', 4], ['crab apple', 3], ['crab apple', 5], ['zz apple', 1]]);
  });

  it('orders by name alone when there is no text', () => {
    assert.deepEqual(sortPage([['b'], ['a'], [null]], ''), [[null], ['a'], ['b']]);
  });
});

describe('checkSearchfield', () => {
  it('lets words through, Unicode letters included, and nothing when absent', () => {
    for (const field of ['name', 'customer_name', 'naïve_feld', 'x1', '', undefined]) assert.doesNotThrow(() => checkSearchfield(field), String(field));
  });

  it('refuses anything else with 417 DataError', () => {
    for (const field of ['1=1', 'name or 1', '*', ';', 'select`sid`from`tabSessions`', 'a.b', 'a-b']) {
      assert.throws(() => checkSearchfield(field), (e: unknown) => e instanceof AppError && e.code === 'DATA_ERROR', field);
    }
  });
});
