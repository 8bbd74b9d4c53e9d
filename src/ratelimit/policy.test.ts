import assert from 'node:assert/strict';
import { it } from 'node:test';
import { clientIp } from './client-ip.ts';
import { siteConfigFrom } from '../config/site-config.ts';
import { policyOf, windowAt } from './policy.ts';

const at = (iso: string) => Date.parse(iso) * 1000;

it('aligns windows to the site clock: a 3600 s window ends at the local full hour, a day at local midnight', () => {
  const hour = policyOf(siteConfigFrom({ rate_limit: { limit: 600, window: 3600 } }))!;
  assert.deepEqual(windowAt(hour, at('2026-03-10T05:29:30Z'), 'Asia/Kolkata').resetSeconds, 30);
  assert.deepEqual(windowAt(hour, at('2026-03-10T05:29:30Z'), 'UTC').resetSeconds, 1830);
  const day = policyOf(siteConfigFrom({ rate_limit: { limit: 600, window: 86400 } }))!;
  assert.equal(windowAt(day, at('2026-03-10T18:00:00Z'), 'Asia/Kolkata').resetSeconds, 1800, 'local midnight is 18:30 UTC');
  const a = windowAt(hour, at('2026-03-10T05:29:59Z'), 'Asia/Kolkata').number;
  const b = windowAt(hour, at('2026-03-10T05:30:00Z'), 'Asia/Kolkata').number;
  assert.equal(b, a + 1);
});

it('reads rate_limit in seconds into microseconds and refuses malformed configs', () => {
  assert.deepEqual(policyOf(siteConfigFrom({ rate_limit: { limit: 0.01, window: 86400 } })), { limitMicros: 10_000, windowSeconds: 86400, key: 'site' });
  assert.deepEqual(policyOf(siteConfigFrom({ rate_limit: { limit: 1, window: 60, key: 'ip' } })), { limitMicros: 1_000_000, windowSeconds: 60, key: 'ip' });
  assert.equal(policyOf(siteConfigFrom({})), null);
  for (const bad of [{ limit: '600', window: 60 }, { limit: -1, window: 60 }, { limit: 1, window: 0 }, { limit: 1, window: 1.5 }, { limit: 1, window: 60, key: 'everyone' }, [1, 2], 600]) {
    assert.throws(() => siteConfigFrom({ rate_limit: bad }), /^Error: site_config\.json: rate_limit must be \{"limit": seconds from 0, "window": whole seconds from 1/, JSON.stringify(bad));
  }
});

it('takes X-Forwarded-For only from trusted proxies, and the right-most untrusted hop', () => {
  assert.equal(clientIp('203.0.113.9', '10.0.0.1', []), '203.0.113.9');
  assert.equal(clientIp('203.0.113.9', '10.0.0.1', ['127.0.0.1']), '203.0.113.9');
  assert.equal(clientIp('127.0.0.1', '198.51.100.7, 10.1.2.3', ['127.0.0.1', '10.0.0.0/8']), '198.51.100.7');
  assert.equal(clientIp('::ffff:127.0.0.1', 'garbage, 198.51.100.8', ['127.0.0.1']), '198.51.100.8');
});
