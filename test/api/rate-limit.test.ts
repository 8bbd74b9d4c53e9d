import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildApp, type SvcApp } from '../../src/app.ts';
import { manualClock } from '../../src/context/clock.ts';
import { enabledDialects } from '../helpers/dialects.ts';
import { send } from '../helpers/scenario.ts';
import { createTestSite, testApps, type TestSite } from '../helpers/test-site.ts';
import { announceSkip } from '../helpers/skip-notice.ts';

const sqlite = (await enabledDialects())[0];
// 2026-03-10 10:59:30 in Asia/Kolkata (UTC+05:30) is 05:29:30 UTC: 30 s before that site's hour ends.
const KOLKATA_1059_30 = Date.UTC(2026, 2, 10, 5, 29, 30) * 1000;

async function limitedSite(rateLimit: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const clock = manualClock(KOLKATA_1059_30);
  const site = await createTestSite(sqlite, { clock, siteConfig: { rate_limit: rateLimit, time_zone: 'Asia/Kolkata', ...extra } });
  return { site, clock };
}

const ping = (site: TestSite, headers: Record<string, string> = {}) => send(site, { method: 'GET', url: '/api/method/ping', headers });
const count = async (site: TestSite) => JSON.parse((await send(site, { method: 'GET', url: '/api/resource/ToDo?fields=["count(name) as n"]', auth: site.adminAuth })).body).data[0].n;

describe('rate limiting', () => {
  it('is off without rate_limit: no headers', async () => {
    const site = await createTestSite(sqlite);
    try {
      const res = await ping(site);
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['x-ratelimit-limit'], undefined);
    } finally {
      await site.close();
    }
  });

  it('reports the budget on every response in Frappe units (docs/DECISIONS.md D27), windows aligned to the site time zone', async () => {
    const { site } = await limitedSite({ limit: 600, window: 3600 });
    try {
      for (const res of [await ping(site), await send(site, { method: 'GET', url: '/api/resource/Nope', auth: site.adminAuth }), await send(site, { method: 'GET', url: '/api/unknown' })]) {
        assert.equal(res.headers['x-ratelimit-limit'], '600000000', 'microseconds');
        assert.equal(res.headers['x-ratelimit-reset'], '30', 'seconds to the next full hour in Asia/Kolkata');
        assert.match(String(res.headers['x-ratelimit-remaining']), /^\d+$/);
        assert.match(String(res.headers['x-ratelimit-used']), /^\d+$/);
        assert.equal(res.headers['retry-after'], undefined);
      }
      const before = Number((await ping(site)).headers['x-ratelimit-remaining']);
      const after = Number((await ping(site)).headers['x-ratelimit-remaining']);
      assert.ok(after < before && before <= 600_000_000, 'each request is charged its time');
    } finally {
      await site.close();
    }
  });

  it('lets the request that crosses the budget run, refuses the next with 429 and Retry-After, processing nothing', async () => {
    const { site, clock } = await limitedSite({ limit: 0.000001, window: 3600 });
    try {
      const crossing = await send(site, { method: 'POST', url: '/api/resource/ToDo', auth: site.adminAuth, json: { description: 'first' } });
      assert.equal(crossing.statusCode, 200, 'the crossing request still runs');
      const refused = await send(site, { method: 'POST', url: '/api/resource/ToDo', auth: site.adminAuth, json: { description: 'second' } });
      assert.equal(refused.statusCode, 429);
      assert.equal(JSON.parse(refused.body).exc_type, 'TooManyRequestsError');
      assert.equal(refused.headers['x-ratelimit-remaining'], '0');
      assert.equal(refused.headers['retry-after'], '30');
      assert.equal(refused.headers['x-ratelimit-used'], undefined);
      const page = await send(site, { method: 'GET', url: '/', headers: { accept: 'text/html' } });
      assert.equal(page.statusCode, 429);
      assert.equal(page.body, 'Too Many Requests');
      clock.advanceSeconds(31);
      assert.equal(await count(site), 1, 'the refused POST wrote nothing; a new window lets requests through');
    } finally {
      await site.close();
    }
  });

  it('keeps separate budgets per user with key "user"', async () => {
    const { site } = await limitedSite({ limit: 0.000001, window: 60, key: 'user' });
    try {
      const other = await site.addUser('other-rl@example.com', ['System Manager']);
      const get = (auth: string) => send(site, { method: 'GET', url: '/api/method/frappe.auth.get_logged_user', auth });
      assert.equal((await get(site.adminAuth)).statusCode, 200);
      assert.equal((await get(site.adminAuth)).statusCode, 429);
      assert.equal((await get(other)).statusCode, 200, 'another user has a budget of their own');
    } finally {
      await site.close();
    }
  });

  it('keys "ip" budgets by peer address, and by X-Forwarded-For only behind a trusted proxy', async () => {
    const { site } = await limitedSite({ limit: 0.000001, window: 60, key: 'ip' });
    try {
      assert.equal((await ping(site, { 'x-forwarded-for': '10.0.0.1' })).statusCode, 200);
      assert.equal((await ping(site, { 'x-forwarded-for': '10.0.0.2' })).statusCode, 429, 'an untrusted X-Forwarded-For is ignored');
    } finally {
      await site.close();
    }
    // A list holding anything but addresses never gets this far: the site does not open
    // (test/api/site-config-values.test.ts).
    const trusted = await limitedSite({ limit: 0.000001, window: 60, key: 'ip' }, { trusted_proxies: ['127.0.0.1'] });
    try {
      assert.equal((await ping(trusted.site, { 'x-forwarded-for': '10.0.0.1' })).statusCode, 200);
      assert.equal((await ping(trusted.site, { 'x-forwarded-for': '10.0.0.1' })).statusCode, 429);
      assert.equal((await ping(trusted.site, { 'x-forwarded-for': '10.0.0.2' })).statusCode, 200, 'another client behind the proxy');
    } finally {
      await trusted.site.close();
    }
  });

  it('applies a change to rate_limit in site_config.json without a restart', async () => {
    const site = await createTestSite(sqlite);
    try {
      assert.equal((await ping(site)).headers['x-ratelimit-limit'], undefined);
      const file = path.join(site.sitesDir, site.site, 'site_config.json');
      fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(fs.readFileSync(file, 'utf8')), rate_limit: { limit: 5, window: 60 } }));
      await new Promise((r) => setTimeout(r, 1100));
      assert.equal((await ping(site)).headers['x-ratelimit-limit'], '5000000');
    } finally {
      await site.close();
    }
  });
});

