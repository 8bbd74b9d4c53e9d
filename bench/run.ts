// `npm run bench`: svc against a bare Fastify + better-sqlite3 server on a 100,000-row ToDo
// table, then svc on PostgreSQL and on MariaDB when they answer. `--dialects postgres,mariadb`
// runs only the named parts (sqlite, postgres, mariadb). Prints figures next to the targets;
// exits 0 whenever it completed (missed targets are findings, not failures), 1 on real errors.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONNECTIONS, MEASURE_SECONDS, PG_ADMIN_URL, ROWS, SEQUENTIAL_SECONDS, SITE, TURNS, WARMUP_SECONDS } from './config.ts';
import { measure, measureInTurns, smokeCheck, type LoadOptions } from './load.ts';
import { killAllServersNow, readMachineCpuMs, readMemoryMb, startServer, stopAllServers, type Server } from './processes.ts';
import { ceilingReport, dialectReport, memoryAfterBenchReport, scenarioReport, sequentialReport, summaryReport, type SummaryRow } from './report.ts';
import { SCENARIOS, type Scenario } from './scenarios.ts';
import { shuffled } from './seed-data.ts';
import { mariadbReachable, postgresReachable } from '../scripts/local-services.ts';
import { dropDatabase, seedPostgres } from './seed-postgres.ts';
import { filesPart } from './files.ts';
import { dropMariadbDatabase, seedMariadb } from './seed-mariadb.ts';
import { limiterPart } from './limiter.ts';
import { rpcPart } from './rpc.ts';
import { oauthPart } from './oauth.ts';
import { listQueryPlan, seedSqlite } from './seed-sqlite.ts';
import { ADMIN_PASSWORD, createBenchSite } from './sites.ts';
import { userPermissionsPart } from './user-permissions.ts';
import { coldStartPart } from './cold-start.ts';
import { distIsFresh } from '../scripts/dist-freshness.js';
import { etagPart } from './etag.ts';
import { batchPart } from './batch.ts';
import { realtimePart } from './realtime.ts';
import { realtimeFloodPart } from './realtime-flood.ts';
import { deskPaintPart } from './desk-paint.ts';
import { WORKER_SCENARIOS, workersPart } from './workers.ts';
import { jobsPart } from './jobs.ts';
import { createSqliteReference, dialectPart, type SqliteReference, type Target } from './dialects.ts';

const SVC_BIN = path.resolve(import.meta.dirname, '../bin/svc.js');
const BARE_SERVER = path.resolve(import.meta.dirname, 'bare-server.ts');
const ROWS_TEXT = ROWS.toLocaleString('en-US');

/** Undone in reverse order on every exit path, after the servers are stopped: databases, temp dirs. */
const cleanups: Array<() => unknown> = [];
const say = (text: string) => process.stdout.write(`${text}\n`);
const progress = (text: string) => say(`· ${text}`);
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

function startSvc(label: string, sitesDir: string, workers = 1): Promise<Server> {
  // bin/svc.js runs the sources through tsx when dist/ is older than src/ (an edit during the run):
  // slower and about 60 MB bigger, so such figures must not pass for the build's.
  if (!distIsFresh()) say(`!!! ${label}: dist/ is older than src/, so this svc runs the sources through tsx: its figures are not the build's !!!`);
  // warn, not silent: a svc warning during the run is something the reader should see.
  return startServer(label, [SVC_BIN, 'serve', '--sites-dir', sitesDir, '--port', '0', '--workers', String(workers)], { SVC_LOG_LEVEL: 'warn' }, /svc serving .* at (http:\/\/\S+)/);
}

const load = (headers: Record<string, string>, connections = CONNECTIONS, duration = MEASURE_SECONDS): LoadOptions => ({
  connections, seconds: duration, warmupSeconds: WARMUP_SECONDS, headers,
});

/** One scenario on svc and bare in turns; prints its table and returns its summary row. */
async function runScenario(scenario: Scenario, names: string[], svc: Target, bare: Target): Promise<SummaryRow> {
  for (const t of [svc, bare]) await smokeCheck(t.server, scenario.request(names), t.headers);
  progress(`${scenario.key}: ${svc.server.label} and ${bare.server.label}, in ${TURNS} turns each`);
  const [svcResult, bareResult] = await measureInTurns([svc, bare], () => scenario.request(names), load({}), TURNS);
  say(scenarioReport(`${scenario.title} — ${svc.server.label}, ${CONNECTIONS} connections, ${MEASURE_SECONDS} s in ${TURNS} turns taken with bare`, scenario, svcResult!, bareResult));
  return { label: `${scenario.key} (${svc.server.label})`, kind: scenario.kind, svc: svcResult!, bare: bareResult };
}

