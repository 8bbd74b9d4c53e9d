import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { createDocType } from '../helpers/fixtures.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario } from '../helpers/scenario.ts';
import { call, insertAs } from '../helpers/users.ts';

/**
 * Links to a Single DocType (frappe/model/base_document.py get_invalid_links): a Single has one
 * document, named after it, so Frappe takes any value as a link to it, stores the Single's name,
 * and fetches from its values.
 */
perDialect('Links to Single DocTypes', (site) => {
  const admin = () => site().adminAuth;

  before(async () => {
    await createDocType(site(), {
      name: 'LS Memo', autoname: 'hash',
      fields: [
        { fieldname: 'settings', fieldtype: 'Link', options: 'System Settings' },
        { fieldname: 'expiry', fieldtype: 'Data', fetch_from: 'settings.session_expiry' },
        { fieldname: 'attempts', fieldtype: 'Data', fetch_from: 'settings.allow_consecutive_login_attempts' },
        { fieldname: 'ref_type', fieldtype: 'Link', options: 'DocType' },
        { fieldname: 'ref_name', fieldtype: 'Dynamic Link', options: 'ref_type' },
      ],
      permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1, delete: 1 }],
    });
    await runScenario(site(), { name: 'set session_expiry', method: 'PUT', url: '/api/resource/System Settings/System Settings', auth: admin(), json: { session_expiry: '12:00', allow_consecutive_login_attempts: 7 }, status: 200 });
  });

  it('a Link to a Single is stored as the Single\'s name and fetches from its values', async () => {
    const memo = await insertAs(site(), admin(), 'LS Memo', { settings: 'whatever' });
    assert.equal(memo.settings, 'System Settings');
    assert.equal(memo.expiry, '12:00');
    assert.equal(String(memo.attempts), '7', 'a second field fetched from the same Single');
  });

  it('a Dynamic Link to a Single is accepted too; an unknown DocType is still refused', async () => {
    const memo = await insertAs(site(), admin(), 'LS Memo', { ref_type: 'System Settings', ref_name: 'System Settings' });
    assert.equal(memo.ref_name, 'System Settings');
    const bad = await call(site(), { method: 'POST', url: '/api/resource/LS Memo', auth: admin(), json: { ref_type: 'No Such Type', ref_name: 'x' } });
    assert.equal(bad.status, 417, bad.body);
    assert.equal(bad.json.exc_type, 'LinkValidationError');
  });

  it('a document of a Single can be assigned, and the assignment is on its timeline', async () => {
    await site().addUser('ls.worker@example.com', ['System Manager'], { first_name: 'Lou' });
    await runScenario(site(), { name: 'assign', method: 'POST', url: '/api/method/frappe.desk.form.assign_to.add', auth: admin(), json: { assign_to: ['ls.worker@example.com'], doctype: 'System Settings', name: 'System Settings', description: 'Tune it' }, status: 200 });
    const filters = encodeURIComponent(JSON.stringify([['reference_doctype', '=', 'System Settings'], ['comment_type', '=', 'Assigned']]));
    const r = await call(site(), { method: 'GET', url: `/api/resource/Comment?filters=${filters}&fields=${encodeURIComponent('["content"]')}`, auth: admin() });
    assert.deepEqual(r.json.data, [{ content: 'Administrator assigned Lou: Tune it' }]);
  });
});