describe('rate limiting across processes (Redis)', async () => {
  const { Redis } = await import('ioredis');
  const probe = new Redis('redis://127.0.0.1:6379', { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000, retryStrategy: () => null });
  const reachable = await probe.connect().then(() => true, () => false);
  probe.disconnect();
  if (!reachable) announceSkip('Redis at 127.0.0.1:6379 is not reachable: shared rate-limit tests are SKIPPED');

  let site: TestSite;
  let second: SvcApp;
  // A window length of its own keeps this test's counter apart from any other run's.
  const window = 3000 + Math.floor(Math.random() * 500);
  before(async () => {
    if (!reachable) return;
    site = await createTestSite(sqlite, { siteConfig: { rate_limit: { limit: 0.000001, window }, redis_url: 'redis://127.0.0.1:6379/3' } });
    second = await buildApp({ sitesDir: site.sitesDir, logLevel: 'silent' }, { apps: await testApps() });
  });
  after(async () => {
    await second?.close();
    await site?.close();
  });

  it('shares one budget between two app instances', { skip: !reachable && 'Redis is not reachable' }, async () => {
    assert.equal((await ping(site)).statusCode, 200);
    // The charge lands once the response is finished; give it a moment to reach Redis. The other
    // instance's very first request must then be refused: it has spent nothing itself.
    await new Promise((r) => setTimeout(r, 300));
    const res = await second.inject({ method: 'GET', url: '/api/method/ping' });
    assert.equal(res.statusCode, 429, 'the other instance sees the spent budget');
  });

  it('fails open when Redis is unreachable', async () => {
    const down = await createTestSite(sqlite, { siteConfig: { rate_limit: { limit: 0.000001, window: 60 }, redis_url: 'redis://127.0.0.1:1/0' } });
    try {
      for (let i = 0; i < 3; i++) assert.equal((await ping(down)).statusCode, 200);
    } finally {
      await down.close();
    }
  });
});
