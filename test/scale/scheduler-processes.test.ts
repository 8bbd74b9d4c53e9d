import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { appsWith, SCHEDULER_APP } from '../helpers/apps.ts';
import { enabledDialects } from '../helpers/dialects.ts';
import { startSvcWorker, type SvcWorkerProcess } from '../helpers/svc-process.ts';
import { createTestSite, type TestSite } from '../helpers/test-site.ts';
import { eventually } from '../stores/job-queue-contract.ts';

const apps = await appsWith(SCHEDULER_APP);
const env = { SVC_APPS_DIRS: SCHEDULER_APP };
const bin = path.resolve(import.meta.dirname, '../../bin/svc.js');

function svc(site: TestSite, ...args: string[]) {
  const res = spawnSync(process.execPath, [bin, '--sites-dir', site.sitesDir, ...args], { encoding: 'utf8', env: { ...process.env, SVC_LOG_LEVEL: 'silent', ...env } });
  return { code: res.status, out: res.stdout.trim(), err: res.stderr.trim() };
}

/**
 * Real processes: three `svc worker` processes run the scheduler on one site, ticking every
 * 0.1 s. One holds the site's lease; killed with -9, another takes it once it runs out; stopped
 * with SIGTERM, it gives it back and the third takes it at its next tick. Throughout, the
 * every-two-seconds job runs once per period. `svc scheduler` switches it on and off.
 */
for (const dialect of await enabledDialects()) {
  describe(`scheduler in several processes [${dialect.name}]`, () => {
    it('svc scheduler enables, pauses and reports; one worker of three ticks, and the lease passes on when it dies or stops', async () => {
      const site = await createTestSite(dialect, { apps });
      fs.writeFileSync(path.join(site.sitesDir, 'common_site_config.json'), JSON.stringify({ default_site: site.site, scheduler_tick_interval: 0.1 }));
      const runtime = await site.app.sites.get(site.site);
      const workers: SvcWorkerProcess[] = [];
      try {
        const status = () => JSON.parse(svc(site, 'scheduler', 'status', '--json').out);
        assert.deepEqual(status(), { status: 'disabled', site: site.site, reason: 'SystemSettings.enable_scheduler is UNSET', holder: null }, 'off on a new site');
        assert.equal(svc(site, 'scheduler', 'pause').out, `Scheduler is paused for site ${site.site}`);
        assert.equal(JSON.parse(fs.readFileSync(path.join(site.sitesDir, site.site, 'site_config.json'), 'utf8')).pause_scheduler, 1);
        assert.equal(svc(site, 'scheduler', 'enable').out, `Scheduler is enabled for site ${site.site}`);
        assert.equal(status().reason, 'pause_scheduler is SET');
        assert.equal(svc(site, 'scheduler', 'resume', '--json').out, JSON.stringify({ status: 'resumed', site: site.site }));
        assert.equal(status().status, 'enabled');
        const bad = svc(site, 'scheduler', 'stop');
        assert.equal(bad.code, 1);
        assert.match(bad.err, /unknown state "stop" \(one of enable, disable, pause, resume, status\)/);

        // The built-in app's own job type (the email queue's flush) is stopped: only the test app's job runs.
        await runtime.db.write((tx) => tx.run(tx.builder.updateTable('tabScheduled Job Type').set({ stopped: 1 }).where('name', '=', 'queue.flush')));
        for (let i = 0; i < 3; i++) workers.push(await startSvcWorker(site.sitesDir, ['--queue', 'default,long'], env));
        const names = workers.map((w) => w.name);
        const holderAmong = (candidates: string[]) => eventually(async () => {
          const holder = await runtime.schedulerLease.holder();
          return holder !== null && candidates.includes(holder) && holder;
        }, 20_000, `one of ${candidates.join(', ')} to hold the lease`);

        const first = await holderAmong(names);
        assert.equal(status().holder, first);
        const killed = workers.find((w) => w.name === first)!;
        await killed.kill();
        const second = await holderAmong(names.filter((n) => n !== first));
        const stopped = workers.find((w) => w.name === second)!;
        assert.equal(await stopped.stop('SIGTERM'), 0);
        // A holder that stops gives the lease back as it exits, so the next tick anywhere takes it
        // (a lease left to run out would still name the stopped process here).
        assert.notEqual(await runtime.schedulerLease.holder(), second, 'the stopped process gave the lease back');
        const third = await holderAmong(names.filter((n) => n !== first && n !== second));
        assert.ok(third);

        // Every-two-seconds runs: at least a few, never two in one period, whichever process held the lease.
        await eventually(async () => (await runtime.db.read((tx) => tx.all(tx.builder.selectFrom('tabScheduled Job Log').select('creation').where('scheduled_job_type', '=', 'tasks.each_second')))).length >= 3, 40_000, 'three runs of the two-second job');
        const runs = (await runtime.db.read((tx) => tx.all<{ creation: string }>(tx.builder.selectFrom('tabScheduled Job Log').select('creation').where('scheduled_job_type', '=', 'tasks.each_second')))).map((r) => String(r.creation));
        const periods = runs.map((c) => Math.floor(Date.parse(`${c.slice(0, 19).replace(' ', 'T')}Z`) / 2000));
        assert.equal(new Set(periods).size, periods.length, `one run per period: ${runs.sort().join(', ')}`);
      } finally {
        await Promise.all(workers.map((w) => w.kill()));
        await site.close();
      }
    });
  });
}
