import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { createDocType } from '../helpers/fixtures.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { send } from '../helpers/scenario.ts';
import { basicAuth, keyPair } from '../helpers/users.ts';

// The Python frappe-client's wire forms (docs/DECISIONS.md F15), spoken with plain HTTP: helpers
// post form fields (or get a query string) to `/` with `cmd=<method>`, get_api/post_api call
// `/api/method/<m>/` with a trailing slash, inserts send `data=<json>`, auth is Basic key:secret.

/** The client's post_process: raises on a truthy `exc`, else answers message, else data, else None. */
function postProcess(status: number, body: string): unknown {
  const json = JSON.parse(body);
  if (json.exc) throw Object.assign(new Error(`server error ${status}`), { status, json });
  return json.message ?? json.data ?? null;
}

perDialect('Python frappe-client wire forms', (site) => {
  let basic = '';
  /** `session.post(url, data=params)`: form fields, dicts and lists JSON-encoded by preprocess. */
  const postRequest = async (fields: Record<string, string>, auth = basic) => {
    const res = await send(site(), { method: 'POST', url: '/', auth, form: fields, headers: { accept: 'application/json' } });
    return { status: res.statusCode, body: res.body };
  };
  /** `session.get(url, params=params)`. */
  const getRequest = async (params: Record<string, string>, auth = basic) => {
    const res = await send(site(), { method: 'GET', url: `/?${new URLSearchParams(params)}`, auth });
    return { status: res.statusCode, body: res.body };
  };
  const ok = (r: { status: number; body: string }) => {
    assert.equal(r.status, 200, r.body.slice(0, 400));
    return postProcess(r.status, r.body);
  };
  const raises = (r: { status: number; body: string }, status: number, pattern: RegExp) => {
    assert.equal(r.status, status, r.body.slice(0, 400));
    assert.throws(() => postProcess(r.status, r.body), (err: any) => pattern.test(JSON.stringify(err.json)), 'the client raises: exc is truthy');
  };

  before(async () => {
    const { key, secret } = keyPair(site().adminAuth);
    basic = basicAuth(key, secret);
    await createDocType(site(), {
      name: 'Py Voucher',
      autoname: 'prompt',
      is_submittable: 1,
      fields: [{ fieldname: 'amount', fieldtype: 'Int', label: 'Amount' }],
      permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1, delete: 1, submit: 1, cancel: 1 }],
    });
  });

  it('insert with data=<json>, then insert_many, get_value, set_value, bulk_update and delete through cmd= on /', async () => {
    const insert = await send(site(), { method: 'POST', url: '/api/resource/ToDo', auth: basic, form: { data: JSON.stringify({ doctype: 'ToDo', description: 'from python' }) } });
    const created = ok({ status: insert.statusCode, body: insert.body }) as any;
    assert.equal(created.description, 'from python');

    const names = ok(await postRequest({ cmd: 'frappe.client.insert_many', docs: JSON.stringify([{ doctype: 'ToDo', description: 'py 1' }, { doctype: 'ToDo', description: 'py 2', status: 'Closed' }]) })) as string[];
    assert.equal(names.length, 2);

    // get_value: fieldname defaults to "name" and filters is always json.dumps'd, so a name arrives quoted.
    assert.deepEqual(ok(await getRequest({ cmd: 'frappe.client.get_value', doctype: 'ToDo', fieldname: 'description', filters: JSON.stringify(names[0]) })), { description: 'py 1' });
    assert.deepEqual(ok(await getRequest({ cmd: 'frappe.client.get_value', doctype: 'ToDo', fieldname: 'name', filters: JSON.stringify({ status: 'Closed' }) })), { name: names[1] });
    assert.deepEqual(ok(await postRequest({ cmd: 'frappe.client.get_value', doctype: 'ToDo', fieldname: 'status', filters: JSON.stringify(created.name) })), { status: 'Open' });

    const updated = ok(await postRequest({ cmd: 'frappe.client.set_value', doctype: 'ToDo', name: names[0], fieldname: 'priority', value: 'High' })) as any;
    assert.equal(updated.priority, 'High');

    const bulk = ok(await postRequest({ cmd: 'frappe.client.bulk_update', docs: JSON.stringify([{ doctype: 'ToDo', docname: names[1], status: 'Open' }, { doctype: 'ToDo', docname: 'nope', status: 'Open' }]) })) as any;
    assert.equal(bulk.failed_docs.length, 1);
    assert.equal(bulk.failed_docs[0].doc.docname, 'nope');

    const deleted = await postRequest({ cmd: 'frappe.client.delete', doctype: 'ToDo', name: names[0] });
    assert.deepEqual([deleted.status, JSON.parse(deleted.body)], [200, {}]);
    assert.equal(postProcess(deleted.status, deleted.body), null, 'nothing returned');
    const gone = await getRequest({ cmd: 'frappe.client.get_value', doctype: 'ToDo', fieldname: 'name', filters: JSON.stringify(names[0]) });
    assert.deepEqual(ok(gone), {});
  });

  it('submit, cancel and rename_doc through cmd= on /', async () => {
    const draft = await send(site(), { method: 'POST', url: '/api/resource/Py%20Voucher', auth: basic, form: { data: JSON.stringify({ name: 'PV-1', amount: 3 }) } });
    const doc = (ok({ status: draft.statusCode, body: draft.body }) as any);
    // The client's submit(doclist) sends the document as `doclist`.
    const submitted = ok(await postRequest({ cmd: 'frappe.client.submit', doclist: JSON.stringify(doc) })) as any;
    assert.equal(submitted.docstatus, 1);
    const cancelled = ok(await postRequest({ cmd: 'frappe.client.cancel', doctype: 'Py Voucher', name: 'PV-1' })) as any;
    assert.equal(cancelled.docstatus, 2);
    assert.equal(ok(await postRequest({ cmd: 'frappe.client.rename_doc', doctype: 'Py Voucher', old_name: 'PV-1', new_name: 'PV-One' })), 'PV-One');
    assert.deepEqual(ok(await getRequest({ cmd: 'frappe.client.get_value', doctype: 'Py Voucher', fieldname: JSON.stringify(['name', 'docstatus']), filters: JSON.stringify('PV-One') })), { name: 'PV-One', docstatus: 2 });
  });

  it('submit takes the document as doc or as doclist; neither is a FrappeTypeError naming doc, a doclist that is no dict names doclist', async () => {
    for (const [name, field] of [['PV-doc', 'doc'], ['PV-doclist', 'doclist']] as const) {
      const created = await send(site(), { method: 'POST', url: '/api/resource/Py%20Voucher', auth: basic, form: { data: JSON.stringify({ name, amount: 1 }) } });
      const doc = ok({ status: created.statusCode, body: created.body }) as any;
      const submitted = ok(await postRequest({ cmd: 'frappe.client.submit', [field]: JSON.stringify(doc) })) as any;
      assert.deepEqual([submitted.name, submitted.docstatus], [name, 1], field);
    }
    raises(await postRequest({ cmd: 'frappe.client.submit' }), 417, /FrappeTypeError.*'doc'/);
    raises(await postRequest({ cmd: 'frappe.client.submit', doclist: '[1, 2]' }), 417, /Argument 'doclist' should be of type 'dict'/);
    const stored = ok(await getRequest({ cmd: 'frappe.client.get_value', doctype: 'Py Voucher', fieldname: 'docstatus', filters: JSON.stringify('PV-doclist') }));
    assert.deepEqual(stored, { docstatus: 1 });
  });

  it('get_api and post_api call /api/method/<m>/ with a trailing slash', async () => {
    const count = await send(site(), { method: 'GET', url: `/api/method/frappe.client.get_count/?${new URLSearchParams({ doctype: 'ToDo', filters: JSON.stringify({ status: 'Open' }) })}`, auth: basic });
    const open = ok({ status: count.statusCode, body: count.body }) as number;
    const inserted = await send(site(), { method: 'POST', url: '/api/method/frappe.client.insert/', auth: basic, form: { doc: JSON.stringify({ doctype: 'ToDo', description: 'post_api' }) } });
    assert.equal((ok({ status: inserted.statusCode, body: inserted.body }) as any).description, 'post_api');
    const after = await send(site(), { method: 'GET', url: `/api/method/frappe.client.get_count/?${new URLSearchParams({ doctype: 'ToDo', filters: JSON.stringify({ status: 'Open' }) })}`, auth: basic });
    assert.equal(ok({ status: after.statusCode, body: after.body }), open + 1);
    const list = await send(site(), { method: 'GET', url: `/api/method/frappe.client.get_list/?${new URLSearchParams({ doctype: 'ToDo', fields: '["description"]', filters: '{"description":"post_api"}' })}`, auth: basic });
    assert.deepEqual(ok({ status: list.statusCode, body: list.body }), [{ description: 'post_api' }]);
  });

  it('errors reach the client as it reads them: a truthy exc, Basic failures 401', async () => {
    raises(await getRequest({ cmd: 'frappe.client.get_value', doctype: 'ToDo', fieldname: 'nope', filters: '{}' }), 417, /DataError/);
    raises(await getRequest({ cmd: 'frappe.client.delete', doctype: 'ToDo', name: 'x' }), 403, /Not permitted/);
    raises(await postRequest({ cmd: 'frappe.client.insert_many', docs: 'not json' }), 417, /FrappeTypeError/);
    raises(await postRequest({ cmd: 'frappe.client.get_value', doctype: 'ToDo', fieldname: 'name' }, ''), 403, /PermissionError/);
    const { key } = keyPair(site().adminAuth);
    const wrong = await postRequest({ cmd: 'frappe.client.get_value', doctype: 'ToDo', fieldname: 'name' }, basicAuth(key, 'wrong'));
    assert.equal(wrong.status, 401);
    raises(wrong, 401, /AuthenticationError/);
  });

  it('raises for a missing name, an unknown DocType and a misspelt method: every error answer carries exc', async () => {
    const cases: Array<[string, Promise<{ status: number; body: string }>, number, RegExp]> = [
      ['delete of a missing name', postRequest({ cmd: 'frappe.client.delete', doctype: 'ToDo', name: 'no-such-todo' }), 404, /ToDo no-such-todo not found/],
      ['set_value of a missing name', postRequest({ cmd: 'frappe.client.set_value', doctype: 'ToDo', name: 'no-such-todo', fieldname: 'status', value: 'Closed' }), 404, /ToDo no-such-todo not found/],
      ['cancel of a missing name', postRequest({ cmd: 'frappe.client.cancel', doctype: 'Py Voucher', name: 'PV-none' }), 404, /Py Voucher PV-none not found/],
      ['rename_doc of a missing name', postRequest({ cmd: 'frappe.client.rename_doc', doctype: 'Py Voucher', old_name: 'PV-none', new_name: 'PV-new' }), 404, /Py Voucher PV-none not found/],
      ['get_value of an unknown DocType', getRequest({ cmd: 'frappe.client.get_value', doctype: 'No Such Type', fieldname: 'name', filters: JSON.stringify('x') }), 404, /DocType No Such Type not found/],
      ['get_doc of a missing name', send(site(), { method: 'GET', url: '/api/resource/ToDo/no-such-todo', auth: basic }).then((r) => ({ status: r.statusCode, body: r.body })), 404, /DoesNotExistError/],
      ['a misspelt method through cmd=', getRequest({ cmd: 'frappe.client.get_lst', doctype: 'ToDo' }), 417, /Failed to get method for command frappe\.client\.get_lst/],
      ['a misspelt method through post_request', postRequest({ cmd: 'frappe.client.insrt', doc: '{}' }), 417, /Failed to get method for command frappe\.client\.insrt/],
      ['a misspelt method through get_api', send(site(), { method: 'GET', url: '/api/method/frappe.client.get_lst/?doctype=ToDo', auth: basic }).then((r) => ({ status: r.statusCode, body: r.body })), 417, /ValidationError/],
      ['a method of an app that is not installed', getRequest({ cmd: 'erpnext.api.get_items' }), 417, /App erpnext is not installed/],
    ];
    for (const [label, request, status, pattern] of cases) {
      const r = await request;
      assert.equal(r.status, status, `${label}: ${r.body.slice(0, 300)}`);
      const { exc } = JSON.parse(r.body);
      assert.equal(typeof exc, 'string', `${label}: exc is a JSON string`);
      const lines = JSON.parse(exc);
      assert.ok(Array.isArray(lines) && lines.length === 1 && !lines[0].includes('\n') && !/\.ts\b|\/src\//.test(lines[0]), `${label}: a one-line summary, no stack or path: ${exc}`);
      raises(r, status, pattern);
    }
  });
});
