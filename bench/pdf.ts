// PDF of one document with a warm pool (issue 56, "Measure"): `npm run bench:pdf`. A SQLite site
// served in this process (never listening: requests through inject), one document with a child
// table of 20 rows, download_pdf asked ROUNDS times one after another once the browser is up.
import { performance } from 'node:perf_hooks';
import { enabledDialects } from '../test/helpers/dialects.ts';
import { announceSkip } from '../test/helpers/skip-notice.ts';
import { createTestSite } from '../test/helpers/test-site.ts';
import { CHROMIUM } from '../test/helpers/browser.ts';
import { send } from '../test/helpers/scenario.ts';
import { insertAs } from '../test/helpers/users.ts';
import fs from 'node:fs';

/** PDFs measured after the warm-up (`npm run bench:pdf -- 10` for fewer). */
const ROUNDS = Number(process.argv[2] ?? 40);
const WARMUP = 3;

if (!fs.existsSync(CHROMIUM)) {
  announceSkip(`bench/pdf.ts: no Chromium at ${CHROMIUM}: the PDF bench is SKIPPED`);
  process.exit(0);
}
const [sqlite] = await enabledDialects();
const site = await createTestSite(sqlite!);
try {
  const auth = site.adminAuth;
  await insertAs(site, auth, 'DocType', { name: 'Bench Line', module: 'Custom', istable: 1, fields: [{ fieldname: 'item', fieldtype: 'Data', label: 'Item', in_list_view: 1 }, { fieldname: 'qty', fieldtype: 'Float', label: 'Qty', in_list_view: 1 }, { fieldname: 'amount', fieldtype: 'Currency', label: 'Amount', in_list_view: 1 }] });
  await insertAs(site, auth, 'DocType', {
    name: 'Bench Invoice', module: 'Custom', autoname: 'field:code',
    fields: [{ fieldname: 'code', fieldtype: 'Data', label: 'Code' }, { fieldname: 'customer', fieldtype: 'Data', label: 'Customer' }, { fieldname: 'posting_date', fieldtype: 'Date', label: 'Date' }, { fieldname: 'total', fieldtype: 'Currency', label: 'Total' }, { fieldname: 'lines', fieldtype: 'Table', label: 'Lines', options: 'Bench Line' }],
    permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1, print: 1 }],
  });
  const lines = Array.from({ length: 20 }, (_, i) => ({ item: `Item ${i + 1}`, qty: i + 1, amount: (i + 1) * 12.5 }));
  await insertAs(site, auth, 'Bench Invoice', { code: 'B-1', customer: 'Acme', posting_date: '2026-01-31', total: 2625, lines });
  const url = '/api/method/frappe.utils.print_format.download_pdf?doctype=Bench%20Invoice&name=B-1';
  const once = async () => {
    const started = performance.now();
    const res = await send(site, { method: 'GET', url, auth });
    if (res.statusCode !== 200) throw new Error(`download_pdf answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
    return { ms: performance.now() - started, bytes: res.rawPayload.length };
  };
  const first = await once();
  for (let i = 0; i < WARMUP; i++) await once();
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < ROUNDS; i++) {
    const r = await once();
    times.push(r.ms);
    bytes = r.bytes;
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(0);
  console.log(`PDF of one document (20 child rows, ${(bytes / 1024).toFixed(0)} KiB): first (browser launch) ${first.ms.toFixed(0)} ms; warm pool, ${ROUNDS} in a row: p50 ${at(0.5)} ms, p90 ${at(0.9)} ms, max ${at(1)} ms`);
} finally {
  await site.close();
}
