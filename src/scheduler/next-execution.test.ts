import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cronProblem, nextCronTime } from './cron.ts';
import { cronOfFrequency, frequencyOfKey, keyOfFrequency, queueOfFrequency } from './frequencies.ts';
import { isDue, jitterSeconds, nextExecution, wallDate, wallText, type JobTypeTiming } from './next-execution.ts';

const CREATED = '2018-12-01 10:00:00.000000';
const job = (frequency: string, last: string | null, cron: string | null = null, name = 'module.method'): JobTypeTiming => ({ name, frequency, cron_format: cron, last_execution: last, creation: CREATED });

describe('Scheduled Job Type timing (Frappe test_scheduled_job_type.py)', () => {
  it('a daily job is due once midnight has passed since its last run', () => {
    const daily = job('Daily', '2019-01-01 00:00:00');
    assert.equal(isDue(daily, '2019-01-02 00:00:06'), true);
    assert.equal(isDue(daily, '2019-01-01 00:00:06'), false);
    assert.equal(isDue(daily, '2019-01-01 23:59:59'), false);
  });

  it('a weekly long job is due on Sunday after its jitter, never before', () => {
    const weekly = job('Weekly Long', '2019-01-01 00:00:00');
    const jitter = jitterSeconds(weekly);
    assert.ok(jitter >= 1 && jitter <= 600, `jitter ${jitter} within Frappe's 1 to 600 s`);
    assert.equal(isDue(weekly, '2019-01-06 00:10:01'), true, "Frappe's +10 min for the jitter");
    assert.equal(isDue(weekly, '2019-01-02 00:00:06'), false);
    assert.equal(isDue(weekly, '2019-01-05 23:59:59'), false);
    assert.equal(nextExecution(weekly), wallText(new Date(Date.UTC(2019, 0, 6) + jitter * 1000)));
    assert.equal(jitterSeconds(job('Weekly', null)), 0, 'only _long job types wait');
  });

  it('a monthly job is due on the first of the next month', () => {
    const monthly = job('Monthly', '2019-01-01 00:00:00');
    assert.equal(isDue(monthly, '2019-02-01 00:00:01'), true);
    assert.equal(isDue(monthly, '2019-01-15 00:00:06'), false);
    assert.equal(isDue(monthly, '2019-01-31 23:59:59'), false);
  });

  it('a cron job runs on its expression: 0/15 every quarter hour', () => {
    const cron = job('Cron', '2019-01-01 00:00:00', '0/15 * * * *');
    assert.equal(nextExecution(cron), '2019-01-01 00:15:00.000000');
    assert.equal(isDue(cron, '2019-01-01 00:15:01'), true);
    assert.equal(isDue(cron, '2019-01-01 00:05:06'), false);
    assert.equal(isDue(cron, '2019-01-01 00:14:59'), false);
  });

  it('a job that never ran counts from its creation (cold start): a daily one made at noon waits for midnight', () => {
    const fresh = { ...job('Daily', null), creation: '2019-03-04 11:59:30.000000' };
    assert.equal(isDue(fresh, '2019-03-04 11:59:59.000000'), false);
    assert.equal(isDue(fresh, '2019-03-05 00:00:30.000000'), true);
  });

  it('`all` runs every scheduler_interval, in whole minutes (4 by default)', () => {
    assert.equal(cronOfFrequency('All'), '*/4 * * * *');
    assert.equal(cronOfFrequency('All', 600), '*/10 * * * *');
    assert.equal(cronOfFrequency('All', 30), '*/1 * * * *', 'never below a minute');
    assert.equal(nextExecution(job('All', '2019-01-01 00:01:00')), '2019-01-01 00:04:00.000000');
    assert.equal(nextExecution(job('All', '2019-01-01 00:01:00'), 600), '2019-01-01 00:10:00.000000');
  });

  it('hourly, yearly and annual follow Frappe\'s CRON_MAP', () => {
    assert.equal(nextExecution(job('Hourly', '2019-01-01 10:20:00')), '2019-01-01 11:00:00.000000');
    assert.equal(nextExecution(job('Yearly', '2019-05-01 00:00:00')), '2020-01-01 00:00:00.000000');
    assert.equal(nextExecution(job('Annual', '2019-05-01 00:00:00')), '2020-01-01 00:00:00.000000');
  });

  it('names frequencies as sync_jobs does and queues _long ones on long', () => {
    assert.equal(frequencyOfKey('daily_long'), 'Daily Long');
    assert.equal(frequencyOfKey('all'), 'All');
    assert.equal(keyOfFrequency('Hourly Long'), 'hourly_long');
    assert.equal(queueOfFrequency('Daily Long'), 'long');
    assert.equal(queueOfFrequency('Cron'), 'default');
  });
});

