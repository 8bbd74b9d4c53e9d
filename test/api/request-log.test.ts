import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { buildApp, type SvcApp } from '../../src/app.ts';
import { enabledDialects } from '../helpers/dialects.ts';
import { createTestSite, testApps, type TestSite } from '../helpers/test-site.ts';

describe('structured request log', () => {
  let site: TestSite;
  let app: SvcApp;
  const lines: Array<Record<string, unknown>> = [];
  let raw = '';

  before(async () => {
    site = await createTestSite((await enabledDialects())[0]);
    const stream = new Writable({
      write(chunk, _enc, done) {
        raw += chunk;
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    app = await buildApp({ sitesDir: site.sitesDir, logLevel: 'info' }, { apps: await testApps(), logStream: stream });
  });
  after(async () => {
    await app.close();
    await site.close();
  });

  it('writes one line per request with id, site, user, method, path, status and duration, and no secrets', async () => {
    await app.inject({ method: 'GET', url: '/api/resource/ToDo?filters=[]', headers: { authorization: site.adminAuth, 'x-request-id': 'req-123' } });
    await app.inject({ method: 'GET', url: '/api/resource/ToDo', headers: { authorization: 'token nope:nope' } });
    const requests = lines.filter((l) => l.msg === 'request');
    assert.equal(requests.length, 2);
    const [ok, denied] = requests;
    assert.equal(ok.reqId, 'req-123');
    const okLine = raw.split('\n').find((l) => l.includes('"msg":"request"'))!;
    assert.equal(okLine.match(/"reqId":/g)?.length, 1, 'the request id is written once per line');
    assert.equal(ok.site, site.site);
    assert.equal(ok.user, 'Administrator');
    assert.equal(ok.method, 'GET');
    assert.equal(ok.path, '/api/resource/ToDo');
    assert.equal(ok.status, 200);
    assert.equal(typeof ok.durationMs, 'number');
    assert.equal(denied.status, 401);
    assert.equal(denied.user, null);
    const secret = site.adminAuth.split(':')[1];
    assert.equal(raw.includes(secret), false, 'the API secret never reaches the log');
  });
});
