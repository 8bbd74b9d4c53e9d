import type { OAuthEnv } from '../oauth-env.ts';
import { json, type OAuthResult } from './result.ts';

const METHOD_BASE = '/api/method/svc.integrations.oauth2';

/**
 * Discovery and the JWKS may be cached publicly, but both depend on the site the request chose
 * (by Host or X-Frappe-Site-Name) and the issuer may come from the Host: a shared cache must key
 * on them, or one Host's answer would be served for another.
 */
const PUBLIC_PER_HOST = { 'cache-control': 'public, max-age=300', vary: 'Host, X-Frappe-Site-Name' };

/**
 * `/.well-known/openid-configuration` (docs/DECISIONS.md D26): 200 JSON whose `issuer` equals every
 * id_token's `iss`, the endpoints, `jwks_uri`, and what the provider supports.
 */
export function discovery(env: OAuthEnv): OAuthResult {
  const at = (name: string) => `${env.issuer}${METHOD_BASE}.${name}`;
  return json({
    issuer: env.issuer,
    authorization_endpoint: at('authorize'),
    token_endpoint: at('get_token'),
    userinfo_endpoint: at('openid_profile'),
    revocation_endpoint: at('revoke_token'),
    introspection_endpoint: at('introspect_token'),
    jwks_uri: at('jwks'),
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['HS256', 'RS256'],
    scopes_supported: ['openid', 'all'],
    token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
    revocation_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
    introspection_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
    code_challenge_methods_supported: ['S256', 'plain'],
    claims_supported: ['sub', 'iss', 'aud', 'exp', 'iat', 'nonce', 'at_hash', 'name', 'given_name', 'family_name', 'email', 'picture', 'roles'],
  }, 200, PUBLIC_PER_HOST);
}

/** The site's public signing keys (RS256 id_tokens), for `jwks_uri`. */
export async function jwks(env: OAuthEnv): Promise<OAuthResult> {
  const key = await env.site.signingKey();
  return json({ keys: [key.publicJwk] }, 200, PUBLIC_PER_HOST);
}
