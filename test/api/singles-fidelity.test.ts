import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario } from '../helpers/scenario.ts';

/** Issue 14 parts 7 and 9: Singles as Frappe's tests read and save them. */
perDialect('single DocTypes as Frappe reads and saves them', (site) => {
  const url = '/api/resource/Till%20Settings/Till%20Settings';
  before(async () => {
    await runScenario(site(), {
      name: 'define', method: 'POST', url: '/api/resource/DocType', auth: site().adminAuth, status: 200,
      json: {
        name: 'Till Settings', module: 'Custom', issingle: 1,
        fields: [
          { fieldname: 'till_name', fieldtype: 'Data', label: 'Till Name' },
          { fieldname: 'open', fieldtype: 'Check', label: 'Open' },
          { fieldname: 'drawers', fieldtype: 'Int', label: 'Drawers' },
        ],
        permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1 }],
      },
    });
  });

  it('reads a never-set Check as 0 (resource API, frappe.client.get and get_single_value), other fields as unset', async () => {
    const auth = site().adminAuth;
    const doc = await runScenario(site(), { name: 'read', method: 'GET', url, auth, status: 200 });
    assert.equal(doc.data.open, 0);
    assert.equal('till_name' in doc.data, false, 'a null Data field is left out of a single-document response (D6)');
    const got = await runScenario(site(), { name: 'client.get', method: 'GET', url: '/api/method/frappe.client.get?doctype=Till%20Settings&name=Till%20Settings', auth, status: 200 });
    assert.equal(got.message.open, 0);
    assert.equal(got.message.drawers, null);
    const value = await runScenario(site(), { name: 'get_single_value', method: 'GET', url: '/api/method/frappe.client.get_single_value?doctype=Till%20Settings&field=open', auth, status: 200 });
    assert.equal(value.message, 0);
  });

  it('frappe.client.save of a never-saved Single as read back succeeds; afterwards a stale or missing modified is TimestampMismatchError', async () => {
    const auth = site().adminAuth;
    const read = await runScenario(site(), { name: 'client.get', method: 'GET', url: '/api/method/frappe.client.get?doctype=Till%20Settings&name=Till%20Settings', auth, status: 200 });
    assert.equal(read.message.modified, null, 'never saved');
    const saved = await runScenario(site(), { name: 'save', method: 'POST', url: '/api/method/frappe.client.save', auth, json: { doc: { ...read.message, till_name: 'Front', open: 1 } }, status: 200 });
    assert.equal(saved.message.till_name, 'Front');
    assert.equal(saved.message.open, 1);
    assert.ok(saved.message.modified, 'now it has a modified stamp');
    const { modified: _m, ...withoutModified } = saved.message;
    await runScenario(site(), { name: 'no modified once saved', method: 'POST', url: '/api/method/frappe.client.save', auth, json: { doc: { ...withoutModified, till_name: 'Lost' } }, status: 417, excType: 'TimestampMismatchError' });
    await runScenario(site(), { name: 'stale modified', method: 'POST', url: '/api/method/frappe.client.save', auth, json: { doc: { ...saved.message, modified: '2000-01-01 00:00:00.000000', till_name: 'Lost' } }, status: 417, excType: 'TimestampMismatchError' });
    const again = await runScenario(site(), { name: 'save with the stored stamp', method: 'POST', url: '/api/method/frappe.client.save', auth, json: { doc: { ...saved.message, till_name: 'Back' } }, status: 200 });
    assert.equal(again.message.till_name, 'Back');
    const final = await runScenario(site(), { name: 'read back', method: 'GET', url, auth, status: 200 });
    assert.equal(final.data.till_name, 'Back', 'the refused saves wrote nothing');
  });
});
