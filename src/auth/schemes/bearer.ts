import { credentialKey } from '../../context/credential-keys.ts';
import type { Principal } from '../../context/principal.ts';
import { userMayUseGrant, verifyBearer, type BearerGrant } from '../../oauth/token-verifier.ts';
import type { AuthSite } from '../auth-site.ts';
import { loadPrincipal } from '../load-principal.ts';
import { NOT_MINE, type AuthScheme } from './scheme.ts';

/** Where the OAuth provider's endpoints answer (oauth/endpoints/discovery.ts uses the same base). */
const OAUTH_BASE = '/api/method/svc.integrations.oauth2';

/**
 * `Authorization: Bearer <OAuth access token>`: the token's user with the token's client and
 * scopes; expired, revoked or unknown tokens, tokens of deleted clients, and disabled users are 401.
 */
export const bearerScheme: AuthScheme = {
  name: 'bearer',
  source: 'header',
  hint: '"Bearer <access token>"',
  // svc's own provider, whose endpoints are absolute URLs under the site's issuer.
  openApi: {
    oauth2: {
      scopes: ['all'],
      describe: (issuer) => ({
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
      }),
    },
    openIdConnect: { scopes: ['all'], describe: (issuer) => ({ type: 'openIdConnect', openIdConnectUrl: `${issuer}/.well-known/openid-configuration` }) },
  },
  async authenticate(site, { authorization, now }) {
    if (authorization?.scheme !== 'bearer') return NOT_MINE;
    const grant = await verifyBearer(site, authorization.credentials, Math.floor(now / 1000));
    const principal = grant ? await bearerPrincipal(site, grant) : null;
    return principal ? { kind: 'principal', principal } : { kind: 'invalid', why: 'Invalid, expired or revoked access token' };
  },
};

/**
 * The principal of a verified Bearer token: its user with the token's client and scopes, or null
 * when the user is disabled or no longer has one of the client's allowed roles (checked as at
 * authorization, and again whenever the client's roles change). One object per token, cached
 * with the site's credentials, so the per-principal caches of permissions and query plans serve
 * Bearer requests as they serve API keys.
 */
async function bearerPrincipal(site: AuthSite, grant: BearerGrant): Promise<Principal | null> {
  const key = credentialKey<Principal | null>('bearer-principal', grant.tokenId);
  const cached = site.credentials.get(key);
  if (cached !== undefined) return cached;
  const since = site.credentials.epoch;
  const user = await loadPrincipal(site, (fn) => site.db.read(fn), grant.user);
  const principal = user && userMayUseGrant(user, grant) ? { ...user, oauth: { clientId: grant.clientId, scopes: grant.scopes, issuedAt: grant.issuedAt, expiresAt: grant.expiresAt } } : null;
  site.credentials.set(key, principal, since);
  return principal;
}
