import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, it } from 'node:test';
import { enabledDialects } from '../helpers/dialects.ts';
import { connectRealtime, type RealtimeClient } from '../helpers/realtime-client.ts';
import { startSvc, type SvcProcess } from '../helpers/svc-process.ts';
import { createTestSite, type TestSite } from '../helpers/test-site.ts';

/** One HTTP exchange on `agent` (false: a connection of its own); answers status and body. */
function exchange(url: string, agent: http.Agent | false, method = 'GET', body?: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, agent, headers: body === undefined ? {} : { 'content-type': 'text/plain;charset=UTF-8' } }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Issue 49 part 7: socket.io under `svc serve --workers N` with the transports Frappe's desk,
 * frappe-ui and frappe-react-sdk use (long polling first, then the upgrade to WebSocket). A
 * session lives in the worker that made it; its polls and its upgrade reach that worker whichever
 * worker's connection they arrive on, keep-alive connections that mix API requests and several
 * sessions' polls included.
 */
for (const dialect of await enabledDialects()) {
  for (const workers of [2, 3]) {
    describe(`socket.io under svc serve --workers ${workers} [${dialect.name}]`, () => {
      let site: TestSite;
      let svc: SvcProcess;
      const clients: RealtimeClient[] = [];
      const ns = () => `/${site.site}`;

      before(async () => {
        site = await createTestSite(dialect);
        svc = await startSvc(site.sitesDir, ['--workers', String(workers)]);
      });
      after(async () => {
        clients.forEach((c) => c.close());
        try {
          await svc?.stop();
        } finally {
          await svc?.kill();
          await site?.close();
        }
      });

      it('connects 10 of 10 clients with default transports, each upgraded to WebSocket and answered there', async () => {
        for (let i = 0; i < 10; i++) {
          const c = await connectRealtime(svc.url, ns(), { headers: { Authorization: site.adminAuth }, transports: ['polling', 'websocket'] });
          clients.push(c);
          const engine = c.socket.io.engine;
          if (engine.transport.name !== 'websocket') await new Promise((resolve) => engine.once('upgrade', resolve));
          assert.equal(engine.transport.name, 'websocket');
          assert.deepEqual(await c.ask('doctype_subscribe', 'ToDo'), { ok: true });
          c.socket.emit('ping');
          await c.waitFor((r) => r.event === 'pong');
        }
      });

      it('serves a long-polling-only client: every poll and acknowledgement reaches its session', async () => {
        const c = await connectRealtime(svc.url, ns(), { headers: { Authorization: site.adminAuth }, transports: ['polling'] });
        clients.push(c);
        for (let i = 0; i < 6; i++) assert.deepEqual(await c.ask('doctype_subscribe', 'ToDo'), { ok: true });
        c.socket.emit('ping');
        await c.waitFor((r) => r.event === 'pong');
        assert.equal(c.socket.io.engine.transport.name, 'polling');
      });

      it('answers a session\'s polls on any connection, and on a keep-alive connection that also carries API requests', async () => {
        const handshake = await exchange(`${svc.url}/socket.io/?EIO=4&transport=polling`, false);
        assert.equal(handshake.status, 200);
        const sid = (JSON.parse(handshake.body.slice(1)) as { sid: string }).sid;
        const poll = `${svc.url}/socket.io/?EIO=4&transport=polling&sid=${encodeURIComponent(sid)}`;
        // Each on a new connection, so node:cluster hands them to the workers in turn.
        const connect = await exchange(poll, false, 'POST', `40${ns()},`);
        assert.deepEqual(connect, { status: 200, body: 'ok' });
        // Refused (no credentials), but answered by the session: the namespace's connect_error packet.
        const refused = await exchange(poll, false);
        assert.equal(refused.status, 200);
        assert.match(refused.body, new RegExp(`^44${ns()},\\{"message":"No authentication method used`));
        for (let i = 0; i < 2 * workers; i++) assert.deepEqual(await exchange(poll, false, 'POST', '6'), { status: 200, body: 'ok' });

        const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });
        try {
          for (let i = 0; i < 2 * workers; i++) {
            const ping = await exchange(`${svc.url}/api/method/ping`, keepAlive);
            assert.deepEqual(ping, { status: 200, body: '{"message":"pong"}' });
            assert.deepEqual(await exchange(poll, keepAlive, 'POST', `40${ns()},`), { status: 200, body: 'ok' });
          }
        } finally {
          keepAlive.destroy();
        }
        const unknown = await exchange(`${svc.url}/socket.io/?EIO=4&transport=polling&sid=w999999.nosuchsession`, false);
        assert.deepEqual(unknown, { status: 400, body: '{"code":1,"message":"Session ID unknown"}' });
      });

      it('stops gracefully with sockets whose WebSocket moved between workers still open', async () => {
        assert.ok(clients.length >= 10);
        assert.equal(await svc.stop(), 0, svc.stderr());
      });
    });
  }
}
