import type { SecurityRequirement } from './types.ts';

/** Where the OAuth provider's endpoints answer (oauth/endpoints/discovery.ts uses the same base). */
const OAUTH_BASE = '/api/method/svc.integrations.oauth2';

/**
 * The ways a request authenticates (auth/schemes/): an API key as `token key:secret` or Basic, the
 * `sid` session cookie, and OAuth 2.0 Bearer tokens from svc's own provider, whose endpoints are
 * absolute URLs under the site's issuer (`host_name`, else the request's origin).
 */
export function securitySchemes(issuer: string): Record<string, Record<string, unknown>> {
  return {
    token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'API key: `Authorization: token <api_key>:<api_secret>` (svc generate-keys, or generate_keys)' },
    basic: { type: 'http', scheme: 'basic', description: 'API key as Basic: base64 of `<api_key>:<api_secret>`' },
    sid: { type: 'apiKey', in: 'cookie', name: 'sid', description: 'A login session (/api/method/login or the /login page); writes from a /login page session also need X-Frappe-CSRF-Token' },
    oauth2: {
      type: 'oauth2',
      description: "svc's OAuth 2.0 provider: authorization code with PKCE; `Authorization: Bearer <access token>`. A token needs the `all` scope for anything but the user info.",
      flows: {
        authorizationCode: {
          authorizationUrl: `${issuer}${OAUTH_BASE}.authorize`,
          tokenUrl: `${issuer}${OAUTH_BASE}.get_token`,
          refreshUrl: `${issuer}${OAUTH_BASE}.get_token`,
          scopes: { all: 'Act as the user with their permissions', openid: 'Sign in: an id_token and the user info' },
        },
      },
    },
    openIdConnect: { type: 'openIdConnect', openIdConnectUrl: `${issuer}/.well-known/openid-configuration` },
  };
}

/** Any one of the schemes authenticates a request. */
export function anyScheme(): SecurityRequirement[] {
  return [{ token: [] }, { basic: [] }, { sid: [] }, { oauth2: ['all'] }, { openIdConnect: ['all'] }];
}
