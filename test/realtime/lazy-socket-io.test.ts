import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import net from 'node:net';
import { after, before, describe, it } from 'node:test';
import { listenOnLoopback } from '../helpers/browser.ts';
import { enabledDialects } from '../helpers/dialects.ts';
import { createTestSite, type TestSite } from '../helpers/test-site.ts';

const sqlite = (await enabledDialects()).find((d) => d.name === 'sqlite');
/** Whether this process has loaded the socket.io server package (not socket.io-client). */
const socketIoLoaded = () => Object.keys(createRequire(import.meta.url).cache).some((file) => file.includes('/node_modules/socket.io/'));

/** Sends a raw HTTP request; answers what the server sent once it matches `until`, or when it closed (3 s at most). */
function rawExchange(base: string, request: string, until?: RegExp): Promise<string> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(request));
    let text = '';
    socket.setEncoding('utf8').on('data', (chunk: string) => {
      text += chunk;
      if (until?.test(text)) socket.destroy();
    });
    socket.setTimeout(3000, () => socket.destroy());
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
  });
}

/**
 * socket.io is loaded on the first request for /socket.io/, not at start (realtime-server.ts):
 * a server no client opens a socket to never pays for it. Its own file, and its own process
 * (test-runner: own process): socket.io must not have been loaded by anything else in it.
 */
describe('socket.io loaded on first use', { skip: !sqlite && 'SQLite is not enabled' }, () => {
  let site: TestSite;
  let base = '';
  before(async () => {
    site = await createTestSite(sqlite!);
    base = await listenOnLoopback(site);
  });
  after(() => site?.close());

  it('serves HTTP without loading socket.io, ends other upgrades, then loads it for the first handshake and keeps serving both', async () => {
    const ping = await fetch(`${base}/api/method/ping`);
    assert.deepEqual(await ping.json(), { message: 'pong' });
    // An upgrade to a path that is not socket.io's is ended, as engine.io would, without loading it.
    const stray = await rawExchange(base, 'GET /elsewhere HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n');
    assert.doesNotMatch(stray, /101 Switching Protocols/);
    assert.equal(socketIoLoaded(), false, 'no socket.io before a client asks for it');

    const handshake = await fetch(`${base}/socket.io/?EIO=4&transport=polling`);
    assert.equal(handshake.status, 200);
    const open = await handshake.text();
    assert.match(open, /^0\{"sid":"[^"]+"/, 'an Engine.IO open packet');
    assert.equal(socketIoLoaded(), true);

    // After loading, socket.io's own listeners answer: a WebSocket upgrade, and HTTP still reaches the routes.
    const upgrade = await rawExchange(base, 'GET /socket.io/?EIO=4&transport=websocket HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n', /0\{"sid":"/);
    assert.match(upgrade, /^HTTP\/1\.1 101 Switching Protocols/);
    const again = await fetch(`${base}/api/method/ping`);
    assert.equal(again.status, 200);
  });

  it('answers a first request that arrives as a WebSocket upgrade', async () => {
    const other = await createTestSite(sqlite!);
    try {
      const otherBase = await listenOnLoopback(other);
      const upgrade = await rawExchange(otherBase, 'GET /socket.io/?EIO=4&transport=websocket HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n', /0\{"sid":"/);
      assert.match(upgrade, /^HTTP\/1\.1 101 Switching Protocols/);
      assert.match(upgrade, /0\{"sid":"/, 'the open packet arrives over the WebSocket');
    } finally {
      await other.close();
    }
  });
});
