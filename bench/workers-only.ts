// `npm run bench:workers [-- --seconds 5 --rows 20000]`: only the --workers scenario, on SQLite and
// (when it answers) PostgreSQL, without the rest of the bench. Figures are rough on a shared machine.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONNECTIONS, MEASURE_SECONDS, PG_ADMIN_URL, ROWS, SITE, WARMUP_SECONDS } from './config.ts';
import { killAllServersNow, startServer, stopAllServers } from './processes.ts';
import { shuffled } from './seed-data.ts';
import { postgresReachable } from '../scripts/local-services.ts';
import { dropDatabase, seedPostgres } from './seed-postgres.ts';
import { seedSqlite } from './seed-sqlite.ts';
import { createBenchSite } from './sites.ts';
import { WORKER_SCENARIOS, workersPart } from './workers.ts';

const SVC_BIN = path.resolve(import.meta.dirname, '../bin/svc.js');
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const seconds = arg('seconds', MEASURE_SECONDS);
const rows = arg('rows', ROWS);
const say = (text: string) => process.stdout.write(`${text}\n`);


function startSvc(sitesDir: string) {
  return (label: string, workers: number) =>
    startServer(label, [SVC_BIN, 'serve', '--sites-dir', sitesDir, '--port', '0', '--workers', String(workers)], { SVC_LOG_LEVEL: 'warn' }, /svc serving .* at (http:\/\/\S+)/);
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-bench-workers-'));
const cleanups: Array<() => unknown> = [() => fs.rmSync(tmp, { recursive: true, force: true })];
process.on('exit', killAllServersNow);
let code = 0;
try {
  say(`svc --workers bench: ${rows} ToDos, ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up + ${seconds} s per run, ${os.cpus().length} CPUs`);
  const load = (headers: Record<string, string>) => ({ connections: CONNECTIONS, seconds, warmupSeconds: WARMUP_SECONDS, headers });

  const sqliteDir = path.join(tmp, 'sites');
  const site = await createBenchSite(sqliteDir, SITE, { dbType: 'sqlite' });
  const names = shuffled(seedSqlite(path.join(sqliteDir, SITE, 'site.sqlite3'), rows));
  await workersPart({ database: 'SQLite', targeted: true, names, scenarios: WORKER_SCENARIOS, headers: { authorization: site.auth }, load, startSvc: startSvc(sqliteDir), say });

  if (await postgresReachable(PG_ADMIN_URL)) {
    const dbName = `svc_bench_${randomBytes(4).toString('hex')}`;
    const dbUrl = `postgres://postgres@127.0.0.1:5432/${dbName}`;
    cleanups.push(() => dropDatabase(PG_ADMIN_URL, dbName));
    const pgDir = path.join(tmp, 'pg-sites');
    const pgSite = await createBenchSite(pgDir, SITE, { dbType: 'postgres', dbUrl });
    const pgNames = shuffled(await seedPostgres(dbUrl, rows));
    await workersPart({ database: 'PostgreSQL', targeted: false, names: pgNames, scenarios: WORKER_SCENARIOS, headers: { authorization: pgSite.auth }, load, startSvc: startSvc(pgDir), say });
  } else {
    say('\n!!! PostgreSQL at 127.0.0.1:5432 is not reachable: the PostgreSQL --workers run is SKIPPED !!!');
  }
} catch (err) {
  process.stderr.write(`bench failed: ${(err as Error).stack ?? err}\n`);
  code = 1;
}
await stopAllServers();
for (const fn of cleanups.reverse()) await Promise.resolve(fn()).catch(() => {});
process.exit(code);
