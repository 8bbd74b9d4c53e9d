import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario } from '../helpers/scenario.ts';
import { insertAs } from '../helpers/users.ts';

/**
 * Deleting the last document a naming series drew gives its number back (frappe/model/delete_doc.py
 * update_naming_series → naming.revert_series_if_last); any other delete leaves the series alone.
 */
perDialect('Deleting the last of a naming series gives its number back', (site) => {
  const admin = () => site().adminAuth;
  const del = (doctype: string, name: string) => runScenario(site(), { name: `delete ${name}`, method: 'DELETE', url: `/api/resource/${doctype}/${name}`, auth: admin(), status: 202 });
  const define = (name: string, autoname: string, extra: Array<Record<string, unknown>> = []) =>
    runScenario(site(), {
      name: `define ${name}`, method: 'POST', url: '/api/resource/DocType', auth: admin(), status: 200,
      json: { name, module: 'Custom', autoname, fields: [{ fieldname: 'subject', fieldtype: 'Data' }, ...extra], permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1, delete: 1 }] },
    });
  const year = String(new Date().getUTCFullYear());

  before(async () => {
    await define('SR Ticket', 'naming_series:', [{ fieldname: 'naming_series', fieldtype: 'Select', options: 'TK-.YYYY.-\nAB-.####' }]);
    await define('SR Pattern', 'PT-.####');
    await define('SR Format', 'format:F-{####}');
  });

  it('naming_series: the last number comes back; an earlier one does not', async () => {
    const first = await insertAs(site(), admin(), 'SR Ticket', { subject: 'a' });
    const second = await insertAs(site(), admin(), 'SR Ticket', { subject: 'b' });
    assert.deepEqual([first.name, second.name], [`TK-${year}-00001`, `TK-${year}-00002`]);
    await del('SR Ticket', second.name);
    assert.equal((await insertAs(site(), admin(), 'SR Ticket', { subject: 'c' })).name, `TK-${year}-00002`);
    await del('SR Ticket', first.name);
    assert.equal((await insertAs(site(), admin(), 'SR Ticket', { subject: 'd' })).name, `TK-${year}-00003`);
    const other = await insertAs(site(), admin(), 'SR Ticket', { subject: 'e', naming_series: 'AB-.####' });
    assert.equal(other.name, 'AB-0001');
    await del('SR Ticket', other.name);
    assert.equal((await insertAs(site(), admin(), 'SR Ticket', { subject: 'f', naming_series: 'AB-.####' })).name, 'AB-0001', 'each series on its own');
  });

  it('a dotted autoname pattern too', async () => {
    await insertAs(site(), admin(), 'SR Pattern', { subject: 'a' });
    const last = await insertAs(site(), admin(), 'SR Pattern', { subject: 'b' });
    assert.equal(last.name, 'PT-0002');
    await del('SR Pattern', last.name);
    assert.equal((await insertAs(site(), admin(), 'SR Pattern', { subject: 'c' })).name, 'PT-0002');
  });

  it('format: names are not given back, as in Frappe', async () => {
    const last = await insertAs(site(), admin(), 'SR Format', { subject: 'a' });
    assert.equal(last.name, 'F-0001');
    await del('SR Format', last.name);
    assert.equal((await insertAs(site(), admin(), 'SR Format', { subject: 'b' })).name, 'F-0002');
  });
});
