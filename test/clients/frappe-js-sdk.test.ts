import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { before, it } from 'node:test';
import { FrappeApp } from 'frappe-js-sdk';
import { perDialect } from '../helpers/per-dialect.ts';
import { rejection } from '../helpers/sdk.ts';
import { basicAuth, keyPair } from '../helpers/users.ts';

perDialect('frappe-js-sdk and frappe-client wire forms against a listening server', (site) => {
  let base = '';
  let key = '';
  let secret = '';
  let db: ReturnType<FrappeApp['db']>;
  const made: string[] = [];

  before(async () => {
    // The test site's app listens; perDialect's after closes it (and the socket) before dropping the database.
    await site().app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(site().app.server.address() as AddressInfo).port}`;
    ({ key, secret } = keyPair(site().adminAuth));
    db = new FrappeApp(base, { useToken: true, token: () => `${key}:${secret}`, type: 'token' }).db();
    for (const [description, priority, status] of [['alpha', 'High', 'Open'], ['bravo', 'Low', 'Open'], ['charlie', 'Medium', 'Closed'], ['delta', 'High', 'Closed']]) {
      made.push((await db.createDoc('ToDo', { description, priority, status })).name);
    }
  });

  it('createDoc, getDoc, updateDoc and deleteDoc', async () => {
    const doc = await db.createDoc<Record<string, any>>('ToDo', { description: 'from the sdk', priority: 'Low' });
    assert.match(doc.name, /^[0-9a-v]{10}$/);
    assert.equal(doc.owner, 'Administrator');
    assert.equal(doc.status, 'Open');
    assert.equal(doc.priority, 'Low');
    const read = await db.getDoc('ToDo', doc.name);
    assert.deepEqual(read, doc);
    const updated = await db.updateDoc<Record<string, any>>('ToDo', doc.name, { status: 'Closed' });
    assert.equal(updated.status, 'Closed');
    assert.equal(updated.description, 'from the sdk');
    const deleted = await db.deleteDoc('ToDo', doc.name);
    assert.deepEqual(deleted, { message: 'ok' });
    const missing = await rejection(db.getDoc('ToDo', doc.name));
    assert.equal(missing.httpStatus, 404);
    assert.equal(missing.exception, 'DoesNotExistError');
  });

  it('getDocList with every argument', async () => {
    const all = await db.getDocList('ToDo', { fields: ['name', 'description'], limit: 100 });
    assert.deepEqual(all.map((r: { description: string }) => r.description).sort(), ['alpha', 'bravo', 'charlie', 'delta']);

    const filtered = await db.getDocList('ToDo', {
      fields: ['description', 'priority'],
      filters: [['status', '=', 'Open']],
      orderBy: { field: 'description', order: 'desc' },
    });
    assert.deepEqual(filtered, [{ description: 'bravo', priority: 'Low' }, { description: 'alpha', priority: 'High' }]);

    const either = await db.getDocList('ToDo', {
      fields: ['description'],
      orFilters: [['priority', '=', 'Low'], ['description', 'like', 'char%']],
      orderBy: { field: 'description', order: 'asc' },
    });
    assert.deepEqual(either.map((r: { description: string }) => r.description), ['bravo', 'charlie']);

    const andOr = await db.getDocList('ToDo', {
      fields: ['description'],
      filters: [['status', '=', 'Closed']],
      orFilters: [['priority', '=', 'High'], ['priority', '=', 'Low']],
    });
    assert.deepEqual(andOr.map((r: { description: string }) => r.description), ['delta']);

    const page = await db.getDocList('ToDo', { fields: ['description'], orderBy: { field: 'description' }, limit_start: 1, limit: 2 });
    assert.deepEqual(page.map((r: { description: string }) => r.description), ['bravo', 'charlie'], 'order defaults to asc; offset 1, two rows');

    const arrays = await db.getDocList('ToDo', { fields: ['description', 'status'], orderBy: { field: 'description', order: 'asc' }, limit: 2, asDict: false });
    assert.deepEqual(arrays, [['alpha', 'Open'], ['bravo', 'Open']]);

    const grouped = await db.getDocList('ToDo', { fields: ['priority', 'count(name) as n'], groupBy: 'priority', orderBy: { field: 'priority', order: 'asc' } });
    assert.deepEqual(grouped.map((r: { priority: string; n: unknown }) => [r.priority, Number(r.n)]), [['High', 2], ['Low', 1], ['Medium', 1]]);

    const names = await db.getDocList('ToDo');
    assert.deepEqual(names.map((r: { name: string }) => r.name).sort(), [...made].sort(), 'no arguments: names only');
    assert.deepEqual(Object.keys(names[0]), ['name']);
  });

  it('surfaces errors the way the SDK reads them', async () => {
    const bad = await rejection(db.getDocList('ToDo', { fields: ['nope'] }));
    assert.equal(bad.httpStatus, 417);
    assert.match(bad.exception, /DataError/);
    const invalid = await rejection(db.createDoc('ToDo', { status: 'Open' }));
    assert.equal(invalid.httpStatus, 417);
    assert.match(invalid.exception, /MandatoryError/);
    const guest = new FrappeApp(base).db();
    const denied = await rejection(guest.getDocList('ToDo'));
    assert.equal(denied.httpStatus, 403);
    assert.match(denied.exception, /PermissionError/);
    const wrong = new FrappeApp(base, { useToken: true, token: () => `${key}:wrong`, type: 'token' }).db();
    assert.equal((await rejection(wrong.getDoc('ToDo', made[0]))).httpStatus, 401);
  });

  it('accepts the Python frappe-client wire forms: form data=<json>, JSON-text fields, Basic auth', async () => {
    const basic = basicAuth(key, secret);
    const formHeaders = { 'content-type': 'application/x-www-form-urlencoded', authorization: basic, accept: 'application/json' };
    const insert = await fetch(`${base}/api/resource/ToDo`, {
      method: 'POST',
      headers: formHeaders,
      body: new URLSearchParams({ data: JSON.stringify({ doctype: 'ToDo', description: 'from python', priority: 'High' }) }),
    });
    assert.equal(insert.status, 200, await insert.clone().text());
    const created = (await insert.json()).data;
    assert.equal(created.description, 'from python');
    assert.equal(created.priority, 'High');

    const update = await fetch(`${base}/api/resource/ToDo/${created.name}`, {
      method: 'PUT',
      headers: formHeaders,
      body: new URLSearchParams({ data: JSON.stringify({ status: 'Closed' }) }),
    });
    assert.equal(update.status, 200, await update.clone().text());
    const updated = (await update.json()).data;
    assert.equal(updated.status, 'Closed');
    assert.equal(updated.description, 'from python');

    const qs = new URLSearchParams({
      fields: JSON.stringify(['name', 'description', 'status']),
      filters: JSON.stringify({ status: 'Closed' }),
      order_by: 'description asc',
      limit_start: '0',
      limit_page_length: '2',
    });
    const list = await fetch(`${base}/api/resource/ToDo?${qs}`, { headers: { authorization: basic } });
    assert.equal(list.status, 200);
    const rows = (await list.json()).data;
    assert.deepEqual(rows.map((r: { description: string }) => r.description), ['charlie', 'delta']);
    assert.deepEqual(Object.keys(rows[0]), ['name', 'description', 'status']);

    const doc = await fetch(`${base}/api/resource/ToDo/${created.name}?fields=["name"]`, { headers: { authorization: basic } });
    assert.equal((await doc.json()).data.description, 'from python', 'get_doc ignores fields');

    const missing = await fetch(`${base}/api/resource/ToDo`, { method: 'POST', headers: formHeaders, body: new URLSearchParams({ data: JSON.stringify({ status: 'Open' }) }) });
    const err = await missing.json();
    assert.equal(missing.status, 417);
    assert.ok(err.exc, 'frappe-client post_process raises only on a truthy exc');

    const del = await fetch(`${base}/api/resource/ToDo/${created.name}`, { method: 'DELETE', headers: { authorization: basic } });
    assert.equal(del.status, 202);
    assert.deepEqual(await del.json(), { message: 'ok' });
    const wrongBasic = await fetch(`${base}/api/resource/ToDo`, { headers: { authorization: basicAuth(key, 'nope') } });
    assert.equal(wrongBasic.status, 401);
  });
});
