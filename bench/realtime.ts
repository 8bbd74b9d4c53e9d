// Realtime delivery (issue 17): 1,000 socket.io subscribers on one DocType room of a svc server.
// 1. Memory: the server's RSS before and after the 1,000 sockets connect and sit idle.
// 2. Latency: after a warm-up at 200 writes/s, 20 and then 200 writes/s for a few seconds each, every
//    write a document whose name carries its send time; every subscriber computes write-to-delivery
//    time (the write's own HTTP round trip included).
// 3. Throughput: the create scenario with no subscribers and with the 1,000 listening, in turns
//    (none, with, with, none): each measurement leaves a bigger table and heap behind, and the
//    machine drifts, so measuring all of "none" first would charge the subscribers for both.
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { CONNECTIONS, MEASURE_SECONDS, WARMUP_SECONDS } from './config.ts';
import { measure, type Measurement } from './load.ts';
import { readCpuMs, readMemoryMb, type Server } from './processes.ts';
import { table } from './report.ts';
import type { Scenario } from './scenarios.ts';

export const REALTIME_TARGETS = { p99Ms: 50, rssPerThousandMb: 30, throughputShare: 0.85 };
const SUBSCRIBERS = 1000;
const WRITES_PER_SECOND = 200;
const LATENCY_SECONDS = 5;
/** A rate one server process sustains here, measured beside the target's 200 writes/s. */
const SUSTAINED_PER_SECOND = 20;
const MAX_IN_FLIGHT = 32;
const DOCTYPE = 'RT Bench';

interface Report {
  received: number;
  p50: number;
  p99: number;
  max: number;
}

async function post(server: Server, auth: string, path: string, body: unknown): Promise<void> {
  const res = await fetch(`${server.url}${path}`, { method: 'POST', headers: { authorization: auth, 'content-type': 'application/json' }, body: JSON.stringify(body) }).catch((err: Error) => {
    throw new Error(`POST ${path}: ${err.message} (${String((err.cause as Error | undefined)?.message ?? err.cause)})`);
  });
  if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
  await res.arrayBuffer();
}

function ask<T>(child: ChildProcess, message: string): Promise<T> {
  return new Promise((resolve) => {
    child.once('message', (answer) => resolve(answer as T));
    child.send(message);
  });
}

/**
 * Writes at a steady `perSecond` for `seconds`, each write's name stamped with its phase (names are
 * unique across phases) and its send time, with at most MAX_IN_FLIGHT writes open: a server that
 * cannot keep up falls behind the pace (the achieved rate is reported) instead of being buried
 * under connections.
 */
async function pacedWrites(server: Server, auth: string, phase: number, perSecond: number, seconds: number): Promise<{ writes: number; perSecond: number; writeP50: number; writeP99: number }> {
  const total = perSecond * seconds;
  const started = performance.now();
  const inFlight = new Set<Promise<void>>();
  const roundTrips: number[] = [];
  for (let i = 0; i < total; i++) {
    const wait = started + (i * 1000) / perSecond - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    if (inFlight.size >= MAX_IN_FLIGHT) await Promise.race(inFlight);
    const stamp = Math.round((performance.timeOrigin + performance.now()) * 1000);
    const sent = performance.now();
    const write: Promise<void> = post(server, auth, `/api/resource/${encodeURIComponent(DOCTYPE)}`, { title: `rt-${phase * 10_000_000 + i}-${stamp}` }).finally(() => {
      roundTrips.push(performance.now() - sent);
      inFlight.delete(write);
    });
    inFlight.add(write);
  }
  await Promise.all(inFlight);
  roundTrips.sort((a, b) => a - b);
  const at = (q: number) => roundTrips[Math.min(roundTrips.length - 1, Math.floor(q * roundTrips.length))];
  return { writes: total, perSecond: total / ((performance.now() - started) / 1000), writeP50: at(0.5), writeP99: at(0.99) };
}

