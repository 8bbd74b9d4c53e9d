import assert from 'node:assert/strict';
import { it } from 'node:test';
import { addMonths, formatDatetime, parseDate, parseDatetime, parseTime } from './datetime.ts';

it('formats epoch microseconds in Frappe format, in UTC and in other zones', () => {
  const micros = Date.UTC(2026, 0, 15, 23, 30, 5, 123) * 1000 + 456;
  assert.equal(formatDatetime(micros, 'UTC'), '2026-01-15 23:30:05.123456');
  assert.equal(formatDatetime(micros, 'Asia/Kolkata'), '2026-01-16 05:00:05.123456');
  assert.equal(formatDatetime(micros, 'America/New_York'), '2026-01-15 18:30:05.123456');
});

it('normalises dates, datetimes and times, rejecting impossible ones', () => {
  assert.equal(parseDate('2024-02-29'), '2024-02-29');
  assert.equal(parseDate('2023-02-29'), null);
  assert.equal(parseDate('2024-01-05 10:00:00'), '2024-01-05');
  assert.equal(parseDatetime('2024-01-05T10:00'), '2024-01-05 10:00:00.000000');
  assert.equal(parseDatetime('2024-01-05 10:00:00.5'), '2024-01-05 10:00:00.500000');
  assert.equal(parseDatetime('2024-01-05'), '2024-01-05 00:00:00.000000');
  assert.equal(parseDatetime('2024-01-05 25:00:00'), null);
  assert.equal(parseTime('9:05'), '09:05:00');
  assert.equal(parseTime('24:00'), null);
  assert.equal(addMonths('2024-01-31', 1), '2024-02-29');
});
