// `npm run bench -- --jobs`: background jobs. No-op jobs per second through a worker at concurrency
// 1 and 4 (each job in its thread, in its own transaction on the site's database), and the wait
// from enqueue to start (p50, p99) of jobs enqueued one at a time to an idle worker, on the
// embedded queue (the site's SQLite database) and on BullMQ (`redis_queue`, when Redis answers).
// The enqueuer and the worker share a process here, so an enqueue wakes the worker at once; from
// another process a job waits for the worker's next look (its poll, 500 ms by default).
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pino from 'pino';
import { BUILTIN_APP_DIR, loadApps } from '../src/apps/load-apps.ts';
import { systemClock } from '../src/context/clock.ts';
import { JobWorker } from '../src/job-worker/job-worker.ts';
import type { JobQueue } from '../src/jobs/job-queue.ts';
import { newJob } from '../src/jobs/new-job.ts';
import { createSite } from '../src/sites/create-site.ts';
import { SharedStateHub, siteKeyPrefix } from '../src/sites/shared-state.ts';
import { SiteRegistry } from '../src/sites/site-registry.ts';
import { newRedis } from '../src/storage/redis/ioredis-driver.ts';

const APP_DIR = path.resolve(import.meta.dirname, 'apps/benchjobs');
const REDIS_URL = 'redis://127.0.0.1:6379/6';
const THROUGHPUT_JOBS = 2000;
const LATENCY_JOBS = 300;
const LATENCY_GAP_MS = 20;
const log = pino({ level: 'silent' });

interface Figures {
  backend: string;
  concurrency: number;
  perSecond: number;
  p50: number;
  p99: number;
}

export async function jobsPart(tmp: string, say: (text: string) => void): Promise<void> {
  const rows: Figures[] = [];
  rows.push(...(await backend(tmp, 'embedded (SQLite)', {}, say)));
  if (await redisUp()) rows.push(...(await backend(tmp, 'BullMQ (redis_queue)', { redis_queue: REDIS_URL }, say)));
  else say('\n!!! Redis at 127.0.0.1:6379 is not reachable: the BullMQ part is SKIPPED !!!');
  say('\nbackground jobs: no-op jobs, worker in the enqueuer\'s process');
  say('| queue | concurrency | jobs/s | enqueue→start p50 | p99 |');
  say('|---|---|---|---|---|');
  for (const r of rows) say(`| ${r.backend} | ${r.concurrency} | ${r.perSecond.toFixed(0)} | ${r.p50.toFixed(1)} ms | ${r.p99.toFixed(1)} ms |`);
}

async function redisUp(): Promise<boolean> {
  const probe = newRedis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000, retryStrategy: () => null });
  const up = await probe.connect().then(() => true, () => false);
  probe.disconnect();
  return up;
}

async function backend(tmp: string, label: string, config: Record<string, unknown>, say: (text: string) => void): Promise<Figures[]> {
  const sitesDir = fs.mkdtempSync(path.join(tmp, 'jobs-'));
  const site = 'jobs.bench';
  const clock = systemClock();
  const apps = await loadApps([BUILTIN_APP_DIR, APP_DIR]);
  await createSite({ sitesDir, name: site, adminPassword: 'bench-admin', developerMode: false, apps, clock, log, dbType: 'sqlite' });
  const configFile = path.join(sitesDir, site, 'site_config.json');
  fs.writeFileSync(configFile, JSON.stringify({ ...JSON.parse(fs.readFileSync(configFile, 'utf8')), ...config }));
  const hub = new SharedStateHub(clock, log);
  const sites = new SiteRegistry(sitesDir, apps, clock, log, hub);
  const runtime = await sites.get(site);
  const queue = runtime.jobs.queue;
  const origin = { method: 'benchjobs.tasks.noop', user: 'Administrator', onSuccess: null, onFailure: null, queues: runtime.jobs.queues };
  const enqueue = () => queue.enqueue(newJob(origin, {}));
  const figures: Figures[] = [];
  try {
    for (const concurrency of [1, 4]) {
      say(`· jobs: ${label}, concurrency ${concurrency}`);
      const worker = new JobWorker({
        siteQueues: async () => [queue], queues: ['default'], concurrency, log,
        thread: { sitesDir, appDirs: apps.dirs, logLevel: 'silent' },
      });
      worker.start();
      // Warm-up: every thread started (a thread loads the apps and opens the site once).
      for (let i = 0; i < concurrency * 4; i++) await enqueue();
      await finished(queue, concurrency * 4, 60_000);
      await queue.prune(0, 0);

      const started = performance.now();
      for (let i = 0; i < THROUGHPUT_JOBS; i += 50) await Promise.all(Array.from({ length: Math.min(50, THROUGHPUT_JOBS - i) }, enqueue));
      await finished(queue, THROUGHPUT_JOBS, 300_000);
      const perSecond = THROUGHPUT_JOBS / ((performance.now() - started) / 1000);
      await queue.prune(0, 0);

      for (let i = 0; i < LATENCY_JOBS; i++) {
        await enqueue();
        await sleep(LATENCY_GAP_MS);
      }
      await finished(queue, LATENCY_JOBS, 60_000);
      const waits = (await queue.list({ status: 'finished', limit: LATENCY_JOBS })).map((j) => j.startedAt! - j.enqueuedAt).sort((a, b) => a - b);
      await queue.prune(0, 0);
      await worker.stop(5000);
      figures.push({ backend: label, concurrency, perSecond, p50: quantile(waits, 0.5), p99: quantile(waits, 0.99) });
    }
  } finally {
    const prefix = `${siteKeyPrefix(site, runtime.db)}jobs`;
    await sites.closeAll();
    await hub.closeAll();
    if (config.redis_queue) await deleteKeys(prefix);
  }
  return figures;
}

/** Waits until `count` jobs have finished (and none waits), polling. */
async function finished(queue: JobQueue, count: number, withinMs: number): Promise<void> {
  const deadline = performance.now() + withinMs;
  while ((await queue.count({ status: 'finished' })) < count) {
    if (performance.now() > deadline) throw new Error(`jobs bench: ${count} jobs did not finish within ${withinMs / 1000} s (failed: ${await queue.count({ status: 'failed' })})`);
    await sleep(20);
  }
}

function quantile(sorted: number[], q: number): number {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

async function deleteKeys(prefix: string): Promise<void> {
  const redis = newRedis(REDIS_URL, {});
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
    if (keys.length) await redis.unlink(...keys);
    cursor = next;
  } while (cursor !== '0');
  redis.disconnect();
}
