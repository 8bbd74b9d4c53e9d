import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isAppError } from '../errors/app-error.ts';
import { issuerOf } from './issuer.ts';

describe('the issuer of a request (docs/DECISIONS.md D4; Frappe get_url)', () => {
  const site = 'erp.example.com';
  const cases: Array<[string, { hostName?: unknown; protocol?: string; host?: string }, string]> = [
    ['host_name with scheme and trailing slash', { hostName: 'https://erp.example.com/', host: 'evil.example' }, 'https://erp.example.com'],
    ['host_name without scheme: https', { hostName: 'erp.example.com', host: 'evil.example' }, 'https://erp.example.com'],
    ['host_name with a port and a path', { hostName: 'http://ERP.example.com:8080/erp/', host: site }, 'http://erp.example.com:8080/erp'],
    ['host_name blank: as if unset', { hostName: '  ', host: site }, 'http://erp.example.com'],
    ['host_name not a string: as if unset', { hostName: 42, host: site }, 'http://erp.example.com'],
    ['the Host that chose the site', { host: 'erp.example.com' }, 'http://erp.example.com'],
    ['the Host that chose the site, with its port', { host: 'ERP.example.com:8000' }, 'http://erp.example.com:8000'],
    ['the Host that chose the site, default port dropped', { protocol: 'https', host: 'erp.example.com:443' }, 'https://erp.example.com'],
    ['the default site reached by its address and port', { host: '127.0.0.1:8000' }, 'http://127.0.0.1:8000'],
    ['an IPv6 literal with a port', { host: '[::1]:8000' }, 'http://[::1]:8000'],
    ['another name reaching the default site', { host: 'intranet:8000' }, 'http://intranet:8000'],
    ['https from a trusted proxy', { protocol: 'https', host: 'erp.example.com' }, 'https://erp.example.com'],
    ['a Host with userinfo', { host: 'erp.example.com:80@evil.example' }, 'http://erp.example.com'],
    ['a Host with a path', { host: 'evil.example/x' }, 'http://erp.example.com'],
    ['a Host with spaces', { host: 'evil example' }, 'http://erp.example.com'],
    ['a Host with an impossible port', { host: 'erp.example.com:99999' }, 'http://erp.example.com'],
    ['an empty Host', { host: '' }, 'http://erp.example.com'],
    ['no Host', {}, 'http://erp.example.com'],
  ];
  for (const [name, over, expected] of cases) {
    it(`answers ${expected} for ${name}`, () => {
      assert.equal(issuerOf({ siteName: site, hostName: over.hostName, protocol: over.protocol ?? 'http', host: over.host }), expected);
    });
  }

  for (const bad of ['not a host', 'ftp://erp.example.com', 'https://user:pw@erp.example.com', 'https://erp.example.com/?x=1', 'javascript:alert(1)', 'https://']) {
    it(`refuses host_name ${JSON.stringify(bad)} with 417 ValidationError`, () => {
      assert.throws(() => issuerOf({ siteName: site, hostName: bad, protocol: 'http', host: site }), (err) => isAppError(err) && err.status === 417);
    });
  }
});
