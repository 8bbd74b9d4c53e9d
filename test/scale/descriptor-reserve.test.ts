import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, it } from 'node:test';
import { COMMON_CONFIG_FILE } from '../../src/config/site-config.ts';
import { createSite } from '../../src/sites/create-site.ts';
import { systemClock } from '../../src/context/clock.ts';
import { enabledDialects } from '../helpers/dialects.ts';
import { parseReply, rawConnection, rawGet, type RawConnection } from '../helpers/raw-http.ts';
import { startSvc } from '../helpers/svc-process.ts';
import { createTestSite, silentLog, testApps } from '../helpers/test-site.ts';

const FILE_LIMIT = 256;
const FLOOD = 300;
const SECOND_SITE = 'second.localhost';

/** The status of a request on a new connection; 0 when the connection was refused. */
async function statusOf(port: number, target: string, headers: Record<string, string>): Promise<number> {
  try {
    return (await rawGet(port, target, { Host: '127.0.0.1', ...headers })).status;
  } catch {
    return 0;
  }
}

/**
 * A real `svc serve` under `ulimit -n 256`, flooded with 300 idle connections: it takes clients
 * only up to its descriptor reserve (http_fd_reserve, 128 by default) and refuses the rest at
 * once, so a request already on its way can still open a site's database, which takes new
 * descriptors (SQLite's files, PostgreSQL's and MariaDB's sockets); and once the headers timeout
 * has cut the idle connections, a fresh connection is served again. Without the reserve the
 * flood took every descriptor: new clients failed and so did the database.
 */
for (const dialect of await enabledDialects()) {
  describe(`a server at its limit of open files keeps descriptors for itself [${dialect.name}]`, () => {
    it('serves a request that opens a database while 300 idle connections flood it, then fresh clients once they are cut', async () => {
      const site = await createTestSite(dialect);
      await site.app.close();
      const secondDb = await dialect.newDatabase();
      const flood: RawConnection[] = [];
      let svc: Awaited<ReturnType<typeof startSvc>> | undefined;
      try {
        await createSite({ sitesDir: site.sitesDir, name: SECOND_SITE, adminPassword: 'admin', dbType: dialect.name, dbUrl: secondDb.url, developerMode: false, apps: await testApps(), clock: systemClock(), log: silentLog });
        const commonFile = path.join(site.sitesDir, COMMON_CONFIG_FILE);
        const common = JSON.parse(fs.readFileSync(commonFile, 'utf8'));
        // Long enough for the flood to land before the idle connections are cut; no per-address
        // cap, since every connection here comes from 127.0.0.1.
        fs.writeFileSync(commonFile, JSON.stringify({ ...common, http_headers_timeout: 6, http_max_connections_per_ip: 0 }));
        svc = await startSvc(site.sitesDir, [], {}, { fileLimit: FILE_LIMIT });
        const port = Number(new URL(svc.url).port);

        // A login to the second site, its headers half sent: the site is not open yet.
        const login = await rawConnection(port);
        flood.push(login);
        login.write('POST /api/method/login HTTP/1.1\r\nHost: 127.0.0.1\r\n');
        for (let i = 0; i < FLOOD; i++) flood.push(await rawConnection(port).catch(() => null as unknown as RawConnection));
        const held = () => flood.filter((c) => c && c !== login && !c.socket.destroyed).length;
        // Connections the kernel completed wait in the backlog until the server's loop takes them
        // (a loaded machine may take a moment); those past the reserve are then closed at once. The
        // wait stays well inside the 6 s headers timeout, which would cut them all anyway.
        for (const deadline = Date.now() + 3000; held() >= FLOOD - 100 && Date.now() < deadline; ) await sleep(50);
        assert.ok(held() < FLOOD - 100, `the server refused connections past its reserve (it holds ${held()} of ${FLOOD})`);

        const body = JSON.stringify({ usr: 'Administrator', pwd: 'admin' });
        login.write(`X-Frappe-Site-Name: ${SECOND_SITE}\r\nAccept: application/json\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`);
        const reply = parseReply(await login.closed);
        assert.equal(reply.status, 200, `login, which opened the second site's database: ${reply.raw.toString('latin1').slice(0, 400)}`);
        const sid = /^set-cookie: sid=([^;]+)/im.exec(reply.head)?.[1];
        assert.ok(sid, 'a session');

        // The headers timeout cuts the idle connections; then a fresh client is served at once.
        while (held() > 0) await sleep(100);
        assert.equal(await statusOf(port, '/api/method/frappe.auth.get_logged_user', { 'X-Frappe-Site-Name': SECOND_SITE, Cookie: `sid=${sid}`, Accept: 'application/json' }), 200);
        assert.match(svc.stderr(), /svc serving/);
        assert.equal(svc.child.exitCode, null, 'still running');
      } finally {
        for (const c of flood) c?.socket.destroy();
        await svc?.kill();
        await secondDb.drop();
        await site.close();
      }
    });
  });
}
