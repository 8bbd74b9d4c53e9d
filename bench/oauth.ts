// OAuth scenarios (issue 6): reads with a Bearer token against the same reads with an API key
// (target: within 10%), and the latency of token issuance (authorization_code exchange, p50 < 20 ms).
// `npx tsx bench/oauth.ts` runs this part alone on a small site, briefly.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Request } from 'autocannon';
import { CONNECTIONS, MEASURE_SECONDS, WARMUP_SECONDS } from './config.ts';
import { measure } from './load.ts';
import { startServer, stopAllServers, type Server } from './processes.ts';
import { table } from './report.ts';
import { shuffled } from './seed-data.ts';
import { seedSqlite } from './seed-sqlite.ts';
import { ADMIN_PASSWORD, createBenchSite } from './sites.ts';

export interface OAuthRun {
  svc: Server;
  tokenHeaders: Record<string, string>;
  names: string[];
  adminPassword: string;
  say(text: string): void;
  seconds?: number;
  issuances?: number;
}

const REDIRECT = 'http://127.0.0.1:9/cb';
const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');

async function json(res: Response): Promise<any> {
  const text = await res.text();
  if (!res.ok) throw new Error(`${res.url} answered ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/** Registers a trusted client and signs Administrator in; answers what a token request needs. */
async function prepare(url: string, tokenHeaders: Record<string, string>, password: string) {
  const client = (await json(await fetch(`${url}/api/resource/OAuth Client`, {
    method: 'POST', headers: { ...tokenHeaders, 'content-type': 'application/json' },
    body: JSON.stringify({ app_name: 'bench', redirect_uris: REDIRECT, scopes: 'openid all', skip_authorization: 1 }),
  }))).data;
  const login = await fetch(`${url}/api/method/login`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ usr: 'Administrator', pwd: password }) });
  const sid = /sid=([0-9a-f]{56})/.exec(login.headers.getSetCookie().join(';'))?.[1];
  if (!sid) throw new Error('login set no sid');
  return { clientId: String(client.client_id), secret: String(client.client_secret), sid };
}

/** One authorization (consent skipped) and the timed code exchange; answers the tokens and the exchange's milliseconds. */
async function issue(url: string, p: { clientId: string; secret: string; sid: string }): Promise<{ ms: number; access: string }> {
  const q = new URLSearchParams({ client_id: p.clientId, response_type: 'code', redirect_uri: REDIRECT, scope: 'openid all', code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM', code_challenge_method: 'S256' });
  const auth = await fetch(`${url}/api/method/svc.integrations.oauth2.authorize?${q}`, { headers: { cookie: `sid=${p.sid}` }, redirect: 'manual' });
  const code = new URL(auth.headers.get('location') ?? 'x:').searchParams.get('code');
  if (!code) throw new Error(`authorize answered ${auth.status} without a code`);
  const body = new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, client_id: p.clientId, client_secret: p.secret, code_verifier: 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk' });
  const started = performance.now();
  const tokens = await json(await fetch(`${url}/api/method/svc.integrations.oauth2.get_token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body }));
  return { ms: performance.now() - started, access: tokens.access_token };
}

function reads(names: string[]): Request {
  let i = 0;
  return { method: 'GET', path: `/api/resource/ToDo/${names[0]}`, setupRequest: (req: Request) => ({ ...req, path: `/api/resource/ToDo/${names[i++ % names.length]}` }) };
}

/** Runs the OAuth scenarios against a running svc and prints one table with their targets. */
export async function oauthPart(run: OAuthRun): Promise<void> {
  const { svc, say } = run;
  const p = await prepare(svc.url, run.tokenHeaders, run.adminPassword);
  const times: number[] = [];
  let access = '';
  for (let i = 0; i < (run.issuances ?? 100); i++) ({ ms: times[i], access } = await issue(svc.url, p));
  times.sort((a, b) => a - b);
  const p50 = times[Math.floor(times.length / 2)];
  const load = (headers: Record<string, string>) => ({ connections: CONNECTIONS, seconds: run.seconds ?? MEASURE_SECONDS, warmupSeconds: WARMUP_SECONDS, headers });
  const token = await measure(svc, () => reads(run.names), load(run.tokenHeaders));
  const bearer = await measure(svc, () => reads(run.names), load({ authorization: `Bearer ${access}` }));
  const rows = [
    ['read one ToDo, token (API key)', Math.round(token.reqPerSec).toLocaleString('en-US'), token.p50Ms.toFixed(2), token.p99Ms.toFixed(2), '', ''],
    ['read one ToDo, Bearer token', Math.round(bearer.reqPerSec).toLocaleString('en-US'), bearer.p50Ms.toFixed(2), bearer.p99Ms.toFixed(2), `${Math.round((bearer.reqPerSec / token.reqPerSec) * 100)}% of token`, `within 10%: ${verdict(bearer.reqPerSec >= 0.9 * token.reqPerSec)}`],
    [`token issuance, code exchange, one at a time (${times.length})`, '', p50.toFixed(2), times[times.length - 1].toFixed(2), '', `p50 < 20 ms: ${verdict(p50 < 20)}`],
  ];
  if (bearer.failed > 0 || token.failed > 0) say(`  !!! failed answers: token ${token.failed}, Bearer ${bearer.failed}`);
  say(`\n── OAuth (svc, SQLite; ${CONNECTIONS} connections for the reads) ──`);
  say(table(['', 'req/s', 'p50 ms', 'max/p99 ms', 'compared', 'target'], rows));
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-bench-oauth-'));
  const sitesDir = path.join(tmp, 'sites');
  try {
    const site = await createBenchSite(sitesDir, 'bench.localhost', { dbType: 'sqlite' });
    const names = shuffled(seedSqlite(path.join(sitesDir, 'bench.localhost', 'site.sqlite3'), 10_000));
    const svc = await startServer('svc', [path.resolve(import.meta.dirname, '../bin/svc.js'), 'serve', '--sites-dir', sitesDir, '--port', '0'], { SVC_LOG_LEVEL: 'warn' }, /svc serving .* at (http:\/\/\S+)/);
    await oauthPart({ svc, tokenHeaders: { authorization: site.auth }, names, adminPassword: ADMIN_PASSWORD, say: (t) => process.stdout.write(`${t}\n`), seconds: 4, issuances: 50 });
  } finally {
    await stopAllServers();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
