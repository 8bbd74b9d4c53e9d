import assert from 'node:assert/strict';
import { it } from 'node:test';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario } from '../helpers/scenario.ts';

perDialect('single DocTypes', (site) => {
  it('keeps one document in tabSingles: read, update with typed values, no list, no create, no delete', async () => {
    const auth = site().adminAuth;
    await runScenario(site(), {
      name: 'define', method: 'POST', url: '/api/resource/DocType', auth, status: 200,
      json: {
        name: 'Shop Settings', module: 'Custom', issingle: 1,
        fields: [
          { fieldname: 'shop_name', fieldtype: 'Data', label: 'Shop Name' },
          { fieldname: 'max_items', fieldtype: 'Int', label: 'Max Items', default: '5' },
          { fieldname: 'open', fieldtype: 'Check', label: 'Open' },
          { fieldname: 'rate', fieldtype: 'Float', label: 'Rate' },
        ],
        permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1 }],
      },
    });
    const url = '/api/resource/Shop%20Settings/Shop%20Settings';
    const first = await runScenario(site(), { name: 'read empty', method: 'GET', url, auth, status: 200 });
    assert.equal(first.data.name, 'Shop Settings');
    const saved = await runScenario(site(), { name: 'update', method: 'PUT', url, auth, json: { shop_name: 'Corner', max_items: '12', open: true, rate: 2.5 }, status: 200 });
    assert.deepEqual([saved.data.shop_name, saved.data.max_items, saved.data.open, saved.data.rate], ['Corner', 12, 1, 2.5]);
    const again = await runScenario(site(), { name: 'read back', method: 'GET', url, auth, status: 200 });
    assert.deepEqual([again.data.shop_name, again.data.max_items, again.data.open, again.data.rate], ['Corner', 12, 1, 2.5]);
    await runScenario(site(), { name: 'bad int', method: 'PUT', url, auth, json: { max_items: 'many' }, status: 417, excType: 'ValidationError' });
    await runScenario(site(), { name: 'other name', method: 'GET', url: '/api/resource/Shop%20Settings/other', auth, status: 404 });
    await runScenario(site(), { name: 'list', method: 'GET', url: '/api/resource/Shop%20Settings', auth, status: 417 });
    await runScenario(site(), { name: 'create', method: 'POST', url: '/api/resource/Shop%20Settings', auth, json: { shop_name: 'x' }, status: 417 });
    await runScenario(site(), { name: 'delete', method: 'DELETE', url, auth, status: 417 });
    await runScenario(site(), { name: 'guest', method: 'GET', url, status: 403, excType: 'PermissionError' });
  });
});
