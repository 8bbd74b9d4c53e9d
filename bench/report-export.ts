// Report view exports (issue 56): 100,000 Notes exported to CSV and to XLSX through
// frappe.desk.reportview.export_query's pipeline (permission checks, the listing's cursor,
// csv-stringify / exceljs' streaming WorkbookWriter), the bytes counted and dropped as a client
// would read them. Time and the process's peak RSS per format; a fresh SQLite site.
// `npm run bench:report-export [-- --rows N]`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { BUILTIN_APP_DIR, loadApps } from '../src/apps/load-apps.ts';
import { systemClock } from '../src/context/clock.ts';
import { systemContext } from '../src/operations/system-context.ts';
import { prepareListingExport } from '../src/rpc/builtin/reports/export-listing.ts';
import { createSite } from '../src/sites/create-site.ts';
import { SiteRuntime } from '../src/sites/site-runtime.ts';
import { table } from './report.ts';

const ROWS = Number(process.argv[process.argv.indexOf('--rows') + 1]) || 100_000;
const BATCH = 1000;
const log = pino({ level: 'silent' });
const clock = systemClock();

/** Inserts the Notes straight into their table, a thousand per statement: the seed is not what is measured. */
async function seed(runtime: SiteRuntime): Promise<void> {
  const now = '2026-01-01 00:00:00.000000';
  for (let start = 0; start < ROWS; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, ROWS - start) }, (_, i) => ({
      name: `note-${start + i}`, creation: now, modified: now, owner: 'Administrator', modified_by: 'Administrator', docstatus: 0, idx: 0,
      title: `Note number ${start + i}, with a comma`, content: `<p>Body of note ${start + i} "quoted"</p>`, public: (start + i) % 2,
    }));
    await runtime.db.write((tx) => tx.run(tx.builder.insertInto('tabNote').values(rows)));
  }
}

/** Runs one export to its end, counting bytes; answers seconds, bytes and the peak RSS seen meanwhile. */
async function measure(runtime: SiteRuntime, format: 'CSV' | 'Excel'): Promise<{ seconds: number; bytes: number; peakMb: number }> {
  global.gc?.();
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = performance.now();
  const download = await prepareListingExport(systemContext(runtime, clock, log), {
    doctype: 'Note', file_format_type: format, fields: JSON.stringify(['name', 'title', 'content', 'public', 'creation']), order_by: 'name asc',
  });
  let bytes = 0;
  for await (const chunk of await download.open()) bytes += (chunk as Buffer).length;
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { seconds, bytes, peakMb: peak / 1024 / 1024 };
}

async function main(): Promise<void> {
  const sitesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-bench-export-'));
  const apps = await loadApps([BUILTIN_APP_DIR]);
  const site = 'export.bench';
  await createSite({ sitesDir, name: site, adminPassword: 'bench-admin', developerMode: false, apps, clock, log, dbType: 'sqlite' });
  const runtime = await SiteRuntime.open(sitesDir, site, apps, clock, log);
  try {
    await seed(runtime);
    const baseline = process.memoryUsage().rss / 1024 / 1024;
    const rows: string[][] = [];
    for (const format of ['CSV', 'Excel'] as const) {
      const m = await measure(runtime, format);
      rows.push([format, ROWS.toLocaleString('en-US'), m.seconds.toFixed(2), Math.round(ROWS / m.seconds).toLocaleString('en-US'), (m.bytes / 1024 / 1024).toFixed(1), m.peakMb.toFixed(0), baseline.toFixed(0)]);
    }
    console.log(`Report view export of ${ROWS.toLocaleString('en-US')} Notes (SQLite, 5 columns)\n`);
    console.log(table(['format', 'rows', 'seconds', 'rows/s', 'file MB', 'peak RSS MB', 'RSS before MB'], rows));
  } finally {
    await runtime.close();
    fs.rmSync(sitesDir, { recursive: true, force: true });
  }
}

await main();
