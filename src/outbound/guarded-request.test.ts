import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { sendOutbound } from './guarded-request.ts';

/** A real server on 127.0.0.1: `/redirect` answers 302 to `/target`, `/slow` never answers, `/big` sends 1 MB. */
describe('sendOutbound: the SSRF-guarded request', () => {
  let server: http.Server;
  let base = '';
  const hits: string[] = [];
  before(async () => {
    server = http.createServer((req, res) => {
      hits.push(req.url ?? '');
      if (req.url === '/redirect') return void res.writeHead(302, { location: '/target' }).end();
      if (req.url === '/slow') return;
      if (req.url === '/big') return void res.end('x'.repeat(1024 * 1024));
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => {
    server.closeAllConnections();
    server.close();
  });
  const send = (path: string, extra: Partial<Parameters<typeof sendOutbound>[0]> = {}) =>
    sendOutbound({ method: 'POST', url: `${base}${path}`, headers: {}, body: '{}', timeoutMs: 2000, allowPrivate: true, ...extra });

  it('refuses a private address unless allowed, before connecting', async () => {
    hits.length = 0;
    const refused = await send('/x', { allowPrivate: false });
    assert.deepEqual(refused.ok ? null : [refused.kind, /loopback/.test(refused.error)], ['refused', true]);
    const byName = await sendOutbound({ method: 'GET', url: base.replace('127.0.0.1', 'localhost') + '/x', headers: {}, body: '', timeoutMs: 2000, allowPrivate: false });
    assert.equal(byName.ok ? 'sent' : byName.kind, 'refused');
    assert.deepEqual(hits, [], 'nothing reached the server');
    const allowed = await send('/x');
    assert.equal(allowed.ok && allowed.response.body, 'ok');
  });

  it('answers a redirect as it is, never following it', async () => {
    hits.length = 0;
    const outcome = await send('/redirect');
    assert.ok(outcome.ok);
    assert.equal(outcome.response.status, 302);
    assert.deepEqual(hits, ['/redirect']);
  });

  it('times out, and keeps only the bounded part of a large body', async () => {
    const slow = await send('/slow', { timeoutMs: 200 });
    assert.equal(slow.ok ? 'answered' : slow.kind, 'timeout');
    const big = await send('/big', { maxResponseBytes: 1000 });
    assert.ok(big.ok);
    assert.equal(big.response.body.length, 1000);
  });

  it('refuses what is not an http(s) URL and a bad header, without throwing', async () => {
    for (const url of ['file:///etc/passwd', 'gopher://127.0.0.1/', 'not a url']) {
      const outcome = await sendOutbound({ method: 'GET', url, headers: {}, body: '', timeoutMs: 1000, allowPrivate: true });
      assert.equal(outcome.ok ? 'sent' : outcome.kind, 'refused', url);
    }
    const header = await send('/x', { headers: { 'X-Bad': 'a\nb' } });
    assert.equal(header.ok ? 'sent' : header.kind, 'refused');
  });
});
