import { keySecretAnswer } from './key-secret.ts';
import { NOT_MINE, type AuthScheme } from './scheme.ts';

/** `Authorization: token <api_key>:<api_secret>` (frappe/auth.py validate_api_key_secret). */
export const tokenScheme: AuthScheme = {
  name: 'token',
  source: 'header',
  hint: '"token <api_key>:<api_secret>"',
  openApi: {
    token: {
      scopes: [],
      describe: () => ({ type: 'apiKey', in: 'header', name: 'Authorization', description: 'API key: `Authorization: token <api_key>:<api_secret>` (svc generate-keys, or generate_keys)' }),
    },
  },
  authenticate(site, { authorization }) {
    if (authorization?.scheme !== 'token') return NOT_MINE;
    return keySecretAnswer(site, authorization.credentials, 'token');
  },
};
