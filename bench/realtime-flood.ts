// A socket.io flood (issue 49): one authenticated socket sends 40,000 doc_subscribe events in 5 s
// (each naming a real ToDo, so each would cost a permission check and a read), while another
// client pings the server over HTTP. What the flood costs everyone else is the ping's latency;
// what it costs the server is memory (svc's RSS, and on PostgreSQL the summed RSS of every
// PostgreSQL process on the machine, other users' sessions included).
// Target: ping p99 under 50 ms during the flood.
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { readMemoryMb, type Server } from './processes.ts';
import { table } from './report.ts';

export const FLOOD_TARGET_P99_MS = 50;
const EVENTS = 40_000;
const FLOOD_SECONDS = 5;
const BASELINE_SECONDS = 3;
/** Pinging goes on this long after the last event was sent: work the flood queued still counts. */
const DRAIN_SECONDS = 2;
const PING_GAP_MS = 5;
const SAMPLE_MS = 100;

export interface FloodRun {
  svc: Server;
  database: string;
  site: string;
  auth: string;
  /** Names of existing ToDos the flood subscribes to. */
  names: string[];
  say(text: string): void;
  progress(text: string): void;
}

/** Pings `GET /api/method/ping` one at a time on one keep-alive connection until `stop()`; answers each round trip in ms. */
function pinger(url: string): { stop(): Promise<number[]> } {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  let running = true;
  const once = () =>
    new Promise<void>((resolve, reject) => {
      const started = performance.now();
      http
        .get(`${url}/api/method/ping`, { agent }, (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode !== 200) reject(new Error(`ping answered ${res.statusCode}`));
            times.push(performance.now() - started);
            resolve();
          });
        })
        .on('error', reject);
    });
  const loop = (async () => {
    while (running) {
      await once();
      await new Promise((r) => setTimeout(r, PING_GAP_MS));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      agent.destroy();
      return times;
    },
  };
}

/** The pids of the machine's PostgreSQL server processes. */
function postgresPids(): number[] {
  return fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d)).map(Number).filter((pid) => {
    try {
      return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
    } catch {
      return false;
    }
  });
}

/** Summed VmRSS of `pids()` in MB (processes that end meanwhile, or have no memory left as zombies, are skipped). */
function summedRss(pids: () => number[]): number {
  let total = 0;
  for (const pid of pids()) {
    try {
      const mb = readMemoryMb(pid, 'VmRSS');
      if (Number.isFinite(mb)) total += mb;
    } catch {
      // ended meanwhile
    }
  }
  return total;
}

/** Samples a memory figure until `stop()`, which answers the highest. */
function peakOf(read: () => number): { stop(): number } {
  let peak = read();
  const timer = setInterval(() => (peak = Math.max(peak, read())), SAMPLE_MS);
  return { stop: () => (clearInterval(timer), Math.max(peak, read())) };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;

function latencyCells(times: number[]): string[] {
  const sorted = [...times].sort((a, b) => a - b);
  return [String(sorted.length), percentile(sorted, 0.5).toFixed(1), percentile(sorted, 0.99).toFixed(1), (sorted.at(-1) ?? NaN).toFixed(1)];
}

function message<T>(child: ChildProcess): Promise<T> {
  return new Promise((resolve, reject) => {
    const exited = (code: number | null) => reject(new Error(`the flooder exited (${code})`));
    child.once('exit', exited);
    child.once('message', (m) => {
      child.off('exit', exited);
      resolve(m as T);
    });
  });
}

export async function realtimeFloodPart(run: FloodRun): Promise<{ baselineP99: number; floodP99: number }> {
  const onPostgres = run.database === 'PostgreSQL';
  run.progress(`realtime flood on ${run.database}: connecting the flooder`);
  const child = fork(path.join(import.meta.dirname, 'realtime-flooder.ts'), [run.svc.url, `/${run.site}`, run.auth, String(EVENTS), String(FLOOD_SECONDS), run.names.join('\n')], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  try {
    await message(child);
    run.progress(`realtime flood on ${run.database}: ${BASELINE_SECONDS} s of pings alone`);
    const quiet = pinger(run.svc.url);
    await new Promise((r) => setTimeout(r, BASELINE_SECONDS * 1000));
    const baseline = await quiet.stop();

    const svcBefore = readMemoryMb(run.svc.pid, 'VmRSS');
    const pgBefore = onPostgres ? summedRss(postgresPids) : 0;
    const svcPeak = peakOf(() => readMemoryMb(run.svc.pid, 'VmRSS'));
    const pgPeak = onPostgres ? peakOf(() => summedRss(postgresPids)) : null;
    run.progress(`realtime flood on ${run.database}: ${EVENTS.toLocaleString('en-US')} doc_subscribe events in ${FLOOD_SECONDS} s, pinging`);
    const loud = pinger(run.svc.url);
    child.send('go');
    const flood = await message<{ sent: number; seconds: number; closedAfter: number | null }>(child);
    await new Promise((r) => setTimeout(r, DRAIN_SECONDS * 1000));
    const during = await loud.stop();
    const svcMax = svcPeak.stop();
    const pgMax = pgPeak?.stop() ?? 0;

    const floodP99 = percentile([...during].sort((a, b) => a - b), 0.99);
    run.say(`\n── realtime flood on ${run.database}: one socket sends ${EVENTS.toLocaleString('en-US')} doc_subscribe events in ${FLOOD_SECONDS} s, another client pings over HTTP ──`);
    run.say(table(['HTTP ping', 'pings', 'p50 ms', 'p99 ms', 'max ms', 'target'], [
      ['alone', ...latencyCells(baseline), ''],
      [`during the flood and ${DRAIN_SECONDS} s after`, ...latencyCells(during), `p99 < ${FLOOD_TARGET_P99_MS} ms: ${floodP99 < FLOOD_TARGET_P99_MS ? 'met' : 'MISSED'}`],
    ]));
    run.say(table(['', 'figure'], [
      ['flooder sent', `${flood.sent.toLocaleString('en-US')} events in ${flood.seconds.toFixed(1)} s`],
      ['flooder disconnected by the server', flood.closedAfter === null ? 'no' : `after ${flood.closedAfter.toLocaleString('en-US')} events`],
      ['svc RSS before / peak', `${svcBefore.toFixed(1)} / ${svcMax.toFixed(1)} MB`],
      ...(onPostgres ? [['PostgreSQL processes RSS before / peak (summed)', `${pgBefore.toFixed(1)} / ${pgMax.toFixed(1)} MB`]] : []),
    ]));
    return { baselineP99: percentile([...baseline].sort((a, b) => a - b), 0.99), floodP99 };
  } finally {
    if (child.connected) child.send('end');
    const killer = setTimeout(() => child.kill('SIGKILL'), 3000);
    if (child.exitCode === null && child.signalCode === null) await new Promise((r) => child.once('exit', r));
    clearTimeout(killer);
  }
}
