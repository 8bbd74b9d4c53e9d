import assert from 'node:assert/strict';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildApp, type SvcApp } from '../../src/app.ts';
import { enabledDialects } from '../helpers/dialects.ts';
import { createTestSite, testApps, type TestSite } from '../helpers/test-site.ts';

/** A TCP forwarder that can be cut and restored, standing in for a database host going away. */
function tcpProxy(targetPort: number) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  return {
    port: 0,
    async start(port = 0) {
      server = net.createServer((client) => {
        const upstream = net.connect(targetPort, '127.0.0.1');
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
      this.port = (server!.address() as net.AddressInfo).port;
    },
    async stop() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = null;
    },
  };
}

const servers: Array<{ name: 'postgres' | 'mariadb'; port: number; title: string }> = [
  { name: 'postgres', port: 5432, title: 'PostgreSQL' },
  { name: 'mariadb', port: 3306, title: 'MariaDB' },
];

for (const server of servers) {
  const dialect = (await enabledDialects()).find((d) => d.name === server.name);

  describe(`database outage [${server.name}]`, { skip: dialect ? false : `${server.title} is not reachable` }, () => {
    let site: TestSite;
    let app: SvcApp;
    const proxy = tcpProxy(server.port);

    before(async () => {
      site = await createTestSite(dialect!);
      await proxy.start();
      const file = path.join(site.sitesDir, site.site, 'site_config.json');
      const config = JSON.parse(fs.readFileSync(file, 'utf8'));
      config.db_url = config.db_url.replace(`127.0.0.1:${server.port}`, `127.0.0.1:${proxy.port}`);
      fs.writeFileSync(file, JSON.stringify(config));
      app = await buildApp({ sitesDir: site.sitesDir, logLevel: 'silent' }, { apps: await testApps() });
    });
    after(async () => {
      await app?.close();
      await proxy.stop();
      await site?.close();
    });

    const list = () => app.inject({ method: 'GET', url: '/api/resource/ToDo', headers: { authorization: site.adminAuth } });
    const create = () => app.inject({ method: 'POST', url: '/api/resource/ToDo', headers: { authorization: site.adminAuth }, payload: { description: 'during outage' } });

    it('answers 503 while the database is unreachable and serves again once it is back', async () => {
      assert.equal((await list()).statusCode, 200);
      assert.equal((await create()).statusCode, 200, 'a write connection exists before the outage');
      const port = proxy.port;
      await proxy.stop();
      const down = await list();
      assert.equal(down.statusCode, 503, down.body);
      const downWrite = await create();
      assert.equal(downWrite.statusCode, 503, downWrite.body);
      const streamed = await app.inject({ method: 'GET', url: '/api/resource/ToDo?limit_page_length=0', headers: { authorization: site.adminAuth } });
      assert.equal(streamed.statusCode, 503, 'an every-row listing reports the outage instead of a cut-off body');
      assert.equal(JSON.parse(down.body).exc_type, 'DatabaseUnavailableError');
      await proxy.start(port);
      let back = await list();
      for (let i = 0; i < 20 && back.statusCode !== 200; i++) {
        await new Promise((r) => setTimeout(r, 100));
        back = await list();
      }
      assert.equal(back.statusCode, 200, back.body);
      assert.equal((await create()).statusCode, 200, 'writes work again');
      const rows = JSON.parse((await list()).body).data;
      assert.equal(rows.length, 2, 'the write refused during the outage kept nothing');
    });
  });
}
