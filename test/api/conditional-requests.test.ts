import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, it } from 'node:test';
import { createRole, insert } from '../helpers/fixtures.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario, send } from '../helpers/scenario.ts';

const STRONG = /^"[A-Za-z0-9_-]{32}"$/;

perDialect('conditional requests (ETag, If-None-Match, If-Match)', (site) => {
  let clerk: string;
  let viewer: string;
  let memo: string;
  const get = (url: string, auth: string, headers: Record<string, string> = {}) => send(site(), { method: 'GET', url, auth, headers });

  before(async () => {
    await createRole(site(), 'Memo Clerk');
    await createRole(site(), 'Memo Viewer');
    clerk = await site().addUser('etag-clerk@example.com', ['Memo Clerk']);
    viewer = await site().addUser('etag-viewer@example.com', ['Memo Viewer']);
    // A level-1 field the clerk reads and the viewer does not: their views, and so their tags, differ.
    await insert(site(), 'DocType', {
      name: 'Memo', module: 'Custom', autoname: 'hash',
      fields: [{ fieldname: 'title', fieldtype: 'Data', label: 'Title' }, { fieldname: 'code', fieldtype: 'Data', label: 'Code', permlevel: 1 }],
      permissions: [
        { role: 'System Manager', read: 1, write: 1, create: 1, delete: 1 },
        { role: 'System Manager', permlevel: 1, read: 1, write: 1 },
        { role: 'Memo Clerk', read: 1, write: 1, create: 1, delete: 1 },
        { role: 'Memo Clerk', permlevel: 1, read: 1 },
        { role: 'Memo Viewer', read: 1 },
      ],
    });
    memo = (await insert(site(), 'Memo', { title: 'm1', code: 'S3CRET' })).name;
  });

  it('answers a strong ETag on v1 and v2 reads, the same for the same view, another for another view', async () => {
    const v1 = await get(`/api/resource/Memo/${memo}`, clerk);
    const v2 = await get(`/api/v2/document/Memo/${memo}`, clerk);
    assert.match(String(v1.headers.etag), STRONG);
    assert.equal(v2.headers.etag, v1.headers.etag, 'v1 and v2 send the same view');
    const head = await send(site(), { method: 'HEAD', url: `/api/resource/Memo/${memo}`, auth: clerk });
    assert.equal(head.headers.etag, v1.headers.etag);
    const seen = await get(`/api/resource/Memo/${memo}`, viewer);
    assert.equal('code' in JSON.parse(seen.body).data, false);
    assert.notEqual(seen.headers.etag, v1.headers.etag, 'a view without the level-1 field has its own tag');
  });

  it('answers 304 without a body when If-None-Match names the current tag', async () => {
    const etag = String((await get(`/api/resource/Memo/${memo}`, clerk)).headers.etag);
    for (const inm of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await get(`/api/resource/Memo/${memo}`, clerk, { 'if-none-match': inm });
      assert.equal(res.statusCode, 304, inm);
      assert.equal(res.body, '');
      assert.equal(res.headers.etag, etag);
    }
    const v2 = await get(`/api/v2/document/Memo/${memo}`, clerk, { 'if-none-match': etag });
    assert.equal(v2.statusCode, 304);
    for (const inm of ['"other"', 'garbage', `${etag.slice(0, -2)}"`]) {
      const res = await get(`/api/resource/Memo/${memo}`, clerk, { 'if-none-match': inm });
      assert.equal(res.statusCode, 200, inm);
      assert.equal(JSON.parse(res.body).data.name, memo);
    }
    const viewerRes = await get(`/api/resource/Memo/${memo}`, viewer, { 'if-none-match': etag });
    assert.equal(viewerRes.statusCode, 200, "another view's tag does not validate this one");
    const missing = await get('/api/resource/Memo/nope', clerk, { 'if-none-match': '*' });
    assert.equal(missing.statusCode, 404);
  });

  it('changes the tag when the document changes', async () => {
    const before = String((await get(`/api/resource/Memo/${memo}`, clerk)).headers.etag);
    const put = await send(site(), { method: 'PUT', url: `/api/resource/Memo/${memo}`, auth: clerk, json: { title: 'm1 changed' } });
    assert.equal(put.statusCode, 200);
    const after = await get(`/api/resource/Memo/${memo}`, clerk, { 'if-none-match': before });
    assert.equal(after.statusCode, 200);
    assert.notEqual(after.headers.etag, before);
    assert.equal(put.headers.etag, after.headers.etag, 'a write answers the new tag');
  });

  it('honours If-Match on PUT, PATCH and DELETE: 412 and no write on a mismatch', async () => {
    // Stored by Administrator: the clerk cannot write the level-1 code, only read it.
    const doc = (await insert(site(), 'Memo', { title: 'guarded', code: 'C1' })).name;
    const url = `/api/resource/Memo/${doc}`;
    const etag = String((await get(url, clerk)).headers.etag);
    const stale = '"stale-tag-of-another-version-xxxx"';
    await runScenario(site(), {
      name: 'v1 PUT stale', method: 'PUT', url, auth: clerk, headers: { 'if-match': stale }, json: { title: 'lost' }, status: 412, excType: 'PreconditionFailed',
      check: (_res, json) => assert.match(json.exception, /PreconditionFailed/),
    });
    await runScenario(site(), { name: 'v1 PUT weak tag', method: 'PUT', url, auth: clerk, headers: { 'if-match': `W/${etag}` }, json: { title: 'lost' }, status: 412, excType: 'PreconditionFailed' });
    await runScenario(site(), { name: 'v1 PUT malformed', method: 'PUT', url, auth: clerk, headers: { 'if-match': 'not-a-tag' }, json: { title: 'lost' }, status: 412, excType: 'PreconditionFailed' });
    await runScenario(site(), { name: "the viewer's tag is not the clerk's", method: 'PUT', url, auth: clerk, headers: { 'if-match': String((await get(url, viewer)).headers.etag) }, json: { title: 'lost' }, status: 412 });
    await runScenario(site(), {
      name: 'v2 PATCH stale', method: 'PATCH', url: `/api/v2/document/Memo/${doc}`, auth: clerk, headers: { 'if-match': stale }, json: { title: 'lost' }, status: 412,
      check: (_res, json) => assert.equal(json.errors[0].type, 'PreconditionFailed'),
    });
    await runScenario(site(), { name: 'v1 DELETE stale', method: 'DELETE', url, auth: clerk, headers: { 'if-match': stale }, status: 412, excType: 'PreconditionFailed' });
    await runScenario(site(), { name: 'v2 DELETE stale', method: 'DELETE', url: `/api/v2/document/Memo/${doc}`, auth: clerk, headers: { 'if-match': stale }, status: 412 });
    const unchanged = JSON.parse((await get(url, clerk)).body).data;
    assert.equal(unchanged.title, 'guarded', 'nothing was written');
    assert.equal((await get(url, clerk)).headers.etag, etag);

    const ok = await runScenario(site(), { name: 'v1 PUT current', method: 'PUT', url, auth: clerk, headers: { 'if-match': `"x", ${etag}` }, json: { title: 'kept' }, status: 200 });
    assert.equal(ok.data.title, 'kept');
    const next = String((await get(url, clerk)).headers.etag);
    await runScenario(site(), { name: 'v2 PATCH current', method: 'PATCH', url: `/api/v2/document/Memo/${doc}`, auth: clerk, headers: { 'if-match': next }, json: { title: 'kept 2' }, status: 200 });
    await runScenario(site(), { name: 'If-Match * on an existing document', method: 'PUT', url, auth: clerk, headers: { 'if-match': '*' }, json: { title: 'kept 3' }, status: 200 });
    await runScenario(site(), { name: 'If-Match on a missing document', method: 'PUT', url: '/api/resource/Memo/nope', auth: clerk, headers: { 'if-match': '*' }, json: { title: 'x' }, status: 404 });
    const last = String((await get(url, clerk)).headers.etag);
    await runScenario(site(), { name: 'v2 DELETE current', method: 'DELETE', url: `/api/v2/document/Memo/${doc}`, auth: clerk, headers: { 'if-match': last }, status: 202, body: { data: 'ok' } });
    await runScenario(site(), { name: 'gone', method: 'GET', url, auth: clerk, status: 404 });
  });

  it('lets exactly one of two writes holding the same tag through', async () => {
    const doc = (await insert(site(), 'Memo', { title: 'race' }, clerk)).name;
    const url = `/api/resource/Memo/${doc}`;
    const etag = String((await get(url, clerk)).headers.etag);
    const results = await Promise.all(['a', 'b', 'c'].map((t) => send(site(), { method: 'PUT', url, auth: clerk, headers: { 'if-match': etag }, json: { title: `race ${t}` } })));
    const statuses = results.map((r) => r.statusCode).sort();
    assert.deepEqual(statuses, [200, 412, 412], results.map((r) => r.body.slice(0, 200)).join('\n'));
  });

  it('sends no ETag with document_etags: 0, and still honours If-Match', async () => {
    const file = path.join(site().sitesDir, site().site, 'site_config.json');
    const config = JSON.parse(fs.readFileSync(file, 'utf8'));
    fs.writeFileSync(file, JSON.stringify({ ...config, document_etags: 0 }));
    const runtime = await site().app.sites.get(site().site);
    try {
      // Site config is re-read at most once a second.
      for (let i = 0; i < 40 && runtime.config.document_etags !== 0; i++) await new Promise((r) => setTimeout(r, 100));
      const res = await get(`/api/resource/Memo/${memo}`, clerk, { 'if-none-match': '*' });
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers.etag, undefined);
      await runScenario(site(), { name: 'If-Match still checked', method: 'PUT', url: `/api/resource/Memo/${memo}`, auth: clerk, headers: { 'if-match': '"stale"' }, json: { title: 'x' }, status: 412 });
    } finally {
      fs.writeFileSync(file, JSON.stringify(config));
    }
  });
});
