// The cost of ETags on document reads (issue 18 part 4): the read scenario with the site's
// `document_etags` off, then on (the JSON of each document hashed and the tag sent). Target: the
// reads with ETags within 5% of those without. The switch is site config, re-read at most once a
// second, so one server serves both; interleaved rounds (off, on, on, off), averaged, so drift
// weighs on both alike.
import fs from 'node:fs';
import { CONNECTIONS, MEASURE_SECONDS, WARMUP_SECONDS } from './config.ts';
import { measure, type Measurement } from './load.ts';
import type { Server } from './processes.ts';
import { table } from './report.ts';
import { balancedRounds } from './rounds.ts';
import type { Scenario } from './scenarios.ts';

const TARGET = 0.05;
const ROUNDS = 2;

function setEtags(configFile: string, on: boolean): void {
  const config = JSON.parse(fs.readFileSync(configFile, 'utf8'));
  fs.writeFileSync(configFile, JSON.stringify({ ...config, document_etags: on ? 1 : 0 }, null, 1));
}

/** Whether a read answers an ETag now (the server re-reads its config within a second). */
async function etagSent(server: Server, auth: string, name: string): Promise<boolean> {
  const res = await fetch(`${server.url}/api/resource/ToDo/${encodeURIComponent(name)}`, { headers: { authorization: auth } });
  await res.arrayBuffer();
  return res.headers.get('etag') !== null;
}

async function switchTo(server: Server, configFile: string, auth: string, name: string, on: boolean): Promise<void> {
  setEtags(configFile, on);
  for (let i = 0; i < 50; i++) {
    if ((await etagSent(server, auth, name)) === on) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`document_etags: ${on ? 1 : 0} did not take effect`);
}

export async function etagPart(run: { svc: Server; configFile: string; auth: string; names: string[]; read: Scenario; say(text: string): void }): Promise<void> {
  const variants: Array<[string, boolean]> = [['without ETag (document_etags: 0)', false], ['with ETag', true]];
  const results = new Map<string, Measurement[]>();
  try {
    for (const [label, on] of balancedRounds(variants, ROUNDS)) {
      await switchTo(run.svc, run.configFile, run.auth, run.names[0], on);
      const m = await measure(run.svc, () => run.read.request(run.names), { connections: CONNECTIONS, seconds: MEASURE_SECONDS, warmupSeconds: WARMUP_SECONDS, headers: { authorization: run.auth } });
      results.set(label, [...(results.get(label) ?? []), m]);
    }
  } finally {
    setEtags(run.configFile, true);
  }
  const mean = (ms: Measurement[], pick: (m: Measurement) => number) => ms.reduce((s, m) => s + pick(m), 0) / ms.length;
  const baseline = mean(results.get(variants[0][0])!, (m) => m.reqPerSec);
  const rows = variants.map(([label], i) => {
    const ms = results.get(label)!;
    const cost = 1 - mean(ms, (m) => m.reqPerSec) / baseline;
    return [label, Math.round(mean(ms, (m) => m.reqPerSec)).toLocaleString('en-US'), mean(ms, (m) => m.p99Ms).toFixed(2), i === 0 ? '-' : `${(cost * 100).toFixed(1)}%`, i === 0 ? '' : cost < TARGET ? 'met' : 'MISSED'];
  });
  run.say(`\n── read one ToDo with and without its ETag (${CONNECTIONS} connections, ${MEASURE_SECONDS} s, mean of ${ROUNDS} interleaved rounds) ──`);
  run.say(table(['', 'req/s', 'p99 ms', 'cost', `< ${TARGET * 100}%`], rows));
}
