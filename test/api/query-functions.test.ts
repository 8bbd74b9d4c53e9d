import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario } from '../helpers/scenario.ts';
import { insertAs } from '../helpers/users.ts';

const list = (fields: unknown, extra: Record<string, unknown> = {}) =>
  `/api/resource/ToDo?${new URLSearchParams({ fields: JSON.stringify(fields), ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])) })}`;

/** Issue 14 part 5: the SQL functions Frappe's tests put in `fields` and filters, compiled per dialect. */
perDialect('SQL functions in fields and filters, as Frappe allows them', (site) => {
  before(async () => {
    await insertAs(site(), site().adminAuth, 'ToDo', { description: 'alpha beta', priority: 'High', date: '2026-03-04', sender: 'ann@example.com' });
    await insertAs(site(), site().adminAuth, 'ToDo', { description: 'gamma', priority: 'Low', date: '2026-03-05', sender: 'bob@example.com' });
    await insertAs(site(), site().adminAuth, 'ToDo', { description: 'beta delta', priority: 'Low', date: '2026-03-06' });
  });
  const get = async (fields: unknown, extra: Record<string, unknown> = {}, status = 200) => (await runScenario(site(), { name: JSON.stringify(fields), method: 'GET', url: list(fields, extra), auth: site().adminAuth, status })).data;

  it('counts and sums: count(*), count(name) count (a bare alias), sum(1), count(distinct ...), with group_by and order_by on the alias', async () => {
    assert.deepEqual(await get(['count(*)']), [{ 'count(*)': 3 }]);
    assert.deepEqual(await get(['count(name) count']), [{ count: 3 }]);
    assert.deepEqual(await get(['count(name) as total']), [{ total: 3 }]);
    assert.deepEqual(await get(['sum(1) as n']), [{ n: 3 }]);
    assert.deepEqual(await get(['count(distinct priority) as kinds']), [{ kinds: 2 }]);
    assert.deepEqual(await get(['priority', 'count(name) count'], { group_by: 'priority', order_by: 'count desc' }), [{ priority: 'Low', count: 2 }, { priority: 'High', count: 1 }]);
  });

  it('locate(), date(), timestamp(), ifnull() and coalesce() in fields, nested too, with the same answers on every dialect', async () => {
    const rows = await get(['description', 'locate(\'beta\', description) as at', 'date(creation) as day', 'timestamp(date) as ts', "ifnull(sender, 'nobody') as s", "coalesce(date, 'none') as c", "ifnull(role, 'none') as r"], { order_by: 'description asc' });
    const today = rows[0].day as string;
    assert.match(today, /^\d{4}-\d{2}-\d{2}$/);
    assert.deepEqual(rows, [
      { description: 'alpha beta', at: 7, day: today, ts: '2026-03-04 00:00:00', s: 'ann@example.com', c: '2026-03-04', r: 'none' },
      { description: 'beta delta', at: 1, day: today, ts: '2026-03-06 00:00:00', s: 'nobody', c: '2026-03-06', r: 'none' },
      { description: 'gamma', at: 0, day: today, ts: '2026-03-05 00:00:00', s: 'bob@example.com', c: '2026-03-05', r: 'none' },
    ]);
    assert.deepEqual(await get(['max(locate(\'e\', description)) as m']), [{ m: 8 }], 'a scalar function inside an aggregate');
  });

  it('filters on ifnull(field, x): NULL reads as x', async () => {
    const names = async (filters: unknown) => (await get(['description'], { filters, order_by: 'description asc' })).map((r: { description: string }) => r.description);
    assert.deepEqual(await names([['ifnull(sender, \'nobody\')', '=', 'nobody']]), ['beta delta']);
    assert.deepEqual(await names([['ifnull(sender, \'zed\')', '>=', 'bob']]), ['beta delta', 'gamma']);
    assert.deepEqual(await names([['ifnull(sender, \'\')', '!=', '']]), ['alpha beta', 'gamma']);
    assert.deepEqual(await names({ 'ifnull(priority, "")': 'High' }), ['alpha beta']);
  });

  it('refuses anything outside the allow-list with 417 and runs nothing', async () => {
    const refused = [
      ['sleep(1)'], ['version()'], ['count(name); drop table tabToDo'], ['locate(description)'], ['(select 1)'], ['count(name) -- x'],
      ['date(description) as d'], ['sum(description)'], ['count(nosuchfield)'], ['ifnull(priority, 0, 1, 2, 3, 4, 5, 6, 7, 8)'],
      ['lower(description)'], ['count(*) as `x`'], ['count(count(name))'], ["locate('a\\\\', description)"],
    ];
    for (const fields of refused) {
      const r = await runScenario(site(), { name: fields[0], method: 'GET', url: list(fields), auth: site().adminAuth, status: 417 });
      assert.ok(!JSON.stringify(r).includes('"data"'), fields[0]);
    }
    for (const filters of [[['sleep(1)', '=', 1]], [['lower(description)', '=', 'x']], [['ifnull(priority, \'x\') or 1=1', '=', 'x']]]) {
      await runScenario(site(), { name: JSON.stringify(filters), method: 'GET', url: list(['name'], { filters }), auth: site().adminAuth, status: 417 });
    }
    assert.equal((await get(['count(*)']))[0]['count(*)'], 3, 'the table is still there');
  });

  it('checks permissions on a function\'s fields like on plain fields, and answers [] when every field asked for is unreadable', async () => {
    await insertAs(site(), site().adminAuth, 'Role', { role_name: 'Vault Reader', desk_access: 1 });
    await runScenario(site(), {
      name: 'define', method: 'POST', url: '/api/resource/DocType', auth: site().adminAuth, status: 200,
      json: {
        name: 'Vault Item', module: 'Custom', autoname: 'hash',
        fields: [{ fieldname: 'label', fieldtype: 'Data' }, { fieldname: 'secret', fieldtype: 'Data', permlevel: 1 }],
        permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1 }, { role: 'System Manager', permlevel: 1, read: 1, write: 1 }, { role: 'Vault Reader', read: 1 }],
      },
    });
    const reader = await site().addUser('vault.reader@example.com', ['Vault Reader']);
    await insertAs(site(), site().adminAuth, 'Vault Item', { label: 'one', secret: 's3cret' });
    const url = (fields: unknown) => `/api/resource/Vault%20Item?fields=${encodeURIComponent(JSON.stringify(fields))}`;
    const alone = await runScenario(site(), { name: 'alone', method: 'GET', url: url(['secret']), auth: reader, status: 200 });
    assert.deepEqual(alone.data, [], "Frappe: only unreadable fields asked for, so nothing");
    const mixed = await runScenario(site(), { name: 'mixed', method: 'GET', url: url(['label', 'secret']), auth: reader, status: 200 });
    assert.deepEqual(mixed.data, [{ label: 'one' }]);
    // A function over an unreadable field is left out as the field would be (Frappe drops MAX(`published`)).
    const inFunction = await runScenario(site(), { name: 'in a function', method: 'GET', url: url(["locate('s', secret) as at"]), auth: reader, status: 200 });
    assert.deepEqual(inFunction.data, [], 'only a function over an unreadable field asked for, so nothing');
    const beside = await runScenario(site(), { name: 'in a function beside a field', method: 'GET', url: url(['label', "locate('s', secret) as at"]), auth: reader, status: 200 });
    assert.deepEqual(beside.data, [{ label: 'one' }]);
    await runScenario(site(), { name: 'in ifnull filter', method: 'GET', url: `${url(['label'])}&filters=${encodeURIComponent(JSON.stringify([["ifnull(secret, '')", '=', 's3cret']]))}`, auth: reader, status: 417 });
    const admin = await runScenario(site(), { name: 'admin', method: 'GET', url: url(["locate('c', secret) as at"]), auth: site().adminAuth, status: 200 });
    assert.deepEqual(admin.data, [{ at: 3 }]);
  });
});
