import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_HTTP_LIMITS, httpLimitsFrom } from './http-limits.ts';
import { commonConfigFrom } from './site-config.ts';

describe('httpLimitsFrom', () => {
  it('gives the defaults for a common config without the keys', () => {
    const defaults = { headersTimeoutMs: 20_000, bodyTimeoutMs: 60_000, uploadMinRate: 1024, keepAliveTimeoutMs: 72_000, maxConnectionsPerIp: 256, fdReserve: 128, trustedProxies: [] };
    assert.deepEqual(httpLimitsFrom(commonConfigFrom({ default_site: 'a' })), defaults);
    assert.deepEqual(DEFAULT_HTTP_LIMITS, defaults);
  });

  it('reads timeouts in seconds (fractions too), counts as whole numbers, and trusted_proxies', () => {
    const limits = httpLimitsFrom(commonConfigFrom({ http_headers_timeout: 0.3, http_body_timeout: 30, http_keep_alive_timeout: 5, http_upload_min_rate: 0, http_max_connections_per_ip: 10, http_fd_reserve: 64, trusted_proxies: ['10.0.0.1'] }));
    assert.deepEqual(limits, { headersTimeoutMs: 300, bodyTimeoutMs: 30_000, keepAliveTimeoutMs: 5000, uploadMinRate: 0, maxConnectionsPerIp: 10, fdReserve: 64, trustedProxies: ['10.0.0.1'] });
  });

  it('refuses a value it cannot use, naming the file and the key', () => {
    const bad: Array<[string, unknown]> = [
      ['http_body_timeout', 0],
      ['http_headers_timeout', '20'],
      ['http_keep_alive_timeout', -1],
      ['http_keep_alive_timeout', 86_401],
      ['http_max_connections_per_ip', 1.5],
      ['http_fd_reserve', -1],
      ['http_upload_min_rate', '1k'],
      ['trusted_proxies', ['10.0.0.1', 7]],
      ['trusted_proxies', '10.0.0.1'],
    ];
    for (const [key, value] of bad) assert.throws(() => commonConfigFrom({ [key]: value }), new RegExp(`^Error: common_site_config\\.json: ${key} must be`), key);
  });
});