describe("cron expressions as croniter reads them (values checked against croniter's)", () => {
  const after = wallDate('2019-01-01 00:00:00');
  const next = (expression: string) => {
    const first = nextCronTime(expression, after);
    return first && [wallText(first), wallText(nextCronTime(expression, first)!)];
  };
  const cases: Array<[string, string, string]> = [
    ['*/4 * * * *', '2019-01-01 00:04:00', '2019-01-01 00:08:00'],
    ['@hourly', '2019-01-01 01:00:00', '2019-01-01 02:00:00'],
    ['@midnight', '2019-01-02 00:00:00', '2019-01-03 00:00:00'],
    ['@daily', '2019-01-02 00:00:00', '2019-01-03 00:00:00'],
    ['@weekly', '2019-01-06 00:00:00', '2019-01-13 00:00:00'],
    ['@monthly', '2019-02-01 00:00:00', '2019-03-01 00:00:00'],
    ['@yearly', '2020-01-01 00:00:00', '2021-01-01 00:00:00'],
    ['@annually', '2020-01-01 00:00:00', '2021-01-01 00:00:00'],
    ['* * * * * */15', '2019-01-01 00:00:15', '2019-01-01 00:00:30'],
    ['* * * * * 30', '2019-01-01 00:00:30', '2019-01-01 00:01:30'],
    ['0 12 * * * * 2020', '2020-01-01 12:00:00', '2020-01-01 12:00:01'],
    ['0 0 * * 7', '2019-01-06 00:00:00', '2019-01-13 00:00:00'],
    ['0 0 1 * MON', '2019-01-07 00:00:00', '2019-01-14 00:00:00'],
    ['0 0 1,15 * 3', '2019-01-02 00:00:00', '2019-01-09 00:00:00'],
    ['5/5 * * * *', '2019-01-01 00:05:00', '2019-01-01 00:10:00'],
    ['0 0 L * *', '2019-01-31 00:00:00', '2019-02-28 00:00:00'],
    ['0 0 * * fri#2', '2019-01-11 00:00:00', '2019-02-08 00:00:00'],
    ['0 9 * * 1-5', '2019-01-01 09:00:00', '2019-01-02 09:00:00'],
    ['0 0 29 2 *', '2020-02-29 00:00:00', '2024-02-29 00:00:00'],
  ];
  for (const [expression, first, second] of cases) {
    it(`${expression} → ${first}, ${second}`, () => {
      assert.deepEqual(next(expression), [`${first}.000000`, `${second}.000000`]);
    });
  }

  it('an expression naming no date to come has no next execution', () => {
    assert.equal(cronProblem('0 0 31 2 *'), null, 'valid, as croniter takes it');
    assert.equal(nextCronTime('0 0 31 2 *', after), null);
    assert.equal(nextExecution(job('Cron', null, '0 0 31 2 *')), null);
  });

  it('refuses what croniter refuses, with the reason', () => {
    for (const bad of ['60 * * * *', '* * *', '', '@fortnightly', 'H * * * *', 'x'.repeat(201)]) assert.ok(cronProblem(bad), `${bad.slice(0, 20)} refused`);
    assert.equal(cronProblem(42), 'a cron expression must be non-empty text');
  });
});