export async function realtimePart(run: { svc: Server; site: string; auth: string; create: Scenario; say(text: string): void; progress(text: string): void }): Promise<void> {
  await post(run.svc, run.auth, '/api/resource/DocType', {
    name: DOCTYPE, module: 'Custom', autoname: 'field:title',
    fields: [{ fieldname: 'title', fieldtype: 'Data', reqd: 1 }],
    permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1, delete: 1 }],
  });
  const load = (connections = CONNECTIONS) => ({ connections, seconds: MEASURE_SECONDS, warmupSeconds: WARMUP_SECONDS, headers: { authorization: run.auth } });
  const creates = (turn: string) => {
    run.progress(`realtime: create throughput ${turn}`);
    return measure(run.svc, () => run.create.request([]), load());
  };
  const alone = [await creates('without subscribers (1 of 2)')];

  const rssBefore = readMemoryMb(run.svc.pid, 'VmRSS');
  run.progress(`realtime: connecting ${SUBSCRIBERS} subscribers`);
  let child: ChildProcess | null = await startSubscribers(run);
  try {
    await new Promise((r) => setTimeout(r, 1000));
    const rssGrowth = readMemoryMb(run.svc.pid, 'VmRSS') - rssBefore;

    const subscribers = child;
    const latencyAt = async (phase: number, perSecond: number) => {
      run.progress(`realtime: ${perSecond} writes/s for ${LATENCY_SECONDS} s to ${SUBSCRIBERS} subscribers`);
      subscribers.send('reset');
      const cpuBefore = [readCpuMs(run.svc.pid), readCpuMs(subscribers.pid!)];
      const started = performance.now();
      const paced = await pacedWrites(run.svc, run.auth, phase, perSecond, LATENCY_SECONDS);
      await new Promise((r) => setTimeout(r, 1000));
      // Cores each side used over the phase: which of them the latency is waiting on.
      const elapsed = performance.now() - started;
      const [serverCores, subscriberCores] = [readCpuMs(run.svc.pid), readCpuMs(subscribers.pid!)].map((ms, i) => (ms - cpuBefore[i]) / elapsed);
      return { ...paced, serverCores, subscriberCores, ...(await ask<Report>(subscribers, 'report')) };
    };
    // Like every other scenario, measured after a warm-up at its own load: the first seconds of
    // 200 writes/s in a new process run code still being compiled.
    run.progress(`realtime: warming up at ${WRITES_PER_SECOND} writes/s for ${WARMUP_SECONDS} s`);
    await pacedWrites(run.svc, run.auth, 1, WRITES_PER_SECOND, WARMUP_SECONDS);
    await new Promise((r) => setTimeout(r, 1000));
    const sustained = await latencyAt(2, SUSTAINED_PER_SECOND);
    const target = await latencyAt(3, WRITES_PER_SECOND);

    // The ToDo creates reach no subscriber's room; what they pay for is the publishing itself and
    // the server's share of a machine whose other core now also runs 1,000 clients.
    const withSubs = [await creates(`with ${SUBSCRIBERS} subscribers connected (1 of 2)`), await creates(`with ${SUBSCRIBERS} subscribers connected (2 of 2)`)];
    await stopSubscribers(child);
    child = null;
    await new Promise((r) => setTimeout(r, 1000));
    alone.push(await creates('without subscribers (2 of 2)'));
    const rate = (turns: Measurement[]) => turns.reduce((sum, m) => sum + m.reqPerSec, 0) / turns.length;
    const share = rate(withSubs) / rate(alone);
    const turns = (ms: Measurement[]) => ms.map((m) => Math.round(m.reqPerSec).toLocaleString('en-US')).join(' + ');
    const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
    run.say(`\n── realtime: ${SUBSCRIBERS} socket.io subscribers (WebSocket) on one DocType room ──`);
    run.say(table(['', 'figure', 'target', ''], [
      ['RSS growth for 1,000 idle sockets', `${rssGrowth.toFixed(1)} MB`, `< ${REALTIME_TARGETS.rssPerThousandMb} MB`, verdict(rssGrowth < REALTIME_TARGETS.rssPerThousandMb)],
      ...[sustained, target].flatMap((l, i) => [
        [`${i === 0 ? SUSTAINED_PER_SECOND : WRITES_PER_SECOND} writes/s asked: achieved`, `${l.perSecond.toFixed(0)} writes/s`, i === 0 ? '' : `${WRITES_PER_SECOND}`, i === 0 ? '' : verdict(l.perSecond >= WRITES_PER_SECOND * 0.95)],
        ['  deliveries', `${l.received.toLocaleString('en-US')} of ${(l.writes * SUBSCRIBERS).toLocaleString('en-US')}`, 'all', verdict(l.received === l.writes * SUBSCRIBERS)],
        ['  write-to-delivery p50 / max', `${l.p50.toFixed(1)} / ${l.max.toFixed(1)} ms`, '', ''],
        ['  the write\'s own round trip p50 / p99', `${l.writeP50.toFixed(1)} / ${l.writeP99.toFixed(1)} ms`, '', ''],
        ['  cores used: server / subscribers', `${l.serverCores.toFixed(2)} / ${l.subscriberCores.toFixed(2)}`, '', ''],
        ['  write-to-delivery p99', `${l.p99.toFixed(1)} ms`, `< ${REALTIME_TARGETS.p99Ms} ms`, i === 0 ? '' : verdict(l.p99 < REALTIME_TARGETS.p99Ms)],
      ]),
      ['creates/s without subscribers, in turns', `${turns(alone)}: ${Math.round(rate(alone)).toLocaleString('en-US')}`, '', ''],
      [`creates/s with ${SUBSCRIBERS} subscribers, in turns`, `${turns(withSubs)}: ${Math.round(rate(withSubs)).toLocaleString('en-US')} (${Math.round(share * 100)}%)`, `>= ${REALTIME_TARGETS.throughputShare * 100}%`, verdict(share >= REALTIME_TARGETS.throughputShare)],
    ]));
  } finally {
    if (child) await stopSubscribers(child);
  }
}

/** Forks the subscriber process and waits until all of them have joined the room. */
async function startSubscribers(run: { svc: Server; site: string; auth: string }): Promise<ChildProcess> {
  const child = fork(path.join(import.meta.dirname, 'realtime-subscribers.ts'), [run.svc.url, `/${run.site}`, run.auth, String(SUBSCRIBERS), DOCTYPE], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  try {
    await new Promise<void>((resolve, reject) => {
      child.once('message', () => resolve());
      child.once('exit', (code) => reject(new Error(`the subscribers exited (${code})`)));
    });
    return child;
  } catch (err) {
    child.kill();
    throw err;
  }
}

/** Closes every subscriber's socket and waits for the process to end. */
async function stopSubscribers(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.send('close');
  const killer = setTimeout(() => child.kill(), 5000);
  await exited;
  clearTimeout(killer);
}
