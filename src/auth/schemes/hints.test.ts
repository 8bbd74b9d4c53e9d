import assert from 'node:assert/strict';
import { test } from 'node:test';
import { noCredentialsMessage, unsupportedHeaderMessage } from './hints.ts';
import { SCHEMES } from './index.ts';
import { NOT_MINE, type AuthScheme } from './scheme.ts';

const header = (hint: string): AuthScheme => ({ name: hint, source: 'header', hint, openApi: {}, authenticate: () => NOT_MINE });
const session = (hint: string): AuthScheme => ({ ...header(hint), source: 'session' });

test('the refusals list what the scheme table holds, in its words', () => {
  assert.equal(unsupportedHeaderMessage(), 'Unsupported Authorization header: send "token <api_key>:<api_secret>", "Basic <base64 of key:secret>" or "Bearer <access token>"');
  assert.equal(noCredentialsMessage(), 'No authentication method used. Use cookie or authorization header.');
  for (const scheme of SCHEMES) {
    const message = scheme.source === 'header' ? unsupportedHeaderMessage() : noCredentialsMessage();
    assert.ok(scheme.hint && message.includes(scheme.hint), `${scheme.name}'s hint is in "${message}"`);
  }
});

test('a scheme added to the table is named by the refusals; the header is named once', () => {
  assert.equal(unsupportedHeaderMessage([header('"A <x>"')]), 'Unsupported Authorization header: send "A <x>"');
  assert.match(unsupportedHeaderMessage([...SCHEMES, header('"ApiKey <word>"')]), /"Bearer <access token>" or "ApiKey <word>"$/);
  assert.equal(noCredentialsMessage([...SCHEMES, header('"ApiKey <word>"'), session('a session header')]), 'No authentication method used. Use cookie, authorization header or a session header.');
});
