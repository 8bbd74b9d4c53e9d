// Jobs under kill -9 (issue 51): 10,000 jobs enqueued on a fresh SQLite site, run by `svc worker`
// processes of which one is killed with SIGKILL every KILL_EVERY_MS and replaced, until every
// job has ended. Each job writes a Note whose title names it, so what ran is counted from the
// site's own rows. Lost: a job that was acknowledged (its enqueue returned) and neither finished
// nor failed by the end; the target is 0. Ran twice: a Note written twice (delivery is at least
// once: a job whose worker died after its commit and before its acknowledgement runs again).
// `npm run bench:jobs-crash [-- --jobs N]`.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { BUILTIN_APP_DIR, loadApps } from '../src/apps/load-apps.ts';
import { systemClock } from '../src/context/clock.ts';
import { newJob } from '../src/jobs/new-job.ts';
import { createSite } from '../src/sites/create-site.ts';
import { SiteRuntime } from '../src/sites/site-runtime.ts';
import { table } from './report.ts';

const JOBS = Number(process.argv[process.argv.indexOf('--jobs') + 1]) || 10_000;
const WORKERS = 2;
const CONCURRENCY = 4;
const KILL_EVERY_MS = 3000;
const LEASE_S = 2;
const GIVE_UP_MS = 15 * 60_000;
const root = path.resolve(import.meta.dirname, '..');
const JOBS_APP = path.join(root, 'test', 'fixtures', 'apps', 'jobtest');
const SVC_BIN = path.join(root, 'bin', 'svc.js');
const log = pino({ level: 'silent' });
const clock = systemClock();

function startWorker(sitesDir: string): ChildProcess {
  return spawn(process.execPath, [SVC_BIN, '--sites-dir', sitesDir, 'worker', '--concurrency', String(CONCURRENCY), '--lease', String(LEASE_S), '--no-scheduler'], {
    env: { ...process.env, SVC_APPS_DIRS: JOBS_APP, SVC_LOG_LEVEL: 'silent' },
    stdio: 'ignore',
  });
}

async function main(): Promise<void> {
  const sitesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-bench-jobs-'));
  const apps = await loadApps([BUILTIN_APP_DIR, JOBS_APP]);
  const site = 'jobs.bench';
  await createSite({ sitesDir, name: site, adminPassword: 'bench-admin', developerMode: false, apps, clock, log, dbType: 'sqlite' });
  const runtime = await SiteRuntime.open(sitesDir, site, apps, clock, log);
  const queue = runtime.jobs.queue;
  const origin = { method: 'jobtest.tasks.make_note', user: 'Administrator', onSuccess: null, onFailure: null, queues: runtime.jobs.queues };
  let acknowledged = 0;
  for (let i = 0; i < JOBS; i++) {
    const outcome = await queue.enqueue(newJob(origin, { jobId: `crash-${i}`, kwargs: { title: `crash-${i}` } }));
    if (outcome.enqueued) acknowledged++;
  }
  process.stdout.write(`${acknowledged} jobs enqueued; ${WORKERS} workers of concurrency ${CONCURRENCY}, one killed with -9 every ${KILL_EVERY_MS} ms\n`);

  const workers = Array.from({ length: WORKERS }, () => startWorker(sitesDir));
  const started = Date.now();
  let kills = 0;
  const open = async () => (await queue.count({ status: 'queued' })) + (await queue.count({ status: 'started' })) + (await queue.count({ status: 'scheduled' }));
  while ((await open()) > 0 && Date.now() - started < GIVE_UP_MS) {
    await new Promise((r) => setTimeout(r, KILL_EVERY_MS));
    const victim = kills % WORKERS;
    workers[victim]!.kill('SIGKILL');
    kills++;
    workers[victim] = startWorker(sitesDir);
  }
  // The last kill's jobs come back once their leases run out: let the workers drain them unharmed.
  while ((await open()) > 0 && Date.now() - started < GIVE_UP_MS) await new Promise((r) => setTimeout(r, 250));
  const seconds = (Date.now() - started) / 1000;
  for (const w of workers) w.kill('SIGTERM');

  const finished = await queue.count({ status: 'finished' });
  const failed = await queue.list({ status: 'failed', limit: JOBS });
  const notes = await runtime.db.read((tx) => tx.all<{ title: string; n: number }>(tx.builder.selectFrom('tabNote').select(['title', (eb) => eb.fn.countAll<number>().as('n')]).where('title', 'like', 'crash-%').groupBy('title')));
  const twice = notes.filter((n) => Number(n.n) > 1).length;
  const lost = acknowledged - finished - failed.length;
  const failedBy = new Map<string, number>();
  for (const job of failed) failedBy.set(job.error?.excType ?? '?', (failedBy.get(job.error?.excType ?? '?') ?? 0) + 1);
  const report = table(
    ['figure', 'value'],
    [
      ['jobs acknowledged', String(acknowledged)],
      ['workers killed with -9', String(kills)],
      ['finished', String(finished)],
      ['failed (after 3 lost workers, or an error)', `${failed.length}${failed.length ? ` (${[...failedBy].map(([k, v]) => `${k} ${v}`).join(', ')})` : ''}`],
      ['lost (acknowledged, never ended)', String(lost)],
      ['jobs whose Note exists', String(notes.length)],
      ['ran twice (at least once)', String(twice)],
      ['wall time', `${seconds.toFixed(1)} s`],
    ],
  );
  process.stdout.write(`${report}\n`);
  await runtime.close();
  fs.rmSync(sitesDir, { recursive: true, force: true });
  if (lost !== 0) process.exitCode = 1;
}

await main();
