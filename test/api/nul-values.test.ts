import assert from 'node:assert/strict';
import { it } from 'node:test';
import { perDialect } from '../helpers/per-dialect.ts';
import { call } from '../helpers/users.ts';

/**
 * A NUL in a value that reaches a query: SQLite and MariaDB store or look it up like any other
 * character, PostgreSQL refuses it in a parameter. Either way the caller hears of their input
 * (404 or 417), never a 500.
 */
perDialect('NUL characters in request values', (site) => {
  const rows: Array<[string, () => Parameters<typeof call>[1]]> = [
    ['frappe.client.get with such a name', () => ({ method: 'GET', url: '/api/method/frappe.client.get?doctype=ToDo&name=a%00b', auth: site().adminAuth })],
    ['frappe.client.delete with such a name', () => ({ method: 'POST', url: '/api/method/frappe.client.delete', auth: site().adminAuth, json: { doctype: 'ToDo', name: 'a\u0000b' } })],
    ['frappe.client.set_value on such a name', () => ({ method: 'POST', url: '/api/method/frappe.client.set_value', auth: site().adminAuth, json: { doctype: 'ToDo', name: 'a\u0000b', fieldname: 'description', value: 'x' } })],
    ['run_doc_method on such a name', () => ({ method: 'POST', url: '/api/method/run_doc_method', auth: site().adminAuth, json: { dt: 'ToDo', dn: 'a\u0000b', method: 'x' } })],
    ['download_file of such a URL', () => ({ method: 'GET', url: '/api/method/download_file?file_url=/files/a%00b.txt', auth: site().adminAuth })],
  ];
  for (const [name, request] of rows) {
    it(`${name}: 404 or 417, never a 500`, async () => {
      const r = await call(site(), request());
      assert.ok([404, 417].includes(r.status), `${r.status}: ${r.body.slice(0, 200)}`);
      assert.ok(['DoesNotExistError', 'ValidationError'].includes(r.json?.exc_type), r.body.slice(0, 200));
    });
  }
});
