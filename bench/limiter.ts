// The rate limiter's cost: the read scenario again on svc with `rate_limit` enabled, first with
// the in-memory store, then with Redis (when it answers). The budget is far beyond what the run
// spends, so every request is checked and charged but none is refused. Target: >= 90% of the
// read throughput without the limiter.
import fs from 'node:fs';
import path from 'node:path';
import { redisListening } from '../scripts/local-services.ts';
import { CONNECTIONS, MEASURE_SECONDS, SITE, WARMUP_SECONDS } from './config.ts';
import { measure, type Measurement } from './load.ts';
import type { Server } from './processes.ts';
import { table } from './report.ts';
import { balancedRounds } from './rounds.ts';
import type { Scenario } from './scenarios.ts';

const REDIS_URL = 'redis://127.0.0.1:6379/7';
const TARGET = 0.9;
const ROUNDS = 2;

function setConfig(sitesDir: string, changes: Record<string, unknown>): void {
  const file = path.join(sitesDir, SITE, 'site_config.json');
  const config = JSON.parse(fs.readFileSync(file, 'utf8'));
  for (const [k, v] of Object.entries(changes)) {
    if (v === null) delete config[k];
    else config[k] = v;
  }
  fs.writeFileSync(file, JSON.stringify(config, null, 1));
}

export interface LimiterRun {
  sitesDir: string;
  names: string[];
  read: Scenario;
  headers: Record<string, string>;
  /** Starts svc on the sites folder (site config is read when a site opens). */
  startSvc(label: string): Promise<Server>;
  say(text: string): void;
}

/** Measures read throughput with the limiter on (memory, then Redis) against the baseline. */
export async function limiterPart(run: LimiterRun): Promise<void> {
  // Every run here, the baseline included, starts a fresh svc and measures it the same way, so
  // the comparison is not skewed by how long a process has been running.
  const runs: Array<[string, Record<string, unknown> | null]> = [['no limiter', null], ['memory store', {}]];
  if (await redisListening()) runs.push(['Redis store', { redis_url: REDIS_URL }]);
  else run.say('\n!!! Redis at 127.0.0.1:6379 is not reachable: the Redis limiter run is SKIPPED !!!');
  // Two interleaved rounds (off, memory, Redis, Redis, memory, off), averaged: the machine's drift
  // during the runs then weighs on every variant alike.
  const results = new Map<string, Measurement[]>();
  for (const [label, extra] of balancedRounds(runs, ROUNDS)) {
    setConfig(run.sitesDir, extra === null ? { rate_limit: null, redis_url: null } : { rate_limit: { limit: 1_000_000, window: 3600 }, ...extra });
    const server = await run.startSvc(`svc (${label})`);
    try {
      const m = await measure(server, () => run.read.request(run.names), { connections: CONNECTIONS, seconds: MEASURE_SECONDS, warmupSeconds: WARMUP_SECONDS, headers: run.headers });
      results.set(label, [...(results.get(label) ?? []), m]);
    } finally {
      await server.stop();
    }
  }
  const mean = (ms: Measurement[], pick: (m: Measurement) => number) => ms.reduce((s, m) => s + pick(m), 0) / ms.length;
  const baseline = mean(results.get('no limiter')!, (m) => m.reqPerSec);
  const rows = runs.map(([label, extra]) => {
    const ms = results.get(label)!;
    const rps = mean(ms, (m) => m.reqPerSec);
    const share = rps / baseline;
    return [label, Math.round(rps).toLocaleString('en-US'), mean(ms, (m) => m.p99Ms).toFixed(2), extra === null ? '-' : `${Math.round(share * 100)}%`, extra === null ? '' : share >= TARGET ? 'met' : 'MISSED'];
  });
  setConfig(run.sitesDir, { rate_limit: null, redis_url: null });
  run.say(`\n── read one ToDo with the rate limiter on (${CONNECTIONS} connections, ${MEASURE_SECONDS} s, mean of ${ROUNDS} interleaved rounds) ──`);
  run.say(table(['', 'req/s', 'p99 ms', 'of no limiter', `>= ${TARGET * 100}%`], rows));
}
