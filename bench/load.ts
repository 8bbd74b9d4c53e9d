// Drives one server with autocannon and measures it: requests/s, latency percentiles, non-2xx
// answers, the server's peak RSS and CPU time per request, and CPU taken by anything else.
import autocannon, { type Request } from 'autocannon';
import { RSS_SAMPLE_MS } from './config.ts';
import os from 'node:os';
import { readCpuMs, readMachineCpuMs, readMachineIdleMs, sampleRss, type Server } from './processes.ts';

export interface Measurement {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers that were not 2xx, plus connection errors and timeouts. */
  failed: number;
  peakRssMb: number;
  /** Server CPU time per answered request: its cost, whatever share of the 2 cores it got. */
  cpuUsPerReq: number;
  /** Cores used by anything but the server and the bench itself: other work skews the figures. */
  otherCores: number;
  /** The load generator's own CPU time per answered request (it shares the machine's cores). */
  loadCpuUsPerReq: number;
  /** Share of the machine's cores left idle during the run: above zero, the CPU was not the limit. */
  idleShare: number;
  /** Requests per second of each turn, when the measurement was taken in turns (measureInTurns). */
  turnReqPerSec: number[];
}

export interface LoadOptions {
  connections: number;
  warmupSeconds: number;
  seconds: number;
  headers: Record<string, string>;
}

/** What one timed run of a load generator saw. */
export interface RunResult {
  /** Seconds the run took. */
  duration: number;
  ok: number;
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
  /** Milliseconds of each 2xx answer. */
  latencies: number[];
}

/** Drives `server` with `request` on `connections` keep-alive connections for `seconds`. */
export type LoadGenerator = (server: Server, request: Request, options: LoadOptions, seconds: number) => Promise<RunResult>;

/**
 * autocannon. Its own histogram keeps whole milliseconds, too coarse for sub-millisecond
 * answers, so latencies come from its per-response event instead.
 */
export const autocannonGenerator: LoadGenerator = async (server, request, options, seconds) => {
  const latencies: number[] = [];
  const instance = autocannon({
    url: server.url, connections: options.connections, duration: seconds, headers: options.headers, requests: [request], timeout: 10,
  });
  instance.on('response', (_client, status, _bytes, ms) => {
    if (status >= 200 && status < 300) latencies.push(ms);
  });
  const result = await instance;
  return { duration: result.duration, ok: result['2xx'], non2xx: result.non2xx, errors: result.errors + result.timeouts, latencies };
};

/** The raw counts of one or more timed runs against one server, summed. */
interface Tally {
  result: RunResult;
  cpuMs: number;
  selfMs: number;
  otherMs: number;
  idleMs: number;
}

/** One timed run, with the CPU the server, the bench and everything else used meanwhile. */
async function timedRun(server: Server, request: Request, options: LoadOptions, seconds: number, generator: LoadGenerator): Promise<Tally> {
  const cpuBefore = readCpuMs(server.pid);
  const machineBefore = readMachineCpuMs();
  const idleBefore = readMachineIdleMs();
  const selfBefore = process.cpuUsage();
  const result = await generator(server, request, options, seconds);
  const cpuMs = readCpuMs(server.pid) - cpuBefore;
  const self = process.cpuUsage(selfBefore);
  const selfMs = (self.user + self.system) / 1000;
  return { result, cpuMs, selfMs, otherMs: readMachineCpuMs() - machineBefore - cpuMs - selfMs, idleMs: readMachineIdleMs() - idleBefore };
}

function add(sum: Tally | undefined, t: Tally): Tally {
  if (!sum) return t;
  const [a, b] = [sum.result, t.result];
  return {
    result: { duration: a.duration + b.duration, ok: a.ok + b.ok, non2xx: a.non2xx + b.non2xx, errors: a.errors + b.errors, latencies: a.latencies.concat(b.latencies) },
    cpuMs: sum.cpuMs + t.cpuMs, selfMs: sum.selfMs + t.selfMs, otherMs: sum.otherMs + t.otherMs, idleMs: sum.idleMs + t.idleMs,
  };
}

function measurementOf({ result, cpuMs, selfMs, otherMs, idleMs }: Tally, peakRssMb: number, turnReqPerSec: number[] = []): Measurement {
  const answered = Math.max(1, result.ok + result.non2xx);
  const latencies = result.latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return {
    reqPerSec: result.ok / result.duration,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    failed: result.non2xx + result.errors,
    peakRssMb,
    cpuUsPerReq: (cpuMs * 1000) / answered,
    otherCores: Math.max(0, otherMs / (result.duration * 1000)),
    loadCpuUsPerReq: (selfMs * 1000) / answered,
    idleShare: idleMs / (result.duration * 1000 * os.availableParallelism()),
    turnReqPerSec,
  };
}

/** Warms the server up, then measures, with autocannon unless another generator is given. */
export async function measure(server: Server, makeRequest: () => Request, options: LoadOptions, generator = autocannonGenerator): Promise<Measurement> {
  const rss = sampleRss(server.pid, RSS_SAMPLE_MS);
  // One generator for warm-up and measurement: the measured run goes on to documents not yet touched.
  const request = makeRequest();
  try {
    await generator(server, request, options, options.warmupSeconds);
    return measurementOf(await timedRun(server, request, options, options.seconds, generator), rss.stop());
  } finally {
    rss.stop();
  }
}

/**
 * Measures servers that are to be compared (svc against bare) in turns: each is warmed up, then
 * `rounds` runs of a share of `options.seconds` alternate between them and each server's runs are
 * summed. This machine's speed drifts by a fifth or more within minutes, so one long run each
 * would compare two different machines; taking turns gives both the same drift.
 */
export async function measureInTurns(
  targets: Array<{ server: Server; headers: Record<string, string> }>, makeRequest: () => Request, options: LoadOptions, rounds = 3, generator = autocannonGenerator,
): Promise<Measurement[]> {
  const runs = targets.map((t) => ({
    server: t.server, options: { ...options, headers: t.headers }, request: makeRequest(), rss: sampleRss(t.server.pid, RSS_SAMPLE_MS), tally: undefined as Tally | undefined, turns: [] as number[],
  }));
  try {
    for (const r of runs) await generator(r.server, r.request, r.options, options.warmupSeconds);
    const seconds = Math.max(1, Math.round(options.seconds / rounds));
    for (let round = 0; round < rounds; round++) {
      for (const r of runs) {
        const turn = await timedRun(r.server, r.request, r.options, seconds, generator);
        r.turns.push(turn.result.ok / turn.result.duration);
        r.tally = add(r.tally, turn);
      }
    }
    return runs.map((r) => measurementOf(r.tally!, r.rss.stop(), r.turns));
  } finally {
    for (const r of runs) r.rss.stop();
  }
}

/** Sends one request outside the load run and fails loudly unless it is 2xx: a wrong path or
 * header would otherwise show up only as a column of non-2xx counts. */
export async function smokeCheck(server: Server, request: Request, headers: Record<string, string>): Promise<void> {
  const res = await fetch(server.url + request.path, { method: request.method, headers: { ...headers, ...request.headers }, body: request.body });
  if (!res.ok) throw new Error(`${server.label}: ${request.method} ${request.path} answered ${res.status}: ${(await res.text()).slice(0, 500)}`);
}
