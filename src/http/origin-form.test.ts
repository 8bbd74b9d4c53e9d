import assert from 'node:assert/strict';
import type { IncomingMessage } from 'node:http';
import { describe, it } from 'node:test';
import { originFormUrl } from './origin-form.ts';

describe('request targets in origin form', () => {
  const table: Array<[string, string, string | undefined, string]> = [
    ['origin form stays', '/files/a.txt?x=1', 'given.example', '/files/a.txt?x=1'],
    ['absolute form: path, and the host from the target', 'http://site.example/files/a.txt', 'site.example', '/files/a.txt'],
    ['https, upper-case scheme, a port', 'HTTPS://site.example:8443/api/resource/ToDo?limit=1', 'site.example:8443', '/api/resource/ToDo?limit=1'],
    ['no path: the root', 'http://site.example', 'site.example', '/'],
    ['a query without a path', 'http://site.example?cmd=ping', 'site.example', '/?cmd=ping'],
    ['userinfo names no host', 'http://user:pw@site.example/x', 'site.example', '/x'],
    ['an empty host keeps the Host header', 'http:///files/a.txt', 'given.example', '/files/a.txt'],
    ['asterisk form stays (the router refuses it)', '*', 'given.example', '*'],
    ['another scheme stays (the router refuses it)', 'ftp://site.example/x', 'given.example', 'ftp://site.example/x'],
  ];
  for (const [name, target, host, expected] of table) {
    it(name, () => {
      const req = { url: target, headers: { host: 'given.example' } } as unknown as IncomingMessage;
      assert.equal(originFormUrl(req), expected);
      assert.equal(req.headers.host, host);
    });
  }
});
