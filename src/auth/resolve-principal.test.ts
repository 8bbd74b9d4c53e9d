import assert from 'node:assert/strict';
import { test } from 'node:test';
import { userPrincipal } from '../context/principal.ts';
import type { AuthSite } from './auth-site.ts';
import { parseAuthorization, resolveCaller } from './resolve-principal.ts';
import { SCHEMES } from './schemes/index.ts';
import { NOT_MINE, type AuthScheme } from './schemes/scheme.ts';

// A scheme of a kind svc does not ship, to show that one table entry is all a new scheme needs.
const apiKeyScheme: AuthScheme = {
  name: 'apikey',
  source: 'header',
  hint: '"ApiKey <word>"',
  openApi: { apikey: { scopes: [], describe: () => ({ type: 'apiKey', in: 'header', name: 'Authorization' }) } },
  async authenticate(_site, { authorization }) {
    if (authorization?.scheme !== 'apikey') return NOT_MINE;
    if (authorization.credentials === 'open-sesame') return { kind: 'principal', principal: userPrincipal('door@example.com', ['Guest'], new Set()) };
    if (authorization.credentials === 'fenced') return { kind: 'principal', principal: { ...userPrincipal('fenced@example.com', ['Guest'], new Set()), allowedAddresses: ['192.168.1.'] } };
    return { kind: 'invalid', why: 'wrong word' };
  },
};
// None of the schemes below reaches the site: no sid is presented and the header is the new scheme's.
const site = {} as AuthSite;

test('parseAuthorization lowercases the scheme and wants exactly two words', () => {
  assert.deepEqual(parseAuthorization('Token a:b'), { scheme: 'token', credentials: 'a:b' });
  assert.equal(parseAuthorization('token a b'), null);
  assert.equal(parseAuthorization(''), null);
});

test('parseAuthorization splits exactly as trim and split(/\\s+/) do, for every whitespace character', () => {
  const reference = (value: string) => {
    const parts = value.trim().split(/\s+/);
    return parts.length === 2 ? { scheme: parts[0].toLowerCase(), credentials: parts[1] } : null;
  };
  const spaces = Array.from({ length: 0x10000 }, (_, c) => String.fromCharCode(c)).filter((ch) => /\s/.test(ch));
  assert.ok(spaces.length >= 25, 'the whitespace characters were found');
  const shapes = (w: string) => [
    `Token${w}a:b`, `${w}Token${w}${w}a:b${w}`, `Token${w}a${w}b`, `Token${w}`, `${w}Token`, w, `${w}${w}`, `Token${w}a:b${w}x`, `To${w}ken`, `Bearer${w}\u180ex`,
  ];
  for (const w of spaces) {
    for (const value of shapes(w)) assert.deepEqual(parseAuthorization(value), reference(value), JSON.stringify(value));
  }
  for (const value of ['token', 'token a:b', ' token a:b ', 'a b c', '\u180e token a', 'token\u200ba']) assert.deepEqual(parseAuthorization(value), reference(value), JSON.stringify(value));
});

test('a scheme added to the table authenticates, and its refusal is 401 with its own words', async () => {
  const schemes = [...SCHEMES, apiKeyScheme];
  const caller = await resolveCaller(site, { authorization: 'ApiKey open-sesame', sid: undefined, ip: '10.0.0.9', now: 0 }, schemes);
  assert.equal(caller.principal.name, 'door@example.com');
  await assert.rejects(resolveCaller(site, { authorization: 'ApiKey nope', sid: undefined, ip: '10.0.0.9', now: 0 }, schemes), (err: Error & { status?: number }) => err.status === 401 && err.message === 'wrong word');
});

test('a header no scheme claims is 401, not Guest, naming the table\'s header schemes; no header is Guest', async () => {
  await assert.rejects(resolveCaller(site, { authorization: 'ApiKey open-sesame', sid: undefined, ip: '10.0.0.9', now: 0 }), (err: Error & { status?: number }) => err.status === 401 && /Unsupported Authorization header/.test(err.message));
  const withNew = [...SCHEMES, apiKeyScheme];
  await assert.rejects(resolveCaller(site, { authorization: 'Digest x', sid: undefined, ip: '10.0.0.9', now: 0 }, withNew), (err: Error) => err.message.endsWith('or "ApiKey <word>"'));
  assert.equal((await resolveCaller(site, { authorization: undefined, sid: undefined, ip: '10.0.0.9', now: 0 })).principal.name, 'Guest');
});

test('a principal whose restrict_ip does not cover the client\'s address is 401, whichever scheme found it', async () => {
  const schemes = [...SCHEMES, apiKeyScheme];
  await assert.rejects(
    resolveCaller(site, { authorization: 'ApiKey fenced', sid: undefined, ip: '10.0.0.9', now: 0 }, schemes),
    (err: Error & { status?: number; excType?: string }) => err.status === 401 && err.excType === 'AuthenticationError' && err.message === 'Access not allowed from this IP Address',
  );
  assert.equal((await resolveCaller(site, { authorization: 'ApiKey fenced', sid: undefined, ip: '::ffff:192.168.1.7', now: 0 }, schemes)).principal.name, 'fenced@example.com');
});