/** "A filtered, sorted page from the 100,000-row table": one connection, requests back to back. */
async function sequentialList(targets: Target[], database?: string): Promise<void> {
  const list = SCENARIOS.find((s) => s.key === 'list')!;
  const rows = [];
  for (const t of targets) {
    progress(`list, 1 connection: ${t.server.label}`);
    rows.push({ label: t.server.label, m: await measure(t.server, () => list.request([]), load(t.headers, 1, SEQUENTIAL_SECONDS)) });
  }
  say(sequentialReport(`a filtered, sorted page from the ${ROWS_TEXT}-row table: list at 1 connection, ${SEQUENTIAL_SECONDS} s`, rows, database));
}

/**
 * `--core`: only what issue 20's targets are about (cold start, read, list, create and update
 * against bare, the lifetime peak RSS, --workers 2, PostgreSQL's and MariaDB's reads and lists),
 * about a third of the whole bench's time, so it can be repeated for a spread.
 */
const core = process.argv.includes('--core');

async function sqlitePart(tmp: string, summary: SummaryRow[]): Promise<void> {
  const sitesDir = path.join(tmp, 'sites');
  progress(`creating SQLite site ${SITE} in ${sitesDir}`);
  const site = await createBenchSite(sitesDir, SITE, { dbType: 'sqlite' });
  const dbFile = path.join(sitesDir, SITE, 'site.sqlite3');
  let started = performance.now();
  const names = shuffled(seedSqlite(dbFile, ROWS));
  progress(`seeded ${ROWS_TEXT} ToDos into SQLite in ${seconds(started)}`);
  // The bare server gets its own copy, so both start from the same rows and neither sees the other's writes.
  const bareFile = path.join(tmp, 'bare.sqlite3');
  fs.copyFileSync(dbFile, bareFile);

  started = performance.now();
  const svc: Target = { server: await startSvc('svc', sitesDir), headers: { authorization: site.auth } };
  progress(`svc listening at ${svc.server.url} after ${seconds(started)}, RSS ${readMemoryMb(svc.server.pid, 'VmRSS').toFixed(1)} MB idle`);
  const bare: Target = { server: await startServer('bare', ['--import', 'tsx', BARE_SERVER, bareFile], {}, /bare listening at (http:\/\/\S+)/), headers: {} };
  progress(`bare listening at ${bare.server.url}, RSS ${readMemoryMb(bare.server.pid, 'VmRSS').toFixed(1)} MB idle`);

  for (const scenario of SCENARIOS.filter((s) => s.kind === 'read')) summary.push(await runScenario(scenario, names, svc, bare));
  const read = SCENARIOS.find((s) => s.key === 'read')!;
  if (!core) {
    // The limiter runs need svc restarted with other site config; the main svc is paused meanwhile.
    await svc.server.stop();
    await limiterPart({ sitesDir, names, read, headers: svc.headers, startSvc: (label) => startSvc(label, sitesDir), say });
    svc.server = await startSvc('svc', sitesDir);
    // Before the writes, which add rows: this one is about the 100,000-row table.
    await sequentialList([svc, bare]);
    await userPermissionsPart({ svc: svc.server, adminAuth: site.auth, list: SCENARIOS.find((s) => s.key === 'list')!, say });
    await etagPart({ svc: svc.server, configFile: path.join(sitesDir, SITE, 'site_config.json'), auth: site.auth, names, read, say });
    await realtimePart({ svc: svc.server, site: SITE, auth: site.auth, create: SCENARIOS.find((s) => s.key === 'create')!, say, progress });
    await batchPart({ svc: svc.server, auth: site.auth, say });
    say(`  SQLite plan of the list query: ${listQueryPlan(dbFile)}`);

    progress('constant JSON route: bare');
    const ceiling = await measure(bare.server, () => ({ method: 'GET', path: '/api/ping' }), load({}));
    say(ceilingReport(`ceiling: constant JSON (bare GET /api/ping), ${CONNECTIONS} connections`, ceiling));
    await rpcPart({ svc: svc.server, tokenHeaders: svc.headers, names, ceiling, adminPassword: ADMIN_PASSWORD, say });
    await oauthPart({ svc: svc.server, tokenHeaders: svc.headers, names, adminPassword: ADMIN_PASSWORD, say });
  }

  for (const scenario of SCENARIOS.filter((s) => s.kind === 'write')) summary.push(await runScenario(scenario, names, svc, bare));
  if (!core) await filesPart({ svc: svc.server, headers: svc.headers, say });
  say(memoryAfterBenchReport('svc', readMemoryMb(svc.server.pid, 'VmRSS'), readMemoryMb(svc.server.pid, 'VmHWM'), ` (bare ${readMemoryMb(bare.server.pid, 'VmRSS').toFixed(1)} MB, peak ${readMemoryMb(bare.server.pid, 'VmHWM').toFixed(1)} MB)`, {
    anonMb: readMemoryMb(svc.server.pid, 'RssAnon'),
    fileMb: readMemoryMb(svc.server.pid, 'RssFile'),
  }));
  await svc.server.stop();
  await bare.server.stop();
  await workersPart({ database: 'SQLite', targeted: true, names, scenarios: WORKER_SCENARIOS, headers: svc.headers, load, startSvc: (label, workers) => startSvc(label, sitesDir, workers), say });
}

