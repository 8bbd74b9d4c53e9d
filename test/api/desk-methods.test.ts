import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario } from '../helpers/scenario.ts';
import { insertAs } from '../helpers/users.ts';

const GET = '/api/method/frappe.desk.reportview.get';
const COUNT = '/api/method/frappe.desk.reportview.get_count';
const q = (args: Record<string, unknown>) => new URLSearchParams(Object.entries(args).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString();

/** Issue 14 part 10: the desk methods Frappe's tests call, with the listing's permission rules. */
perDialect('frappe.desk.reportview and frappe.realtime', (site) => {
  let ann = '';
  before(async () => {
    ann = await site().addUser('ann.desk@example.com', []);
    for (const d of ['alpha', 'beta', 'gamma']) await insertAs(site(), site().adminAuth, 'ToDo', { description: d, priority: d === 'beta' ? 'High' : 'Low' });
    await insertAs(site(), site().adminAuth, 'ToDo', { description: 'ann own', priority: 'High', allocated_to: 'ann.desk@example.com' });
  });

  it('reportview.get answers {keys, values, user_info} with the desk\'s table-qualified fields, filters, order, start and page_length', async () => {
    const r = await runScenario(site(), {
      name: 'get', method: 'GET', auth: site().adminAuth, status: 200,
      url: `${GET}?${q({ doctype: 'ToDo', fields: ['`tabToDo`.`name`', '`tabToDo`.`description`', '`tabToDo`.`priority`'], filters: [['ToDo', 'priority', '=', 'Low']], order_by: '`tabToDo`.`description` asc', start: '0', page_length: '20' })}`,
    });
    assert.deepEqual(r.message.keys, ['name', 'description', 'priority']);
    assert.deepEqual(r.message.values.map((v: unknown[]) => v[1]), ['alpha', 'gamma']);
    assert.deepEqual(r.message.user_info, {});
    const page = await runScenario(site(), { name: 'page', method: 'POST', auth: site().adminAuth, status: 200, url: GET, json: { doctype: 'ToDo', fields: ['description'], order_by: 'description asc', start: 1, page_length: 2 } });
    assert.deepEqual(page.message.values, [['ann own'], ['beta']], 'rows 2 and 3 of alpha, ann own, beta, gamma');
  });

  it('reportview.get answers [] when nothing matches, and with_comment_count adds _comment_count beside _comments', async () => {
    const none = await runScenario(site(), { name: 'empty', method: 'GET', auth: site().adminAuth, status: 200, url: `${GET}?${q({ doctype: 'ToDo', filters: { description: 'nothing like this' } })}` });
    assert.deepEqual(none.message, []);
    const counted = await runScenario(site(), { name: 'comments', method: 'GET', auth: site().adminAuth, status: 200, url: `${GET}?${q({ doctype: 'ToDo', fields: ['name', '_comments'], filters: { description: 'alpha' }, with_comment_count: '1' })}` });
    assert.deepEqual(counted.message.keys, ['name', '_comments', '_comment_count']);
    assert.equal(counted.message.values[0][2], 0);
  });

  it('reportview.get and get_count obey the caller\'s read rules inside the query (ann reads only the ToDo allocated to her), and refuse a DocType the caller cannot read', async () => {
    const mine = await runScenario(site(), { name: 'ann lists', method: 'GET', auth: ann, status: 200, url: `${GET}?${q({ doctype: 'ToDo', fields: ['description'] })}` });
    assert.deepEqual(mine.message.values, [['ann own']]);
    const annCount = await runScenario(site(), { name: 'ann counts', method: 'GET', auth: ann, status: 200, url: `${COUNT}?${q({ doctype: 'ToDo' })}` });
    assert.equal(annCount.message, 1);
    await runScenario(site(), { name: 'no read on Role', method: 'GET', auth: ann, status: 403, excType: 'PermissionError', url: `${GET}?${q({ doctype: 'Role' })}` });
    await runScenario(site(), { name: 'no count on Role', method: 'GET', auth: ann, status: 403, excType: 'PermissionError', url: `${COUNT}?${q({ doctype: 'Role' })}` });
    await runScenario(site(), { name: 'Guest', method: 'GET', status: 403, excType: 'PermissionError', url: `${GET}?${q({ doctype: 'ToDo' })}` });
    await runScenario(site(), { name: 'unknown DocType', method: 'GET', auth: site().adminAuth, status: 404, excType: 'DoesNotExistError', url: `${GET}?${q({ doctype: 'Nope' })}` });
    await runScenario(site(), { name: 'bad filters', method: 'GET', auth: site().adminAuth, status: 417, url: `${COUNT}?doctype=ToDo&filters=%5Bnot-json` });
    await runScenario(site(), { name: 'no doctype', method: 'GET', auth: site().adminAuth, status: 417, url: COUNT });
  });

  it('get_count counts with filters and caps at limit', async () => {
    const all = await runScenario(site(), { name: 'all', method: 'GET', auth: site().adminAuth, status: 200, url: `${COUNT}?${q({ doctype: 'ToDo' })}` });
    assert.equal(all.message, 4);
    const high = await runScenario(site(), { name: 'high', method: 'POST', auth: site().adminAuth, status: 200, url: COUNT, json: { doctype: 'ToDo', filters: [['priority', '=', 'High']], distinct: 'true' } });
    assert.equal(high.message, 2);
    const capped = await runScenario(site(), { name: 'capped', method: 'GET', auth: site().adminAuth, status: 200, url: `${COUNT}?${q({ doctype: 'ToDo', limit: '3' })}` });
    assert.equal(capped.message, 3);
  });

  it('realtime.get_user_info names the caller and its user type, Guest included', async () => {
    for (const [auth, user, type] of [[site().adminAuth, 'Administrator', 'System User'], [ann, 'ann.desk@example.com', 'Website User'], [undefined, 'Guest', 'Website User']] as const) {
      const r = await runScenario(site(), { name: user, method: 'GET', auth, status: 200, url: '/api/method/frappe.realtime.get_user_info' });
      assert.deepEqual(r.message, { user, user_type: type });
    }
  });
});
