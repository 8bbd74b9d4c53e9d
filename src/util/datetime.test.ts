import assert from 'node:assert/strict';
import { it } from 'node:test';
import { addMonths, formatDatetime, parseDate, parseDatetime, parseTime } from './datetime.ts';

it('formats epoch microseconds in Frappe format, in UTC and in other zones', () => {
  const micros = Date.UTC(2026, 0, 15, 23, 30, 5, 123) * 1000 + 456;
  assert.equal(formatDatetime(micros, 'UTC'), '2026-01-15 23:30:05.123456');
  assert.equal(formatDatetime(micros, 'Asia/Kolkata'), '2026-01-16 05:00:05.123456');
  assert.equal(formatDatetime(micros, 'America/New_York'), '2026-01-15 18:30:05.123456');
});

it('answers each instant with its own second, asked in turns across zones and around a clock change', () => {
  // Europe/Berlin springs from 02:00 to 03:00 at 01:00 UTC on 2026-03-29.
  const at = (iso: string, extraMicros = 0) => Date.parse(iso) * 1000 + extraMicros;
  const asked: Array<[number, string, string]> = [
    [at('2026-03-29T00:59:59.250Z'), 'Europe/Berlin', '2026-03-29 01:59:59.250000'],
    [at('2026-03-29T00:59:59.750Z'), 'UTC', '2026-03-29 00:59:59.750000'],
    [at('2026-03-29T00:59:59.999Z', 999), 'Europe/Berlin', '2026-03-29 01:59:59.999999'],
    [at('2026-03-29T01:00:00.000Z'), 'Europe/Berlin', '2026-03-29 03:00:00.000000'],
    [at('2026-03-29T01:00:00.000Z'), 'UTC', '2026-03-29 01:00:00.000000'],
    [at('2026-03-29T00:59:59.500Z'), 'Europe/Berlin', '2026-03-29 01:59:59.500000'],
    [at('1969-12-31T23:59:58.500Z'), 'UTC', '1969-12-31 23:59:58.500000'],
    [at('1969-12-31T23:59:59.000Z'), 'UTC', '1969-12-31 23:59:59.000000'],
  ];
  for (const [micros, zone, expected] of asked) assert.equal(formatDatetime(micros, zone), expected, `${zone} ${micros}`);
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
