import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { enabledDialects } from '../helpers/dialects.ts';
import { connectRealtime, settle, type RealtimeClient } from '../helpers/realtime-client.ts';
import { redisReachable } from '../helpers/redis.ts';
import { startMany, startSvc, type SvcProcess } from '../helpers/svc-process.ts';
import { createTestSite, type TestSite } from '../helpers/test-site.ts';

/**
 * Issue 17 part 4: realtime events reach subscribers on every process through Redis: two
 * separate `svc serve` processes, and one `svc serve --workers 2`, on one site with `redis_url`.
 * The permission gate travels with the event: a user who reads only their own ToDos hears of
 * those, published by another process, and of nothing else.
 */
const redisUp = await redisReachable('the realtime multi-process test is');
const REDIS = 'redis://127.0.0.1:6379/7';
const sqlite = (await enabledDialects()).find((d) => d.name === 'sqlite')!;

describe('realtime events across svc processes (Redis)', { skip: !redisUp && 'Redis is not reachable' }, () => {
  let site: TestSite;
  let procs: SvcProcess[] = [];
  let userAuth = '';
  const clients: RealtimeClient[] = [];
  const ns = () => `/${site.site}`;
  const createTodo = async (target: SvcProcess, body: Record<string, unknown>) => {
    const res = await fetch(`${target.url}/api/resource/ToDo`, { method: 'POST', headers: { authorization: site.adminAuth, 'content-type': 'application/json', 'x-frappe-site-name': site.site }, body: JSON.stringify(body) });
    const text = await res.text();
    assert.equal(res.status, 200, text);
    return (JSON.parse(text) as { data: { name: string } }).data.name;
  };

  before(async () => {
    site = await createTestSite(sqlite, { siteConfig: { redis_url: REDIS } });
    userAuth = await site.addUser('rt.worker@example.com', []);
    procs = await startMany(2, () => startSvc(site.sitesDir));
  });

  after(async () => {
    clients.forEach((c) => c.close());
    try {
      await Promise.all(procs.map((p) => p.stop()));
    } finally {
      await Promise.all(procs.map((p) => p.kill()));
      await site?.close();
    }
  });

  it('a write on one process reaches subscribers on the other, gated by what each may read', async () => {
    const [a, b] = procs as [SvcProcess, SvcProcess];
    const adminSocket = await connectRealtime(a.url, ns(), { headers: { Authorization: site.adminAuth } });
    const userSocket = await connectRealtime(a.url, ns(), { headers: { Authorization: userAuth } });
    clients.push(adminSocket, userSocket);
    assert.deepEqual(await adminSocket.ask('doctype_subscribe', 'ToDo'), { ok: true });
    assert.deepEqual(await userSocket.ask('doctype_subscribe', 'ToDo'), { ok: true });
    const started = performance.now();
    const theirs = await createTodo(b, { description: 'for the worker', allocated_to: 'rt.worker@example.com' });
    const other = await createTodo(b, { description: 'not theirs' });
    const heard = await userSocket.waitFor((r) => r.event === 'list_update' && r.message.name === theirs);
    assert.ok(heard.at - started < 1000, `heard after ${(heard.at - started).toFixed(0)} ms`);
    await adminSocket.waitFor((r) => r.event === 'list_update' && r.message.name === other);
    await settle();
    assert.equal(userSocket.received.some((r) => r.message?.name === other), false, 'a ToDo the user cannot read never reached them');
  });

  it('svc serve --workers 2 delivers to sockets on both workers, over WebSocket, long polling or both', async () => {
    const cluster = await startSvc(site.sitesDir, ['--workers', '2']);
    try {
      const transports: Array<Array<'polling' | 'websocket'>> = [['websocket'], ['polling'], ['polling', 'websocket']];
      const sockets = await Promise.all(Array.from({ length: 6 }, (_, i) => connectRealtime(cluster.url, ns(), { headers: { Authorization: site.adminAuth }, transports: transports[i % 3] })));
      clients.push(...sockets);
      for (const s of sockets) assert.deepEqual(await s.ask('doctype_subscribe', 'ToDo'), { ok: true });
      const names: string[] = [];
      for (let i = 0; i < 4; i++) names.push(await createTodo(cluster, { description: `cluster ${i}` }));
      for (const s of sockets) for (const name of names) await s.waitFor((r) => r.event === 'list_update' && r.message.name === name);
    } finally {
      await cluster.stop();
      await cluster.kill();
    }
  });
});
