import assert from 'node:assert/strict';
import { it } from 'node:test';
import { datetimeText, timeText } from './temporal-text.ts';

it('gives a datetime six fractional digits, whatever precision it came in', () => {
  assert.equal(datetimeText('2024-01-05 10:00:00'), '2024-01-05 10:00:00.000000');
  assert.equal(datetimeText('2024-01-05 10:00:00.25'), '2024-01-05 10:00:00.250000');
  assert.equal(datetimeText('2024-01-05 10:00:00.123456'), '2024-01-05 10:00:00.123456');
});

it('gives a time a six-digit fraction only when the fraction is not zero', () => {
  assert.equal(timeText('13:45:10'), '13:45:10');
  assert.equal(timeText('13:45:10.5'), '13:45:10.500000');
  assert.equal(timeText('13:45:10.000000'), '13:45:10');
  assert.equal(timeText('-838:59:59.000001'), '-838:59:59.000001');
});
