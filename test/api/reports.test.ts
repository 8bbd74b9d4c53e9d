import assert from 'node:assert/strict';
import path from 'node:path';
import { before, it } from 'node:test';
import ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
import { appsWith } from '../helpers/apps.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { send } from '../helpers/scenario.ts';
import { call, insertAs, makeRole, setSiteConfig } from '../helpers/users.ts';

const apps = await appsWith(path.resolve(import.meta.dirname, '../fixtures/apps/reporttest'));
/** CSV bytes read back by exceljs, every cell as text. */
async function parseCsv(body: string): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  const sheet = await book.csv.read(Readable.from([body]));
  return (sheet.getSheetValues().slice(1) as unknown[][]).map((row) => row.slice(1).map((v) => String(v ?? '')));
}

const EXPORT = '/api/method/frappe.desk.reportview.export_query';
const RUN = '/api/method/frappe.desk.query_report.run';

/**
 * Issue 56 parts 1–2: report view exports (CSV and XLSX read back), group-by aggregates, saved
 * Report Builder reports, Query Reports run read-only, and an app's Script Report, each with its
 * permission checks. RP Item has a field at permission level 1 that only System Manager reads.
 */
perDialect('Reports: exports, saved reports, query and script reports', (site, dialect) => {
  const admin = () => site().adminAuth;
  let clerk = '';
  let viewer = '';
  let owner = '';
  const quote = (name: string) => (dialect.name === 'mariadb' ? `\`${name}\`` : `"${name}"`);
  const form = (fields: Record<string, unknown>) => Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
  const exportAs = (auth: string, fields: Record<string, unknown>) => send(site(), { method: 'POST', url: EXPORT, auth, form: form(fields) });
  const itemCount = async () => {
    const r = await call(site(), { method: 'GET', url: '/api/method/frappe.client.get_count?doctype=RP%20Item', auth: admin() });
    assert.equal(r.status, 200, r.body);
    return r.json.message as number;
  };
  const queryReport = async (name: string, query: string, extra: Record<string, unknown> = {}) => {
    await insertAs(site(), admin(), 'Report', { report_name: name, ref_doctype: 'RP Item', report_type: 'Query Report', query, ...extra });
  };
  const run = (auth: string, report: string, filters: Record<string, unknown> = {}) => call(site(), { method: 'POST', url: RUN, auth, json: { report_name: report, filters } });

  before(async () => {
    await makeRole(site(), 'RP Clerk', 1);
    await makeRole(site(), 'RP Viewer', 1);
    await makeRole(site(), 'RP Own', 1);
    const r = await call(site(), {
      method: 'POST', url: '/api/resource/DocType', auth: admin(),
      json: {
        name: 'RP Item', module: 'Custom', autoname: 'field:title',
        fields: [
          { fieldname: 'title', label: 'Title', fieldtype: 'Data', reqd: 1 },
          { fieldname: 'amount', label: 'Amount', fieldtype: 'Currency' },
          { fieldname: 'secret', label: 'Secret', fieldtype: 'Data', permlevel: 1 },
        ],
        permissions: [
          { role: 'System Manager', read: 1, write: 1, create: 1, delete: 1, report: 1, export: 1 },
          { role: 'System Manager', permlevel: 1, read: 1, write: 1 },
          { role: 'RP Clerk', read: 1, report: 1, export: 1 },
          { role: 'RP Viewer', read: 1, report: 1 },
          { role: 'RP Own', read: 1, report: 1, export: 1, if_owner: 1 },
        ],
      },
    });
    assert.equal(r.status, 200, r.body);
    for (const [title, amount] of [['alpha', 10], ['beta', 25], ['gamma', 40]] as const) await insertAs(site(), admin(), 'RP Item', { title, amount, secret: `s-${title}` });
    clerk = await site().addUser('rp.clerk@example.com', ['RP Clerk']);
    viewer = await site().addUser('rp.viewer@example.com', ['RP Viewer']);
    owner = await site().addUser('rp.owner@example.com', ['RP Own']);
  });

  it('exports CSV without a column the caller cannot read, as an attachment', async () => {
    const res = await exportAs(clerk, { doctype: 'RP Item', file_format_type: 'CSV', fields: ['`tabRP Item`.`name`', '`tabRP Item`.`amount`', '`tabRP Item`.`secret`'], order_by: '`tabRP Item`.`amount` asc' });
    assert.equal(res.statusCode, 200, res.body);
    assert.match(String(res.headers['content-type']), /^text\/csv/);
    assert.match(String(res.headers['content-disposition']), /^attachment; filename="RP Item\.csv"/);
    const rows = await parseCsv(res.body);
    assert.deepEqual(rows[0], ['Sr', 'ID', 'Amount']);
    assert.deepEqual(rows.slice(1).map((r) => r[1]), ['alpha', 'beta', 'gamma']);
    assert.doesNotMatch(res.body, /s-alpha|Secret/);
  });

  it('exports XLSX that exceljs reads back, with the level-1 column for a System Manager', async () => {
    const res = await exportAs(admin(), { doctype: 'RP Item', file_format_type: 'Excel', title: 'Items', fields: ['name', 'secret'], filters: [['amount', '>', 20]], order_by: 'amount asc' });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['content-type'], 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    assert.match(String(res.headers['content-disposition']), /filename="Items\.xlsx"/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as never);
    const values = book.worksheets[0].getSheetValues().slice(1).map((row) => (row as unknown[]).slice(1));
    assert.deepEqual(values, [['Sr', 'ID', 'Secret'], [1, 'beta', 's-beta'], [2, 'gamma', 's-gamma']]);
  });

  it('exports only the selected items, and refuses a caller without export or a bad format', async () => {
    const res = await exportAs(clerk, { doctype: 'RP Item', file_format_type: 'CSV', fields: ['name'], selected_items: ['gamma'] });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(await parseCsv(res.body), [['Sr', 'ID'], ['1', 'gamma']]);
    const own = await exportAs(owner, { doctype: 'RP Item', file_format_type: 'CSV', fields: ['name'] });
    assert.equal(own.statusCode, 200, own.body);
    assert.deepEqual(await parseCsv(own.body), [['Sr', 'ID']], 'the row rule (if_owner) applies: none of the items is theirs');
    const refused = await exportAs(viewer, { doctype: 'RP Item', file_format_type: 'CSV', fields: ['name'] });
    assert.equal(refused.statusCode, 403, refused.body);
    assert.equal(JSON.parse(refused.body).exc_type, 'PermissionError');
    const bad = await exportAs(clerk, { doctype: 'RP Item', file_format_type: 'PDF', fields: ['name'] });
    assert.equal(bad.statusCode, 417, bad.body);
    const nothing = await exportAs(clerk, { doctype: 'RP Item', file_format_type: 'CSV', fields: ['secret'] });
    assert.equal(nothing.statusCode, 417, nothing.body);
  });

  it('groups the report view with count, sum and avg, and refuses another function', async () => {
    const r = await call(site(), { method: 'POST', url: '/api/method/frappe.desk.reportview.get', auth: clerk, json: { doctype: 'RP Item', fields: ['`tabRP Item`.`title`'], group_by: '`tabRP Item`.`title`', aggregate_function: 'sum', aggregate_on_field: 'amount', aggregate_on_doctype: 'RP Item', order_by: '`tabRP Item`.`title` asc' } });
    assert.equal(r.status, 200, r.body);
    const at = r.json.message.keys.indexOf('_aggregate_column');
    assert.ok(at >= 0, r.body);
    assert.deepEqual(r.json.message.values.map((v: unknown[]) => Number(v[at])), [10, 25, 40]);
    const bad = await call(site(), { method: 'POST', url: '/api/method/frappe.desk.reportview.get', auth: clerk, json: { doctype: 'RP Item', fields: ['title'], group_by: 'title', aggregate_function: 'max', aggregate_on_field: 'amount' } });
    assert.equal(bad.status, 417, bad.body);
  });

  it('saves and deletes Report Builder reports with the owner and permission checks', async () => {
    const saved = await call(site(), { method: 'POST', url: '/api/method/frappe.desk.reportview.save_report', auth: clerk, json: { name: 'Clerk View', doctype: 'RP Item', report_settings: { fields: ['name'] } } });
    assert.equal(saved.status, 200, saved.body);
    assert.equal(saved.json.message, 'Clerk View');
    const again = await call(site(), { method: 'POST', url: '/api/method/frappe.desk.reportview.save_report', auth: clerk, json: { name: 'Clerk View', doctype: 'RP Item', report_settings: '{"fields":["title"]}' } });
    assert.equal(again.status, 200, again.body);
    const stored = await call(site(), { method: 'GET', url: '/api/resource/Report/Clerk View', auth: admin() });
    assert.equal(stored.json.data.report_type, 'Report Builder');
    assert.equal(stored.json.data.is_standard, 'No');
    assert.equal(stored.json.data.owner, 'rp.clerk@example.com');
    assert.equal(stored.json.data.json, '{"fields":["title"]}');
    const stranger = await call(site(), { method: 'POST', url: '/api/method/frappe.desk.reportview.save_report', auth: viewer, json: { name: 'Clerk View', doctype: 'RP Item', report_settings: '{}' } });
    assert.equal(stranger.status, 403, stranger.body);
    const strangerDelete = await call(site(), { method: 'POST', url: '/api/method/frappe.desk.reportview.delete_report', auth: viewer, json: { name: 'Clerk View' } });
    assert.equal(strangerDelete.status, 403, strangerDelete.body);
    await queryReport('RP Not Builder', 'select 1 as one');
    const notBuilder = await call(site(), { method: 'POST', url: '/api/method/frappe.desk.reportview.save_report', auth: admin(), json: { name: 'RP Not Builder', doctype: 'RP Item', report_settings: '{}' } });
    assert.equal(notBuilder.status, 417, notBuilder.body);
    const deleted = await call(site(), { method: 'POST', url: '/api/method/frappe.desk.reportview.delete_report', auth: clerk, json: { name: 'Clerk View' } });
    assert.equal(deleted.status, 200, deleted.body);
    const gone = await call(site(), { method: 'GET', url: '/api/resource/Report/Clerk View', auth: admin() });
    assert.equal(gone.status, 404);
  });

  it('runs a Query Report with bound filters in Frappe shape; only a System Manager writes one', async () => {
    await queryReport('RP Query', `select title as ${quote('Title:Data:120')}, amount as ${quote('Amount:Currency')} from ${quote('tabRP Item')} where amount >= %(min)s order by amount`);
    const r = await run(clerk, 'RP Query', { min: 20 });
    assert.equal(r.status, 200, r.body);
    assert.deepEqual(r.json.message.columns.map((c: any) => [c.fieldname, c.fieldtype]), [['title', 'Data'], ['amount', 'Currency']]);
    assert.deepEqual(r.json.message.result.map((row: any) => [row.title, Number(row.amount)]), [['beta', 25], ['gamma', 40]]);
    const missing = await run(clerk, 'RP Query');
    assert.equal(missing.status, 417, missing.body);
    const byClerk = await call(site(), { method: 'POST', url: '/api/resource/Report', auth: clerk, json: { report_name: 'Clerk SQL', ref_doctype: 'RP Item', report_type: 'Query Report', query: 'select 1' } });
    assert.equal(byClerk.status, 403, byClerk.body);
    assert.equal((await run(clerk, 'No Such Report')).status, 404);
  });

  it('a Query Report cannot write, run several statements, or pass its roles', async () => {
    const writes = [
      `insert into ${quote('tabRP Item')} (name, title) values ('x', 'x')`,
      `update ${quote('tabRP Item')} set amount = 0`,
      `delete from ${quote('tabRP Item')}`,
      `drop table ${quote('tabRP Item')}`,
      `select 1; delete from ${quote('tabRP Item')}`,
      `with d as (delete from ${quote('tabRP Item')} returning name) select * from d`,
      `select * from ${quote('tabRP Item')} for update`,
    ];
    for (const [i, query] of writes.entries()) {
      await queryReport(`RP Write ${i}`, query);
      const r = await run(admin(), `RP Write ${i}`);
      assert.ok(r.status === 403 || r.status === 417, `${query}: ${r.status} ${r.body}`);
    }
    assert.equal(await itemCount(), 3);
    await queryReport('RP Admins Only', 'select 1 as one', { roles: [{ role: 'System Manager' }] });
    const outsider = await run(clerk, 'RP Admins Only');
    assert.equal(outsider.status, 403, outsider.body);
    assert.equal((await run(admin(), 'RP Admins Only')).status, 200);
    await setSiteConfig(site(), { disable_query_reports: 1 });
    try {
      const disabled = await run(admin(), 'RP Admins Only');
      assert.equal(disabled.status, 403, disabled.body);
    } finally {
      await setSiteConfig(site(), { disable_query_reports: null });
    }
  });

  it('stops a Query Report that runs past the timeout (SQLite runs it whole)', async () => {
    const slow = { postgres: 'select pg_sleep(3) as slept', mariadb: 'select sleep(3) as slept', sqlite: 'with recursive n(i) as (select 1 union all select i + 1 from n where i < 200000) select count(*) as c from n' }[dialect.name];
    await queryReport('RP Slow', slow);
    await setSiteConfig(site(), { query_report_timeout: 1 });
    try {
      const started = Date.now();
      const r = await run(admin(), 'RP Slow');
      if (dialect.name === 'sqlite') {
        assert.equal(r.status, 200, r.body);
        assert.equal(Number(r.json.message.result[0].c), 200000);
      } else {
        assert.equal(r.status, 417, r.body);
        assert.match(r.json.exception, /longer than 1 s/);
        assert.ok(Date.now() - started < 2900, 'stopped before the sleep ended');
      }
    } finally {
      await setSiteConfig(site(), { query_report_timeout: null });
    }
  });

  it("runs an app's Script Report with its filters and roles, and exports it", async () => {
    const script = await call(site(), { method: 'POST', url: '/api/method/frappe.desk.query_report.get_script', auth: clerk, json: { report_name: 'RP Totals' } });
    assert.equal(script.status, 200, script.body);
    assert.equal(script.json.message.filters[0].fieldname, 'min_amount');
    assert.match(script.json.message.script, /frappe\.query_reports\["RP Totals"\]/);
    const r = await run(clerk, 'RP Totals', { min_amount: 20 });
    assert.equal(r.status, 200, r.body);
    assert.deepEqual(r.json.message.result.map((row: any) => row.title), ['beta', 'gamma']);
    assert.equal(r.json.message.message, '2 items');
    assert.equal(r.json.message.report_summary[0].value, 65);
    const refused = await run(viewer, 'RP Totals');
    assert.equal(refused.status, 403, refused.body);
    const res = await send(site(), { method: 'POST', url: '/api/method/frappe.desk.query_report.export_query', auth: clerk, form: form({ report_name: 'RP Totals', file_format_type: 'CSV', filters: { min_amount: 30 } }) });
    assert.equal(res.statusCode, 200, res.body);
    assert.match(String(res.headers['content-disposition']), /filename="RP Totals\.csv"/);
    assert.deepEqual(await parseCsv(res.body), [['Title', 'Amount'], ['gamma', '40']]);
  });

  it('answers a clear error for each malformed argument and unusable report', async () => {
    const bad = async (res: { statusCode: number; body: string }, status: number, pattern: RegExp) => {
      assert.equal(res.statusCode, status, res.body);
      assert.match(JSON.parse(res.body).exception, pattern);
    };
    const asReply = (r: { status: number; body: string }) => ({ statusCode: r.status, body: r.body });
    await bad(await exportAs(clerk, { doctype: 'RP Item', file_format_type: 'CSV', fields: ['name'], csv_delimiter: ';;' }), 417, /csv_delimiter/);
    await bad(await exportAs(clerk, { doctype: 'RP Item', file_format_type: 'CSV', fields: ['name'], selected_items: '{"a":1}' }), 417, /selected_items/);
    await bad(await exportAs(clerk, { doctype: 'RP Item', file_format_type: 'CSV', fields: '{"x":1}' }), 417, /fields/);
    await bad(await exportAs(clerk, { file_format_type: 'CSV' }), 417, /doctype is required/);
    assert.equal((await exportAs(clerk, { doctype: 'No Such DocType', file_format_type: 'CSV' })).statusCode, 404);
    await bad(asReply(await call(site(), { method: 'POST', url: RUN, auth: clerk, json: { report_name: 'RP Totals', filters: '[1]' } })), 417, /filters must be a JSON object/);
    const exportReport = (fields: Record<string, unknown>) => send(site(), { method: 'POST', url: '/api/method/frappe.desk.query_report.export_query', auth: clerk, form: form(fields) });
    await bad(await exportReport({ report_name: 'RP Totals', file_format_type: 'CSV', visible_idx: [7] }), 417, /visible_idx/);
    const xlsx = await exportReport({ report_name: 'RP Totals', file_format_type: 'Excel', filters: {} });
    assert.equal(xlsx.statusCode, 200, xlsx.body);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as never);
    assert.deepEqual((book.worksheets[0].getRow(1).values as unknown[]).slice(1), ['Title', 'Amount']);
    const viewerExport = await send(site(), { method: 'POST', url: '/api/method/frappe.desk.query_report.export_query', auth: viewer, form: form({ report_name: 'RP Totals', file_format_type: 'CSV' }) });
    assert.equal(viewerExport.statusCode, 403, viewerExport.body);
    await insertAs(site(), admin(), 'Report', { report_name: 'RP Orphan Script', ref_doctype: 'RP Item', report_type: 'Script Report' });
    await bad(asReply(await run(admin(), 'RP Orphan Script')), 417, /no script/);
    await queryReport('RP Disabled', 'select 1 as one', { disabled: 1 });
    await bad(asReply(await run(admin(), 'RP Disabled')), 417, /disabled/);
    await queryReport('RP Empty', '   ');
    await bad(asReply(await run(admin(), 'RP Empty')), 417, /Must specify a Query/);
    await queryReport('RP Broken', `select no_such_column from ${quote('tabRP Item')}`);
    await bad(asReply(await run(admin(), 'RP Broken')), 417, /query failed/);
    await queryReport('RP Object Filter', `select title from ${quote('tabRP Item')} where title = %(t)s`);
    await bad(asReply(await run(admin(), 'RP Object Filter', { t: { a: 1 } })), 417, /single value/);
    await insertAs(site(), admin(), 'Report', { report_name: 'RP Builder', ref_doctype: 'RP Item', report_type: 'Report Builder' });
    await bad(asReply(await run(admin(), 'RP Builder')), 417, /report view/);
  });
}, { apps });
