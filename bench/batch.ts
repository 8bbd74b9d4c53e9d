// Batch writes (issue 18 part 3): 100 ToDos created by one atomic POST /api/v2/batch against the
// same 100 created one POST /api/resource/ToDo at a time, over loopback on one keep-alive
// connection, as a client without batches would send them. Target: the batch ≥ 5x faster. Also
// printed for comparison (no target): the singles with 10 requests in flight. Rounds alternate,
// so drift weighs on both alike; the median round counts.
import type { Server } from './processes.ts';
import { table } from './report.ts';

const ITEMS = 100;
const ROUNDS = 7;
const TARGET = 5;

async function post(server: Server, auth: string, path: string, body: unknown): Promise<void> {
  const res = await fetch(`${server.url}${path}`, { method: 'POST', headers: { authorization: auth, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${text.slice(0, 300)}`);
}

const doc = (round: string, i: number) => ({ description: `batch bench ${round} ${i}`, priority: i % 2 ? 'High' : 'Low' });

async function timed(work: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

async function singles(server: Server, auth: string, round: string, inFlight: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < ITEMS) await post(server, auth, '/api/resource/ToDo', doc(round, next++));
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
}

const batch = (server: Server, auth: string, round: string) =>
  post(server, auth, '/api/v2/batch', { atomic: true, operations: Array.from({ length: ITEMS }, (_, i) => ({ op: 'create', doctype: 'ToDo', doc: doc(round, i) })) });

export async function batchPart(run: { svc: Server; auth: string; say(text: string): void }): Promise<void> {
  // Warm-up: JIT, statement caches and the page cache of both paths.
  await singles(run.svc, run.auth, 'warm', 1);
  await batch(run.svc, run.auth, 'warm');
  const times = { batch: [] as number[], sequential: [] as number[], parallel: [] as number[] };
  for (let r = 0; r < ROUNDS; r++) {
    times.sequential.push(await timed(() => singles(run.svc, run.auth, `s${r}`, 1)));
    times.batch.push(await timed(() => batch(run.svc, run.auth, `b${r}`)));
    times.parallel.push(await timed(() => singles(run.svc, run.auth, `p${r}`, 10)));
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const batchMs = median(times.batch);
  const row = (label: string, ms: number, target: boolean) => {
    const ratio = ms / batchMs;
    return [label, ms.toFixed(1), Math.round((ITEMS * 1000) / ms).toLocaleString('en-US'), label.startsWith('one') ? '-' : `${ratio.toFixed(1)}x`, target ? (ratio >= TARGET ? 'met' : 'MISSED') : ''];
  };
  run.say(`\n── ${ITEMS} ToDo creates: one atomic batch against single requests (SQLite, median of ${ROUNDS} rounds) ──`);
  run.say(table(['', 'ms', 'docs/s', 'batch faster by', `≥ ${TARGET}x`], [
    row(`one POST /api/v2/batch (atomic)`, batchMs, false),
    row(`${ITEMS} POST /api/resource/ToDo, one at a time`, median(times.sequential), true),
    row(`${ITEMS} POST /api/resource/ToDo, 10 in flight`, median(times.parallel), false),
  ]));
}
