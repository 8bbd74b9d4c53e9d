// Data Import (issue 56 part 4): a 10,000-row CSV of ToDos imported by the import job, run in
// this process as a worker runs it: rows per second, and the process's peak RSS before and after
// (the file is read as a stream twice, a count then the import; 100 documents per commit).
// A fresh SQLite site. `npm run bench:data-import [-- --rows N]`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { BUILTIN_APP_DIR, loadApps } from '../src/apps/load-apps.ts';
import { systemClock } from '../src/context/clock.ts';
import { runTask } from '../src/job-worker/run-task.ts';
import { createDocument } from '../src/operations/document-create.ts';
import { systemContext } from '../src/operations/system-context.ts';
import { DATA_IMPORT_JOB } from '../src/rpc/builtin/data-import/run-import.ts';
import { createSite } from '../src/sites/create-site.ts';
import { SiteRuntime } from '../src/sites/site-runtime.ts';
import { table } from './report.ts';

const ROWS = Number(process.argv[process.argv.indexOf('--rows') + 1]) || 10_000;
const log = pino({ level: 'silent' });
const clock = systemClock();
const mib = (kib: number) => `${(kib / 1024).toFixed(0)} MiB`;

async function main(): Promise<void> {
  const sitesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-bench-import-'));
  const apps = await loadApps([BUILTIN_APP_DIR]);
  const site = 'bench.localhost';
  await createSite({ sitesDir, name: site, adminPassword: 'bench-admin', developerMode: false, apps, clock, log, dbType: 'sqlite' });
  const runtime = await SiteRuntime.open(sitesDir, site, apps, clock, log);
  const filesDir = path.join(sitesDir, site, 'public', 'files');
  fs.mkdirSync(filesDir, { recursive: true });
  const lines = ['Description,Status,Priority,Due Date'];
  for (let i = 0; i < ROWS; i++) lines.push(`Imported task ${i},${i % 2 ? 'Open' : 'Closed'},${['High', 'Medium', 'Low'][i % 3]},2026-12-${String((i % 28) + 1).padStart(2, '0')}`);
  fs.writeFileSync(path.join(filesDir, 'bench-import.csv'), lines.join('\n'));
  const sys = systemContext(runtime, clock, log);
  await createDocument(sys, 'File', { file_name: 'bench-import.csv', file_url: '/files/bench-import.csv' });
  const di = await createDocument(sys, 'Data Import', { reference_doctype: 'ToDo', import_type: 'Insert New Records', import_file: '/files/bench-import.csv' });
  const rssBefore = process.resourceUsage().maxRSS;
  const start = performance.now();
  const outcome = await runTask(runtime, runtime.jobs.targets, { jobId: 'bench', site, user: 'Administrator', method: DATA_IMPORT_JOB, kwargs: JSON.stringify({ data_import: String(di.name) }) }, clock, log);
  const seconds = (performance.now() - start) / 1000;
  if (!outcome.ok) throw new Error(JSON.stringify(outcome));
  const result = JSON.parse(outcome.result!) as { status: string; success: number; failed: number };
  console.log(`Data Import of ${ROWS} ToDo rows (CSV, SQLite), ${os.cpus().length} cores`);
  console.log(table(['status', 'imported', 'failed', 'seconds', 'rows/s', 'peak RSS before', 'peak RSS after'], [[result.status, String(result.success), String(result.failed), seconds.toFixed(1), (result.success / seconds).toFixed(0), mib(rssBefore), mib(process.resourceUsage().maxRSS)]]));
  await runtime.close();
  fs.rmSync(sitesDir, { recursive: true, force: true });
}

await main();