/** Made once, when the first other database is measured. */
let sqliteReference: Promise<SqliteReference> | null = null;

/** Read and list of svc on another database, in turns with svc on an SQLite site holding the same rows. */
async function againstSqlite(tmp: string, database: string, svc: Target, names: string[]): Promise<SummaryRow[]> {
  sqliteReference ??= createSqliteReference(tmp);
  const reference = await sqliteReference;
  const sqlite: Target = { server: await startSvc('svc-sqlite', reference.sitesDir), headers: { authorization: reference.auth } };
  try {
    return await dialectPart({ database, svc, sqlite, names, scenarios: SCENARIOS.filter((s) => s.kind === 'read'), load, say });
  } finally {
    await sqlite.server.stop();
  }
}

async function postgresPart(tmp: string, summary: SummaryRow[]): Promise<void> {
  if (!(await postgresReachable(PG_ADMIN_URL))) {
    say('\n!!! PostgreSQL at 127.0.0.1:5432 is not reachable: the PostgreSQL scenarios are SKIPPED !!!\n');
    return;
  }
  const dbName = `svc_bench_${randomBytes(4).toString('hex')}`;
  const dbUrl = `postgres://postgres@127.0.0.1:5432/${dbName}`;
  // Registered before createSite, which creates the database: a failure half-way still drops it.
  cleanups.push(() => dropDatabase(PG_ADMIN_URL, dbName));
  const sitesDir = path.join(tmp, 'pg-sites');
  progress(`creating PostgreSQL site on database ${dbName}`);
  const site = await createBenchSite(sitesDir, SITE, { dbType: 'postgres', dbUrl });
  const started = performance.now();
  const names = shuffled(await seedPostgres(dbUrl, ROWS));
  progress(`seeded ${ROWS_TEXT} ToDos into PostgreSQL in ${seconds(started)}`);

  const svc: Target = { server: await startSvc('svc-pg', sitesDir), headers: { authorization: site.auth } };
  summary.push(...(await againstSqlite(tmp, 'PostgreSQL', svc, names)));
  await sequentialList([svc], 'PostgreSQL');
  say(memoryAfterBenchReport('svc-pg', readMemoryMb(svc.server.pid, 'VmRSS'), readMemoryMb(svc.server.pid, 'VmHWM'), " (PostgreSQL's own processes not included)"));
  await svc.server.stop();
  await workersPart({ database: 'PostgreSQL', targeted: false, names, scenarios: WORKER_SCENARIOS, headers: svc.headers, load, startSvc: (label, workers) => startSvc(label, sitesDir, workers), say });
}

async function mariadbPart(tmp: string, summary: SummaryRow[]): Promise<void> {
  if (!(await mariadbReachable())) {
    say('\n!!! MariaDB at 127.0.0.1:3306 is not reachable: the MariaDB scenarios are SKIPPED !!!\n');
    return;
  }
  const dbName = `svc_bench_${randomBytes(4).toString('hex')}`;
  cleanups.push(() => dropMariadbDatabase(dbName));
  const sitesDir = path.join(tmp, 'maria-sites');
  progress(`creating MariaDB site on database ${dbName}`);
  const site = await createBenchSite(sitesDir, SITE, { dbType: 'mariadb', dbUrl: `mysql://root@127.0.0.1:3306/${dbName}` });
  const started = performance.now();
  const names = shuffled(await seedMariadb(dbName, ROWS));
  progress(`seeded ${ROWS_TEXT} ToDos into MariaDB in ${seconds(started)}`);

  const svc: Target = { server: await startSvc('svc-maria', sitesDir), headers: { authorization: site.auth } };
  summary.push(...(await againstSqlite(tmp, 'MariaDB', svc, names)));
  await sequentialList([svc], 'MariaDB');
  say(memoryAfterBenchReport('svc-maria', readMemoryMb(svc.server.pid, 'VmRSS'), readMemoryMb(svc.server.pid, 'VmHWM'), " (MariaDB's own process not included)"));
  await svc.server.stop();
  await workersPart({ database: 'MariaDB', targeted: false, names, scenarios: WORKER_SCENARIOS, headers: svc.headers, load, startSvc: (label, workers) => startSvc(label, sitesDir, workers), say });
}

