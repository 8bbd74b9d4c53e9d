import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import WebSocket from 'ws';
import { appsWith, FIXTURE_APP } from '../helpers/apps.ts';
import { listenOnLoopback } from '../helpers/browser.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { connectRealtime, settle, type RealtimeClient } from '../helpers/realtime-client.ts';
import { call, insertAs } from '../helpers/users.ts';

/** This suite's allowance: small, and refilling so slowly that no run of the tests gets an event back. */
const EVENT_LIMIT = 30;
const MAX_ROOMS = 5;

/**
 * Sends one raw socket.io EVENT with acknowledgement id 1 over a bare WebSocket (what a hostile
 * client can send whatever a client library would encode) and resolves with the acknowledgement.
 */
function rawEvent(url: string, namespace: string, auth: string, eventJson: string): Promise<unknown> {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`, { headers: { Authorization: auth } });
  return new Promise((resolve, reject) => {
    ws.on('error', reject);
    ws.on('close', () => reject(new Error('closed before the acknowledgement')));
    ws.on('message', (data: Buffer) => {
      const packet = data.toString();
      if (packet === '2') return ws.send('3');
      if (packet.startsWith('0')) return ws.send(`40${namespace},`);
      if (packet.startsWith(`40${namespace},`)) return ws.send(`42${namespace},1${eventJson}`);
      if (packet.startsWith(`43${namespace},1`)) {
        ws.removeAllListeners('close');
        ws.close();
        resolve(JSON.parse(packet.slice(`43${namespace},1`.length))[0]);
      }
    });
  });
}

/**
 * Issue 49 parts 4 (socket.io share), 5 and 6 on every dialect: a socket without credentials is
 * refused as Frappe refuses it; a socket's events are limited in rate, its rooms in number and its
 * arguments in depth, each limit answered with an error the client can see, and a flood costs the
 * flooder, not the other clients.
 */
perDialect('socket.io credentials and limits', (site) => {
  const ns = () => `/${site().site}`;
  let url = '';
  const clients: RealtimeClient[] = [];
  const connect = async (headers: Record<string, string> = { Authorization: site().adminAuth }, transports?: Array<'polling' | 'websocket'>) => {
    const c = await connectRealtime(url, ns(), { headers, transports });
    clients.push(c);
    return c;
  };
  const names: string[] = [];

  before(async () => {
    url = await listenOnLoopback(site());
    for (let i = 0; i < MAX_ROOMS + 2; i++) names.push((await insertAs(site(), site().adminAuth, 'ToDo', { description: `room ${i}` })).name);
  });
  after(() => clients.forEach((c) => c.close()));

  it('refuses a socket with neither a sid cookie nor an Authorization header with Frappe\'s message, on either transport', async () => {
    const refusal = (err: Error & { data?: { exc_type?: string } }) => {
      assert.equal(err.message, 'No authentication method used. Use cookie or authorization header.');
      assert.equal(err.data?.exc_type, 'AuthenticationError');
      return true;
    };
    await assert.rejects(connectRealtime(url, ns()), refusal);
    await assert.rejects(connectRealtime(url, ns(), { headers: { Cookie: 'theme=dark' } }), refusal);
    await assert.rejects(connectRealtime(url, ns(), { transports: ['polling', 'websocket'] }), refusal);
  });

  it('connects `sid=Guest` as Guest', async () => {
    const guest = await connect({ Cookie: 'sid=Guest' }, ['polling', 'websocket']);
    assert.deepEqual(await guest.ask('doctype_subscribe', 'ToDo'), { ok: false, error: 'Guests cannot subscribe to DocTypes' });
    await call(site(), { method: 'POST', url: '/api/method/apptest.api.announce', auth: site().adminAuth, json: { event: 'for_the_web', room: 'website' } });
    await guest.waitFor((r) => r.event === 'for_the_web');
  });

  it('ignores a socket\'s events past its allowance with a visible error, then disconnects it; other sockets and HTTP are served throughout', async () => {
    const flooder = await connect();
    const neighbour = await connect();
    const answers = await Promise.all(Array.from({ length: EVENT_LIMIT + 5 }, () => flooder.ask('doctype_subscribe', 'ToDo')));
    const refused = answers.filter((a) => !a.ok);
    assert.ok(answers.filter((a) => a.ok).length <= EVENT_LIMIT, `at most ${EVENT_LIMIT} events were taken`);
    assert.ok(refused.length >= 5);
    for (const a of refused) assert.match(a.error!, new RegExp(`^Too many realtime events on this connection \\(at most ${EVENT_LIMIT} per 3600 s\\)`));
    assert.deepEqual(await neighbour.ask('doctype_subscribe', 'ToDo'), { ok: true }, 'the neighbour\'s allowance is its own');

    // Without acknowledgements (as Frappe's clients send): told once by a msgprint, then cut off.
    const disconnected = new Promise<string>((resolve) => flooder.socket.once('disconnect', (reason) => resolve(reason)));
    for (let i = 0; i < 4 * EVENT_LIMIT; i++) flooder.socket.emit('doc_subscribe', 'ToDo', names[0]);
    assert.equal(await disconnected, 'io server disconnect');
    const told = flooder.received.filter((r) => r.event === 'msgprint');
    assert.equal(told.length, 1, 'one message, however many events were ignored');
    assert.match(told[0].message.message, /^Too many realtime events on this connection/);

    assert.deepEqual(await neighbour.ask('doc_subscribe', 'ToDo', names[0]), { ok: true });
    const ping = await call(site(), { method: 'GET', url: '/api/method/ping' });
    assert.deepEqual([ping.status, ping.json], [200, { message: 'pong' }]);
  });

  it('refuses a new room past the socket\'s limit with a visible error; the rooms it holds keep working', async () => {
    const c = await connect();
    assert.deepEqual(await c.ask('doctype_subscribe', 'ToDo'), { ok: true });
    for (const name of names.slice(0, MAX_ROOMS - 1)) assert.deepEqual(await c.ask('doc_subscribe', 'ToDo', name), { ok: true });
    const full = { ok: false, error: `Too many realtime subscriptions on this connection (at most ${MAX_ROOMS}): unsubscribe from some first` };
    assert.deepEqual(await c.ask('doc_subscribe', 'ToDo', names[MAX_ROOMS]), full);
    assert.deepEqual(await c.ask('task_subscribe', 'task-1'), full);
    assert.deepEqual(await c.ask('doc_subscribe', 'ToDo', names[0]), { ok: true }, 'a room it holds already');

    // Frappe's clients ask for no acknowledgement: a msgprint says it once.
    c.socket.emit('doc_open', 'ToDo', names[MAX_ROOMS + 1]);
    c.socket.emit('doc_subscribe', 'ToDo', names[MAX_ROOMS + 1]);
    const told = await c.waitFor((r) => r.event === 'msgprint');
    assert.equal(told.message.message, full.error);

    const before = performance.now();
    await call(site(), { method: 'PUT', url: `/api/resource/ToDo/${names[1]}`, auth: site().adminAuth, json: { description: 'held room' } });
    await call(site(), { method: 'PUT', url: `/api/resource/ToDo/${names[MAX_ROOMS]}`, auth: site().adminAuth, json: { description: 'refused room' } });
    await c.waitFor((r) => r.event === 'doc_update' && r.message.name === names[1] && r.at > before);
    await settle();
    assert.equal(c.received.some((r) => r.event === 'doc_update' && r.message.name === names[MAX_ROOMS]), false);
    assert.equal(c.received.filter((r) => r.event === 'msgprint').length, 1);

    // Leaving one makes room for another.
    assert.deepEqual(await c.ask('doc_unsubscribe', 'ToDo', names[2]), { ok: true });
    assert.deepEqual(await c.ask('doc_subscribe', 'ToDo', names[MAX_ROOMS]), { ok: true });
  });

  it('refuses event arguments nested deeper than 64 levels with an error, and the server carries on', async () => {
    const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    const deep = { ok: false, error: 'Event arguments may nest at most 64 levels deep' };
    assert.deepEqual(await rawEvent(url, ns(), site().adminAuth, `["doctype_subscribe",${nested(100_000)}]`), deep);
    assert.deepEqual(await rawEvent(url, ns(), site().adminAuth, `["doc_subscribe","ToDo",{"a":${nested(65)}}]`), deep);
    // 64 levels pass the depth check (and are then refused as no name).
    assert.deepEqual(await rawEvent(url, ns(), site().adminAuth, `["doctype_subscribe",${nested(64)}]`), { ok: false, error: 'doctype must be a DocType name' });

    const c = await connect();
    let value: unknown = 'x';
    for (let i = 0; i < 200; i++) value = [value];
    c.socket.emit('doctype_subscribe', value);
    const told = await c.waitFor((r) => r.event === 'msgprint');
    assert.equal(told.message.message, deep.error);
    assert.deepEqual(await c.ask('doctype_subscribe', 'ToDo'), { ok: true });
    const ping = await call(site(), { method: 'GET', url: '/api/method/ping' });
    assert.equal(ping.status, 200);
  });
}, { apps: await appsWith(FIXTURE_APP), siteConfig: { realtime_event_limit: { limit: EVENT_LIMIT, seconds: 3600 }, realtime_max_rooms: MAX_ROOMS } });
