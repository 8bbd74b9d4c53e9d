// Remote-method and session scenarios (issue 3): ping against the bare server's constant JSON
// route, a whitelisted method reading one document, cookie sessions against token auth, and the
// cost of login (the KDF) with its effect on other requests while 20 logins run in parallel.
import type { Request } from 'autocannon';
import { CONNECTIONS, MEASURE_SECONDS, WARMUP_SECONDS } from './config.ts';
import { measure, type Measurement } from './load.ts';
import type { Server } from './processes.ts';
import { table } from './report.ts';

export interface RpcRun {
  svc: Server;
  tokenHeaders: Record<string, string>;
  names: string[];
  /** The bare server's constant JSON route, measured at the same concurrency. */
  ceiling: Measurement;
  adminPassword: string;
  say(text: string): void;
}

const load = (headers: Record<string, string>, connections = CONNECTIONS, seconds = MEASURE_SECONDS) => ({ connections, seconds, warmupSeconds: WARMUP_SECONDS, headers });
const int = (n: number) => Math.round(n).toLocaleString('en-US');
const pct = (n: number) => `${Math.round(n * 100)}%`;
const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');

async function login(url: string, password: string): Promise<{ ms: number; sid: string }> {
  const started = performance.now();
  const res = await fetch(`${url}/api/method/login`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ usr: 'Administrator', pwd: password }) });
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`login answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  const sid = /(?:^|,\s*)sid=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  if (!sid) throw new Error('login set no sid cookie');
  return { ms, sid };
}

function cycling(names: string[], path: (name: string) => string): () => Request {
  let i = 0;
  return () => ({ method: 'GET', path: path(names[0]), setupRequest: (req: Request) => ({ ...req, path: path(names[i++ % names.length]) }) });
}

/** Runs the issue-3 scenarios against a running svc and prints one table with their targets. */
export async function rpcPart(run: RpcRun): Promise<void> {
  const { svc, say } = run;
  const rows: string[][] = [];

  const ping = await measure(svc, () => ({ method: 'GET', path: '/api/method/ping' }), load({}));
  rows.push(['GET /api/method/ping', int(ping.reqPerSec), ping.p50Ms.toFixed(2), ping.p99Ms.toFixed(2), `${pct(ping.reqPerSec / run.ceiling.reqPerSec)} of bare constant JSON`, `>= 70%: ${verdict(ping.reqPerSec >= 0.7 * run.ceiling.reqPerSec)}`]);

  const fields = encodeURIComponent(JSON.stringify(['status', 'description']));
  const method = await measure(svc, cycling(run.names, (n) => `/api/method/frappe.client.get_value?doctype=ToDo&fieldname=${fields}&filters=${encodeURIComponent(n)}`), load(run.tokenHeaders));
  rows.push(['whitelisted method reading one ToDo', int(method.reqPerSec), method.p50Ms.toFixed(2), method.p99Ms.toFixed(2), '', '']);

  const { sid } = await login(svc.url, run.adminPassword);
  const token = await measure(svc, () => ({ method: 'GET', path: '/api/method/frappe.auth.get_logged_user' }), load(run.tokenHeaders));
  const cookie = await measure(svc, () => ({ method: 'GET', path: '/api/method/frappe.auth.get_logged_user' }), load({ cookie: `sid=${sid}` }));
  rows.push(['get_logged_user, token auth', int(token.reqPerSec), token.p50Ms.toFixed(2), token.p99Ms.toFixed(2), '', '']);
  rows.push(['get_logged_user, sid cookie', int(cookie.reqPerSec), cookie.p50Ms.toFixed(2), cookie.p99Ms.toFixed(2), `${pct(cookie.reqPerSec / token.reqPerSec)} of token`, `within 10%: ${verdict(cookie.reqPerSec >= 0.9 * token.reqPerSec)}`]);

  const sequential: number[] = [];
  for (let i = 0; i < 30; i++) sequential.push((await login(svc.url, run.adminPassword)).ms);
  sequential.sort((a, b) => a - b);
  const loginP50 = sequential[15];
  rows.push(['login, one at a time (30)', '', loginP50.toFixed(2), sequential[29].toFixed(2), '', `p50 < 150 ms: ${verdict(loginP50 < 150)}`]);

  const read = cycling(run.names, (n) => `/api/resource/ToDo/${n}`);
  const quiet = await measure(svc, read, load(run.tokenHeaders, 10, 5));
  let stop = false;
  let logins = 0;
  const loops = Array.from({ length: 20 }, async () => {
    while (!stop) {
      await login(svc.url, run.adminPassword);
      logins++;
    }
  });
  const busy = await measure(svc, read, load(run.tokenHeaders, 10, 5));
  stop = true;
  await Promise.all(loops);
  rows.push(['read, 10 connections, alone', int(quiet.reqPerSec), quiet.p50Ms.toFixed(2), quiet.p99Ms.toFixed(2), '', '']);
  rows.push([`read, 10 connections, 20 logins in parallel (${logins} done)`, int(busy.reqPerSec), busy.p50Ms.toFixed(2), busy.p99Ms.toFixed(2), `${pct(busy.reqPerSec / quiet.reqPerSec)} of alone`, '']);

  say(`\n── remote methods and sessions (svc, SQLite; ${CONNECTIONS} connections unless said) ──`);
  say(table(['', 'req/s', 'p50 ms', 'p99 ms', 'compared', 'target'], rows));
}