/** The parts `--dialects a,b` names; all of them by default. */
function chosenParts(): Set<string> {
  const i = process.argv.indexOf('--dialects');
  const list = i >= 0 ? process.argv[i + 1] ?? '' : 'sqlite,postgres,mariadb';
  return new Set(list.split(',').map((p) => p.trim()));
}

/** Cores the rest of the machine keeps busy, sampled over one second while the bench idles. */
async function otherCoresNow(): Promise<number> {
  const before = readMachineCpuMs();
  const self = process.cpuUsage();
  await new Promise((r) => setTimeout(r, 1000));
  const own = process.cpuUsage(self);
  return (readMachineCpuMs() - before - (own.user + own.system) / 1000) / 1000;
}

/** `npm run bench -- --files`: only the files scenario, on a fresh SQLite site (about a minute). */
async function filesOnly(tmp: string): Promise<void> {
  const sitesDir = path.join(tmp, 'sites');
  const site = await createBenchSite(sitesDir, SITE, { dbType: 'sqlite' });
  const svc = await startSvc('svc', sitesDir);
  await filesPart({ svc, headers: { authorization: site.auth }, say });
  await svc.stop();
}

/** `npm run bench -- --user-permissions`: only the User Permissions listing comparison, on a fresh seeded SQLite site (about two minutes). */
async function userPermissionsOnly(tmp: string): Promise<void> {
  const sitesDir = path.join(tmp, 'sites');
  const site = await createBenchSite(sitesDir, SITE, { dbType: 'sqlite' });
  seedSqlite(path.join(sitesDir, SITE, 'site.sqlite3'), ROWS);
  const svc = await startSvc('svc', sitesDir);
  await userPermissionsPart({ svc, adminAuth: site.auth, list: SCENARIOS.find((s) => s.key === 'list')!, say });
  await svc.stop();
}

/** `npm run bench -- --etag`: only the cost of ETags on reads, on a fresh seeded SQLite site (about a minute and a half). */
async function etagOnly(tmp: string): Promise<void> {
  const sitesDir = path.join(tmp, 'sites');
  const site = await createBenchSite(sitesDir, SITE, { dbType: 'sqlite' });
  const names = shuffled(seedSqlite(path.join(sitesDir, SITE, 'site.sqlite3'), ROWS));
  const svc = await startSvc('svc', sitesDir);
  await etagPart({ svc, configFile: path.join(sitesDir, SITE, 'site_config.json'), auth: site.auth, names, read: SCENARIOS.find((s) => s.key === 'read')!, say });
  await svc.stop();
}

/** `npm run bench -- --batch`: only a 100-item atomic batch create against 100 single creates, on a fresh SQLite site (about ten seconds). */
async function batchOnly(tmp: string): Promise<void> {
  const sitesDir = path.join(tmp, 'sites');
  const site = await createBenchSite(sitesDir, SITE, { dbType: 'sqlite' });
  const svc = await startSvc('svc', sitesDir);
  await batchPart({ svc, auth: site.auth, say });
  await svc.stop();
}

/** `npm run bench -- --realtime`: only realtime delivery to 1,000 subscribers, on a fresh SQLite site (about a minute). */
async function realtimeOnly(tmp: string): Promise<void> {
  const sitesDir = path.join(tmp, 'sites');
  const site = await createBenchSite(sitesDir, SITE, { dbType: 'sqlite' });
  const svc = await startSvc('svc', sitesDir);
  await realtimePart({ svc, site: SITE, auth: site.auth, create: SCENARIOS.find((s) => s.key === 'create')!, say, progress });
  await svc.stop();
}

/**
 * `npm run bench -- --realtime-flood`: only the socket.io flood (one socket, 40,000 subscribe
 * events in 5 s, HTTP pings measured meanwhile), on a fresh SQLite site and, when it answers,
 * PostgreSQL, each with 2,000 ToDos to subscribe to (about a minute).
 */
