import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_SYSTEM_SETTINGS } from '../context/system-settings.ts';
import { mergeSchedulerEvents, readSchedulerEvents, type TargetLookup } from './scheduler-events.ts';
import { inactiveReason, schedulerStatus } from './scheduler-status.ts';
import { schedulerInterval, schedulerTick } from './scheduler-config.ts';
import { commonConfigFrom, siteConfigFrom } from '../config/site-config.ts';

const exported = () => undefined;
const targets: TargetLookup = {
  pathOf: (t) => (typeof t === 'string' ? t : t === exported ? 'app.tasks.exported' : null),
  isTarget: (p) => p.startsWith('app.'),
};

describe("an app's scheduler_events", () => {
  it('reads every frequency key, function references and cron entries', () => {
    assert.deepEqual(readSchedulerEvents({ all: ['app.a'], weekly_long: [exported], cron: { ' 0/15 * * * * ': ['app.b'] } }, targets), [
      { method: 'app.a', frequency: 'All', cronFormat: null },
      { method: 'app.tasks.exported', frequency: 'Weekly Long', cronFormat: null },
      { method: 'app.b', frequency: 'Cron', cronFormat: '0/15 * * * *' },
    ]);
  });

  it('refuses what cannot run, with the reason', () => {
    const refused: Array<[unknown, RegExp]> = [
      [[], /must be an object of frequency/],
      [{ every_minute: ['app.a'] }, /unknown frequency "every_minute"/],
      [{ hourly: 'app.a' }, /scheduler_events.hourly must be a list of methods/],
      [{ cron: ['app.a'] }, /scheduler_events.cron must be an object of cron expression/],
      [{ cron: { '61 * * * *': ['app.a'] } }, /is not a valid Cron expression/],
      [{ cron: { '@fortnightly': ['app.a'] } }, /is not a cron alias/],
      [{ cron: { '* * * * *': 'app.a' } }, /must be a list of methods/],
      [{ daily: [() => 1] }, /daily\[0\] is a function no app module exports/],
      [{ daily: ['other.x'] }, /other.x is neither a function exported/],
    ];
    for (const [value, reason] of refused) assert.throws(() => readSchedulerEvents(value, targets), reason, JSON.stringify(value));
  });

  it('keeps one job type for the same method, frequency and expression declared twice', () => {
    const event = { method: 'app.a', frequency: 'Hourly' as const, cronFormat: null };
    assert.deepEqual(mergeSchedulerEvents([[event], [event, { ...event, frequency: 'Daily' }]]), [event, { ...event, frequency: 'Daily' }]);
  });
});

describe('whether a site is scheduled (Frappe is_scheduler_inactive)', () => {
  const enabled = { ...DEFAULT_SYSTEM_SETTINGS, enableScheduler: true };
  it('is active only when enabled and neither in maintenance, paused nor disabled', () => {
    const site = (values: Record<string, unknown>) => siteConfigFrom(values);
    assert.equal(inactiveReason({ config: site({}), settings: enabled }), null);
    assert.deepEqual(schedulerStatus({ config: site({}), settings: enabled }), { status: 'active' });
    assert.equal(inactiveReason({ config: site({}), settings: DEFAULT_SYSTEM_SETTINGS }), 'SystemSettings.enable_scheduler is UNSET');
    assert.equal(inactiveReason({ config: site({ maintenance_mode: 1, pause_scheduler: 1 }), settings: enabled }), 'Maintenance mode is ON');
    assert.equal(inactiveReason({ config: site({ pause_scheduler: true }), settings: enabled }), 'pause_scheduler is SET');
    assert.equal(inactiveReason({ config: site({ disable_scheduler: '1' }), settings: enabled }), 'disable_scheduler is SET');
    assert.deepEqual(schedulerStatus({ config: site({ pause_scheduler: 0, disable_scheduler: 0 }), settings: DEFAULT_SYSTEM_SETTINGS }), { status: 'inactive' });
  });

  it('reads the interval and the tick with their defaults, and refuses what they cannot be', () => {
    assert.equal(schedulerInterval(siteConfigFrom({})), 240);
    assert.equal(schedulerInterval(siteConfigFrom({ scheduler_interval: 600 })), 600);
    assert.throws(() => siteConfigFrom({ scheduler_interval: 5 }), /scheduler_interval must be a whole number of seconds from 60/);
    assert.equal(schedulerTick(commonConfigFrom({})), 60);
    assert.equal(schedulerTick(commonConfigFrom({ scheduler_tick_interval: 0.5 })), 0.5);
    assert.throws(() => commonConfigFrom({ scheduler_tick_interval: 'soon' }), /scheduler_tick_interval must be a number of seconds from 0.05 to 3600/);
  });
});
