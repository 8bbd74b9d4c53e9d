import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import ExcelJS from 'exceljs';
import { systemClock } from '../../src/context/clock.ts';
import { taskOfJob } from '../../src/job-worker/job-task.ts';
import { runTask } from '../../src/job-worker/run-task.ts';
import type { SiteRuntime } from '../../src/sites/site-runtime.ts';
import { appsWith, IMPORT_APP } from '../helpers/apps.ts';
import { listenOnLoopback } from '../helpers/browser.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { connectRealtime } from '../helpers/realtime-client.ts';
import { silentLog } from '../helpers/test-site.ts';
import { filePart, upload } from '../helpers/uploads.ts';
import { call, insertAs, makeRole, runtimeOf } from '../helpers/users.ts';

const apps = await appsWith(IMPORT_APP);
const M = '/api/method/frappe.core.doctype.data_import.data_import';
const EXPORT = '/api/method/frappe.core.doctype.data_export.exporter.export_data';

/**
 * Issue 56 part 4: Data Import (a job run here as a worker runs it) and export_data, on the
 * importtest app's Import Item (mandatory Title, Select Status, Link Assignee, a Lines table, a
 * permlevel-1 Secret; only Import Manager creates it, System Manager reads and exports it).
 */
perDialect('Data Import and data export', (site) => {
  let runtime: SiteRuntime;
  let importer = '';
  let manager = '';
  let outsider = '';

  before(async () => {
    runtime = await runtimeOf(site());
    await makeRole(site(), 'Import Manager', 1);
    importer = await site().addUser('importer@example.com', ['System Manager', 'Import Manager']);
    manager = await site().addUser('sysman@example.com', ['System Manager']);
    outsider = await site().addUser('outsider@example.com', ['Desk User']);
  });

  const attach = async (name: string, content: Buffer | string, auth = importer) => {
    const type = name.endsWith('.csv') ? 'text/csv' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    const r = await upload(site(), [filePart(name, content, type)], { auth });
    assert.equal(r.status, 200, r.body.slice(0, 400));
    return String(r.json.message.file_url);
  };
  const newImport = async (fileUrl: string, auth = importer, importType = 'Insert New Records') =>
    String((await insertAs(site(), auth, 'Data Import', { reference_doctype: 'Import Item', import_type: importType, import_file: fileUrl })).name);
  const post = (path: string, json: Record<string, unknown>, auth = importer) => call(site(), { method: 'POST', url: `${M}.${path}`, auth, json });
  /** Starts the import and runs its job as a worker would; answers the job's result. */
  const runImport = async (name: string, auth = importer) => {
    const started = await post('form_start_import', { data_import: name }, auth);
    assert.equal(started.status, 200, started.body.slice(0, 400));
    assert.equal(started.json.message, true);
    const claim = await runtime.jobs.queue.claim({ queues: ['default'], worker: 'test', leaseMs: 60_000 });
    assert.ok(claim, 'the import job is waiting');
    assert.equal(claim.job.method, 'frappe.core.doctype.data_import.data_import.start_import');
    const outcome = await runTask(runtime, runtime.jobs.targets, taskOfJob(claim.job), systemClock(), silentLog);
    if (outcome.ok) await runtime.jobs.queue.complete(claim, outcome.result);
    else await runtime.jobs.queue.fail(claim, outcome.error);
    assert.ok(outcome.ok, JSON.stringify(outcome));
    return JSON.parse(outcome.result!);
  };
  const logs = async (name: string) => {
    const r = await post('get_import_logs', { data_import: name });
    assert.equal(r.status, 200, r.body);
    return r.json.message as Array<{ success: number; docname: string | null; messages: string; exception: string | null; row_indexes: string }>;
  };
  const titles = async (filters: unknown[] = []) => {
    const r = await call(site(), { method: 'GET', url: `/api/resource/Import Item?fields=["title"]&limit_page_length=0&filters=${encodeURIComponent(JSON.stringify(filters))}`, auth: importer });
    return (r.json.data as Array<{ title: string }>).map((d) => d.title).sort();
  };

  it('imports the good rows, logs each bad one with its row number, and a re-run imports only the fixed ones', async () => {
    const csv = ['Title,Status,Assignee,Quantity', 'Good one,Open,,3', ',Open,,1', 'Bad link,Open,late@example.com,1', 'Bad select,Weird,,1', 'Bad number,Open,,lots', 'Good two,Done,,2'].join('\n');
    const name = await newImport(await attach('items.csv', csv));
    const result = await runImport(name);
    assert.deepEqual(result, { status: 'Partial Success', success: 2, failed: 4 });
    assert.deepEqual(await titles([['title', 'like', 'Good%']]), ['Good one', 'Good two']);
    assert.deepEqual(await titles([['title', 'like', 'Bad%']]), []);
    const byRow = new Map((await logs(name)).map((l) => [JSON.parse(l.row_indexes)[0] as number, l]));
    assert.deepEqual([...byRow.keys()].sort(), [2, 3, 4, 5, 6, 7]);
    assert.equal(byRow.get(2)!.success, 1);
    assert.ok(byRow.get(2)!.docname);
    assert.match(byRow.get(3)!.exception!, /MandatoryError/);
    assert.match(byRow.get(4)!.exception!, /LinkValidationError/);
    assert.match(JSON.parse(JSON.parse(byRow.get(4)!.messages)[0]).message, /late@example\.com/);
    assert.match(byRow.get(5)!.exception!, /Weird/);
    assert.match(byRow.get(6)!.exception!, /Row 6: Value "lots" must be a number/);
    const status = await post('get_import_status', { data_import_name: name });
    assert.deepEqual(status.json.message, { status: 'Partial Success', success: 2, failed: 4, total_records: 6 });

    const errored = await call(site(), { method: 'GET', url: `${M}.download_errored_template?data_import_name=${name}`, auth: importer });
    assert.equal(errored.status, 200);
    assert.match(String(errored.headers['content-disposition']), /attachment; filename="Import Item_errored\.csv"/);
    assert.deepEqual(errored.body.trim().split('\n').map((l) => l.split(',')[0]), ['Title', '', 'Bad link', 'Bad select', 'Bad number']);

    await site().addUser('late@example.com', []);
    const again = await runImport(name);
    assert.deepEqual(again, { status: 'Partial Success', success: 3, failed: 3 });
    assert.deepEqual(await titles([['title', 'in', ['Bad link', 'Good one', 'Good two', 'Bad select']]]), ['Bad link', 'Good one', 'Good two']);
    const finalLogs = await logs(name);
    assert.equal(finalLogs.filter((l) => l.success).length, 3);
    assert.equal(finalLogs.filter((l) => !l.success).length, 3);
  });

  it('imports an XLSX file with child table rows continuing their parent', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Sheet1');
    ws.addRow(['Title', 'Quantity', 'Due', 'SKU (Lines)', 'lines.qty']);
    ws.addRow(['Kit A', 2, new Date(Date.UTC(2026, 0, 31)), 'A-1', 1]);
    ws.addRow([null, null, null, 'A-2', 5]);
    ws.addRow(['Kit B', 1, null, 'B-1', 7]);
    ws.addRow(['Kit C', 1, null, null, 3]);
    const name = await newImport(await attach('kits.xlsx', Buffer.from(await wb.xlsx.writeBuffer())));
    const result = await runImport(name);
    assert.equal(result.status, 'Partial Success', JSON.stringify(await logs(name)));
    const ok = (await logs(name)).filter((l) => l.success);
    assert.deepEqual(ok.map((l) => JSON.parse(l.row_indexes)), [[2, 3], [4]]);
    const kitA = (await call(site(), { method: 'GET', url: `/api/resource/Import Item/${ok[0]!.docname}`, auth: importer })).json.data;
    assert.equal(kitA.title, 'Kit A');
    assert.equal(kitA.qty, 2);
    assert.equal(kitA.due, '2026-01-31');
    assert.deepEqual(kitA.lines.map((l: any) => [l.sku, l.qty]), [['A-1', 1], ['A-2', 5]]);
    const failed = (await logs(name)).find((l) => !l.success)!;
    assert.deepEqual(JSON.parse(failed.row_indexes), [5]);
    assert.match(failed.exception!, /MandatoryError/);
  });

  it('updates existing records by ID, and fails a row whose ID is missing or unknown', async () => {
    const a = await insertAs(site(), importer, 'Import Item', { title: 'To update', status: 'Open' });
    const csv = ['ID,Status', `${a.name},Done`, 'no-such-item,Done'].join('\n');
    const name = await newImport(await attach('update.csv', csv), importer, 'Update Existing Records');
    const result = await runImport(name);
    assert.deepEqual(result, { status: 'Partial Success', success: 1, failed: 1 });
    const after = (await call(site(), { method: 'GET', url: `/api/resource/Import Item/${a.name}`, auth: importer })).json.data;
    assert.equal(after.status, 'Done');
    assert.equal(after.title, 'To update');
    const failed = (await logs(name)).find((l) => !l.success)!;
    assert.match(failed.exception!, /DoesNotExistError/);
  });

  it('fails every row, alone, for a user who may not create the DocType', async () => {
    const name = await newImport(await attach('denied.csv', 'Title\nOne\nTwo', manager), manager);
    const result = await runImport(name, manager);
    assert.deepEqual(result, { status: 'Error', success: 0, failed: 2 });
    const all = await logs(name);
    assert.ok(all.every((l) => /PermissionError/.test(l.exception!)), JSON.stringify(all));
    assert.deepEqual(await titles([['title', 'in', ['One', 'Two']]]), []);
  });

  it('previews the first rows with the field each column maps to and warnings for unknown headers', async () => {
    const rows = ['Title,Mystery,lines.sku', ...Array.from({ length: 12 }, (_, i) => `P${i},x,s${i}`)].join('\n');
    const name = await newImport(await attach('preview.csv', rows));
    const r = await post('get_preview_from_template', { data_import: name });
    assert.equal(r.status, 200, r.body);
    const p = r.json.message;
    assert.deepEqual(p.columns.map((c: any) => [c.header_title, c.skip_import, c.map_to_field ?? null]), [['Sr. No', true, null], ['Title', false, 'title'], ['Column 2', true, null], ['SKU (Lines)', false, 'lines.sku']]);
    assert.equal(p.columns[1].df.reqd, 1);
    assert.equal(p.data.length, 10);
    assert.deepEqual(p.data[0], [2, 'P0', 'x', 's0']);
    assert.equal(p.max_rows_exceeded, true);
    assert.match(p.warnings[0].message, /Cannot match column "Mystery"/);
  });

  it('refuses what cannot be imported: no file, a file of another type, Google Sheets, an empty file, a DocType that takes no import, a Data Import of another user', async () => {
    const bare = String((await insertAs(site(), importer, 'Data Import', { reference_doctype: 'Import Item', import_type: 'Insert New Records' })).name);
    const noFile = await post('form_start_import', { data_import: bare });
    assert.equal(noFile.status, 417);
    assert.match(noFile.body, /Attach an import file/);
    const txt = await newImport(await attach('notes.csv.txt', 'Title\nX'));
    const wrongType = await post('get_preview_from_template', { data_import: txt });
    assert.equal(wrongType.status, 417);
    assert.match(wrongType.body, /\.csv or \.xlsx/);
    const sheets = await post('get_preview_from_template', { data_import: bare, google_sheets_url: 'https://docs.google.com/spreadsheets/d/x' });
    assert.equal(sheets.status, 417);
    const empty = await newImport(await attach('empty.csv', ''));
    const noHeader = await post('get_preview_from_template', { data_import: empty });
    assert.equal(noHeader.status, 417);
    assert.match(noHeader.body, /Header and atleast one row/);
    for (const doctype of ['Import Item Line', 'System Settings', 'Data Import Log']) {
      const r = await call(site(), { method: 'POST', url: '/api/resource/Data Import', auth: importer, json: { reference_doctype: doctype, import_type: 'Insert New Records' } });
      assert.equal(r.status, 417, `${doctype}: ${r.body.slice(0, 300)}`);
      assert.match(r.body, /is not allowed/);
    }
    const foreign = await post('form_start_import', { data_import: bare }, outsider);
    assert.equal(foreign.status, 403);
    const logsOfOther = await post('get_import_logs', { data_import: bare }, outsider);
    assert.equal(logsOfOther.status, 403);
  });

  it('a downloaded template with data imports back as new documents, tables included', async () => {
    await insertAs(site(), importer, 'Import Item', { title: 'Round trip', qty: 4, lines: [{ sku: 'R-1', qty: 1 }, { sku: 'R-2', qty: 2 }] });
    for (const fileType of ['CSV', 'Excel']) {
      const exportFields = JSON.stringify({ 'Import Item': ['title', 'qty'], lines: ['sku', 'qty'] });
      const filters = JSON.stringify([['title', '=', 'Round trip']]);
      const t = await site().app.inject({ method: 'GET', url: `${M}.download_template?doctype=Import%20Item&file_type=${fileType}&export_records=by_filter&export_fields=${encodeURIComponent(exportFields)}&export_filters=${encodeURIComponent(filters)}`, headers: { authorization: importer } });
      assert.equal(t.statusCode, 200, t.body.slice(0, 300));
      const ext = fileType === 'CSV' ? 'csv' : 'xlsx';
      assert.match(String(t.headers['content-disposition']), new RegExp(`filename="Import Item\\.${ext}"`));
      if (fileType === 'CSV') assert.equal(t.body.split('\n')[0], 'ID,Title,Quantity,ID (Lines),SKU (Lines),Quantity (Lines)');
      else assert.match(String(t.headers['content-type']), /spreadsheetml/);
      const raw = t.rawPayload;
      const name = await newImport(await attach(`round.${ext}`, raw));
      const result = await runImport(name);
      assert.equal(result.status, 'Success', JSON.stringify(await logs(name)));
    }
    const copies = (await call(site(), { method: 'GET', url: `/api/resource/Import Item?fields=["name"]&filters=${encodeURIComponent(JSON.stringify([['title', '=', 'Round trip']]))}`, auth: importer })).json.data;
    // The original, its copy from the CSV, then both copied again from the XLSX.
    assert.equal(copies.length, 4);
    for (const { name } of copies) {
      const doc = (await call(site(), { method: 'GET', url: `/api/resource/Import Item/${name}`, auth: importer })).json.data;
      assert.deepEqual([doc.qty, doc.lines.map((l: any) => [l.sku, l.qty])], [4, [['R-1', 1], ['R-2', 2]]]);
    }
  });

  it('export_data never holds a field the caller cannot read, and refuses a caller who may not export', async () => {
    await insertAs(site(), importer, 'Import Item', { title: 'Classified', secret: 'hush-hush' });
    const args = (auth: string) => call(site(), { method: 'POST', url: EXPORT, auth, json: { doctype: 'Import Item', select_columns: JSON.stringify({ 'Import Item': ['title', 'secret'] }), filters: JSON.stringify({ title: 'Classified' }), file_type: 'CSV', with_data: 1 } });
    const full = await args(importer);
    assert.equal(full.status, 200, full.body);
    assert.match(String(full.headers['content-type']), /text\/csv/);
    assert.match(full.body, /Secret/);
    assert.match(full.body, /hush-hush/);
    const limited = await args(manager);
    assert.equal(limited.status, 200, limited.body);
    assert.equal(limited.body.split('\n')[0], 'ID,Title');
    assert.match(limited.body, /Classified/);
    assert.doesNotMatch(limited.body, /hush-hush|Secret/);
    const refused = await args(outsider);
    assert.equal(refused.status, 403);
    const unknown = await call(site(), { method: 'POST', url: EXPORT, auth: importer, json: { doctype: 'No Such Thing' } });
    assert.equal(unknown.status, 404);
  });

  it('sends data_import_progress to the importing user and data_import_refresh at the end', async () => {
    const url = await listenOnLoopback(site());
    const socket = await connectRealtime(url, `/${site().site}`, { headers: { Authorization: importer } });
    try {
      const csv = ['Title', ...Array.from({ length: 7 }, (_, i) => `Live ${i}`)].join('\n');
      const name = await newImport(await attach('live.csv', csv));
      await runImport(name);
      const refresh = await socket.waitFor((r) => r.event === 'data_import_refresh', 20_000);
      assert.deepEqual(refresh.message, { data_import: name });
      const progress = socket.received.filter((r) => r.event === 'data_import_progress').map((r) => r.message.current);
      assert.deepEqual(progress, [1, 2, 3, 4, 5, 6, 7]);
      assert.ok(socket.received.some((r) => r.event === 'progress' && r.message.percent === 100));
    } finally {
      socket.close();
    }
  });
}, { apps });
