import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { before, it } from 'node:test';
import { perDialect } from '../helpers/per-dialect.ts';

/**
 * A v2 client as frappe-js-sdk's fetch layer would be written for v2: JSON bodies, `token
 * key:secret`, `data` read from every answer, `errors[0]` turned into the rejection.
 */
function v2Client(base: string, auth: string) {
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}/api/v2/${path}`, {
      method,
      headers: { authorization: auth, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = res.status === 304 ? null : await res.json();
    if (!res.ok && res.status !== 304) throw Object.assign(new Error(json.errors?.[0]?.message ?? res.statusText), { httpStatus: res.status, type: json.errors?.[0]?.type });
    return { status: res.status, json, etag: res.headers.get('etag') };
  };
  const qs = (args: Record<string, unknown>) => new URLSearchParams(Object.entries(args).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString();
  return {
    createDoc: async (doctype: string, doc: Record<string, unknown>) => (await call('POST', `document/${encodeURIComponent(doctype)}`, doc)).json.data,
    getDoc: (doctype: string, name: string, etag?: string) => call('GET', `document/${encodeURIComponent(doctype)}/${encodeURIComponent(name)}`, undefined, etag ? { 'if-none-match': etag } : {}),
    getDocList: async (doctype: string, args: Record<string, unknown>) => (await call('GET', `document/${encodeURIComponent(doctype)}?${qs(args)}`)).json,
    updateDoc: async (doctype: string, name: string, doc: Record<string, unknown>, ifMatch?: string) => call('PATCH', `document/${encodeURIComponent(doctype)}/${encodeURIComponent(name)}`, doc, ifMatch ? { 'if-match': ifMatch } : {}),
    deleteDoc: async (doctype: string, name: string) => (await call('DELETE', `document/${encodeURIComponent(doctype)}/${encodeURIComponent(name)}`)).json,
    getCount: async (doctype: string, filters: unknown) => (await call('GET', `doctype/${encodeURIComponent(doctype)}/count?${qs({ filters })}`)).json.data,
    call: async (method: string, args: Record<string, unknown>) => (await call('GET', `method/${method}?${qs(args)}`)).json,
  };
}

perDialect('API v2 client flow over HTTP', (site) => {
  let client: ReturnType<typeof v2Client>;
  before(async () => {
    await site().app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = site().app.server.address() as AddressInfo;
    client = v2Client(`http://127.0.0.1:${port}`, site().adminAuth);
  });

  it('creates, pages, counts, reads conditionally, updates with If-Match and deletes', async () => {
    const names: string[] = [];
    for (let i = 0; i < 5; i++) names.push((await client.createDoc('ToDo', { description: `flow ${i}` })).name);
    const filters = [['description', 'like', 'flow %']];
    const page1 = await client.getDocList('ToDo', { fields: ['name', 'description'], filters, order_by: 'description asc', limit: 2, include: 'count' });
    assert.deepEqual(page1.data.map((r: any) => r.description), ['flow 0', 'flow 1']);
    assert.equal(page1.has_next_page, true);
    assert.equal(page1.count, 5);
    const page3 = await client.getDocList('ToDo', { fields: ['description'], filters, order_by: 'description asc', limit: 2, start: 4 });
    assert.deepEqual(page3.data, [{ description: 'flow 4' }]);
    assert.equal(page3.has_next_page, false);
    assert.equal(await client.getCount('ToDo', filters), 5);

    const read = await client.getDoc('ToDo', names[0]);
    assert.equal(read.json.data.description, 'flow 0');
    assert.ok(read.etag);
    assert.equal((await client.getDoc('ToDo', names[0], read.etag!)).status, 304);
    const updated = await client.updateDoc('ToDo', names[0], { status: 'Closed' }, read.etag!);
    assert.equal(updated.json.data.status, 'Closed');
    const stale = await client.updateDoc('ToDo', names[0], { status: 'Open' }, read.etag!).catch((e) => e);
    assert.equal(stale.httpStatus, 412);
    assert.equal(stale.type, 'PreconditionFailed');
    assert.equal((await client.getDoc('ToDo', names[0], updated.etag!)).status, 304, 'the write answered the current tag');

    assert.deepEqual(await client.call('ping', {}), { data: 'pong' });
    assert.deepEqual(await client.deleteDoc('ToDo', names[0]), { data: 'ok' });
    const gone = await client.getDoc('ToDo', names[0]).catch((e) => e);
    assert.equal(gone.httpStatus, 404);
    assert.equal(gone.type, 'DoesNotExistError');
  });
});
