import { decodeBasic } from '../api-key.ts';
import { keySecretAnswer } from './key-secret.ts';
import { NOT_MINE, type AuthScheme } from './scheme.ts';

/** `Authorization: Basic base64(<api_key>:<api_secret>)`; credentials that are not base64 are 400, as in Frappe. */
export const basicScheme: AuthScheme = {
  name: 'basic',
  source: 'header',
  hint: '"Basic <base64 of key:secret>"',
  openApi: {
    basic: { scopes: [], describe: () => ({ type: 'http', scheme: 'basic', description: 'API key as Basic: base64 of `<api_key>:<api_secret>`' }) },
  },
  authenticate(site, { authorization }) {
    if (authorization?.scheme !== 'basic') return NOT_MINE;
    // Malformed base64 is a 400 thrown here, at once, as the resolver's callers expect any answer.
    return keySecretAnswer(site, decodeBasic(authorization.credentials), 'Basic');
  },
};