async function realtimeFloodOnly(tmp: string): Promise<void> {
  const rows = 2000;
  const sitesDir = path.join(tmp, 'sites');
  const site = await createBenchSite(sitesDir, SITE, { dbType: 'sqlite' });
  const names = seedSqlite(path.join(sitesDir, SITE, 'site.sqlite3'), rows);
  const svc = await startSvc('svc', sitesDir);
  await realtimeFloodPart({ svc, database: 'SQLite', site: SITE, auth: site.auth, names, say, progress });
  await svc.stop();
  if (!(await postgresReachable(PG_ADMIN_URL))) {
    say('\n!!! PostgreSQL at 127.0.0.1:5432 is not reachable: the PostgreSQL flood is SKIPPED !!!');
    return;
  }
  const dbName = `svc_bench_${randomBytes(4).toString('hex')}`;
  const dbUrl = `postgres://postgres@127.0.0.1:5432/${dbName}`;
  cleanups.push(() => dropDatabase(PG_ADMIN_URL, dbName));
  const pgDir = path.join(tmp, 'pg-sites');
  const pgSite = await createBenchSite(pgDir, SITE, { dbType: 'postgres', dbUrl });
  const pgNames = await seedPostgres(dbUrl, rows);
  const pgSvc = await startSvc('svc-pg', pgDir);
  await realtimeFloodPart({ svc: pgSvc, database: 'PostgreSQL', site: SITE, auth: pgSite.auth, names: pgNames, say, progress });
  await pgSvc.stop();
}

async function main(): Promise<void> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-bench-'));
  cleanups.push(() => fs.rmSync(tmp, { recursive: true, force: true }));
  if (process.argv.includes('--files')) return filesOnly(tmp);
  if (process.argv.includes('--user-permissions')) return userPermissionsOnly(tmp);
  if (process.argv.includes('--cold-start')) return coldStartPart(tmp, say);
  if (process.argv.includes('--etag')) return etagOnly(tmp);
  if (process.argv.includes('--realtime-flood')) return realtimeFloodOnly(tmp);
  if (process.argv.includes('--realtime')) return realtimeOnly(tmp);
  if (process.argv.includes('--batch')) return batchOnly(tmp);
  if (process.argv.includes('--desk')) return deskPaintPart({ tmp, startSvc, say });
  if (process.argv.includes('--jobs')) return jobsPart(tmp, say);
  say(`svc bench: ${ROWS_TEXT} ToDos, ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up + ${MEASURE_SECONDS} s per run, ${os.cpus().length} CPUs (${os.cpus()[0]?.model.trim() ?? 'model unknown'}) shared by servers and load generator`);
  // Other work on the machine steals the cores from server and load generator alike.
  const busy = await otherCoresNow();
  if (busy > 0.2) say(`!!! the machine is busy (other processes use ${busy.toFixed(1)} cores): the figures will be noisy !!!`);
  const summary: SummaryRow[] = [];
  const parts = chosenParts();
  // First, before the load runs leave the machine warm and busy.
  if (parts.has('sqlite')) await coldStartPart(tmp, say);
  if (parts.has('sqlite') && !core) await deskPaintPart({ tmp, startSvc, say });
  if (parts.has('sqlite')) await sqlitePart(tmp, summary);
  if (parts.has('postgres')) await postgresPart(tmp, summary);
  if (parts.has('mariadb')) await mariadbPart(tmp, summary);
  say('\n── summary ──');
  say(summaryReport(summary));
  say('\n── read and list on the other databases, each against SQLite in the same turns ──');
  say(dialectReport(summary));
}

async function cleanup(): Promise<void> {
  // Servers first: they hold the databases and files the other steps remove.
  await stopAllServers();
  while (cleanups.length > 0) {
    try {
      await cleanups.pop()!();
    } catch (err) {
      process.stderr.write(`cleanup: ${(err as Error).message}\n`);
    }
  }
}

process.on('exit', killAllServersNow);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    process.stderr.write(`\n${signal}: stopping servers and removing temporary files\n`);
    void cleanup().finally(() => process.exit(130));
  });
}

let exitCode = 0;
try {
  await main();
} catch (err) {
  process.stderr.write(`\nbench failed: ${(err as Error).stack ?? err}\n`);
  exitCode = 1;
}
await cleanup();
// autocannon and pg may leave handles open; the run is over either way.
process.exit(exitCode);
