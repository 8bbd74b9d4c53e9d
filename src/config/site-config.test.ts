import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_CACHE_MB, DEFAULT_MMAP_MB, MAX_MMAP_MB } from '../storage/dialects/sqlite-driver.ts';
import { addresses, callLimit, flag, port, rateLimit } from './config-kinds.ts';
import { SETTINGS, settingProblem, shownDefault, siteConfigFrom } from './site-config.ts';

describe('config kinds', () => {
  const cases: Array<[string, { read(v: unknown): unknown }, unknown, unknown]> = [
    ['flag 1', flag, 1, 1],
    ['flag true', flag, true, 1],
    ['flag "0" (bench set-config without parsing)', flag, '0', 0],
    ['flag "false"', flag, 'false', 0],
    ['flag 2', flag, 2, undefined],
    ['flag "yes"', flag, 'yes', undefined],
    ['port as text', port, '3307', 3307],
    ['port 0', port, 0, undefined],
    ['port 65536', port, 65536, undefined],
    ['addresses: IPv4, IPv6 and IPv4 CIDRs', addresses, ['10.0.0.1', '::1', '10.0.0.0/8'], ['10.0.0.1', '::1', '10.0.0.0/8']],
    ['addresses: a CIDR past /32', addresses, ['10.0.0.0/33'], undefined],
    ['addresses: a host name', addresses, ['proxy.local'], undefined],
    ['addresses: one address as text, not a list', addresses, '10.0.0.1', undefined],
    ['rate_limit: key defaults to site', rateLimit, { limit: 0.5, window: 60 }, { limit: 0.5, window: 60, key: 'site' }],
    ['rate_limit: fractional window', rateLimit, { limit: 1, window: 1.5 }, undefined],
    ['call limit', callLimit(), { limit: 5, seconds: 1.5 }, { limit: 5, seconds: 1.5 }],
    ['call limit 0 where 0 is no limit', callLimit({ zeroTurnsOff: true }), { limit: 0, seconds: 60 }, { limit: 0, seconds: 60 }],
    ['call limit 0 where it is not', callLimit(), { limit: 0, seconds: 60 }, undefined],
    ['call limit of whole events, a fraction', callLimit({ whole: true }), { limit: 2.5, seconds: 4 }, undefined],
    ['call limit with no seconds', callLimit(), { limit: 5 }, undefined],
  ];
  for (const [name, kind, value, expected] of cases) {
    it(name, () => assert.deepEqual(kind.read(value), expected));
  }
});

describe('the declarations', () => {
  it("fill in every key's default, so readers never meet an unset key that has one", () => {
    const config = siteConfigFrom({});
    for (const [key, setting] of Object.entries(SETTINGS)) if (setting.scope !== 'common') assert.deepEqual(config[key as keyof typeof config], setting.default, key);
  });

  it('treat null as unset, leave undeclared keys unjudged, and cut long values short in errors', () => {
    assert.equal(siteConfigFrom({ max_file_size: null }).max_file_size, 25 * 1024 * 1024);
    assert.equal(settingProblem('max_file_size', null, 'f'), null);
    assert.equal(settingProblem('not_declared', 'anything', 'f'), null, 'undeclared keys are not judged');
    assert.equal(settingProblem('max_file_size', 'x'.repeat(200), 'f'), `f: max_file_size must be a whole number of bytes from 1, not "${'x'.repeat(76)}...`);
  });

  it('type only declared keys: SiteConfig has no index signature, and an undeclared key reads as nothing', () => {
    const config = siteConfigFrom({ myapp_key: 1 });
    // @ts-expect-error: nothing in svc may read a key the table does not declare.
    assert.equal(config.myapp_key, undefined);
  });

  it("agree with the SQLite driver's own defaults and bounds", () => {
    assert.equal(SETTINGS.db_cache_mb.default, DEFAULT_CACHE_MB);
    assert.equal(SETTINGS.db_mmap_mb.default, DEFAULT_MMAP_MB);
    assert.equal(SETTINGS.db_mmap_mb.kind.read(MAX_MMAP_MB), MAX_MMAP_MB);
    assert.equal(SETTINGS.db_mmap_mb.kind.read(MAX_MMAP_MB + 1), undefined);
  });

  it('show defaults as README writes them', () => {
    assert.equal(shownDefault('login_rate_limit'), '`300` per `60`');
    assert.equal(shownDefault('rate_limit'), 'off');
    assert.equal(shownDefault('db_url'), '—');
    assert.equal(shownDefault('document_etags'), '`1`');
    assert.equal(shownDefault('trusted_proxies'), '`[]`');
  });
});
