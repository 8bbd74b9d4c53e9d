import { isGuest, type Principal } from '../../context/principal.ts';
import { oauthError } from '../../errors/oauth-error.ts';
import type { OAuthEnv } from '../oauth-env.ts';
import { userClaims } from '../user-claims.ts';
import { json, type OAuthResult } from './result.ts';

/**
 * `openid_profile` (docs/DECISIONS.md F17): the claims of the Bearer token's
 * user (or the session's), with the token's `iat`, `exp` and `aud` when a token was used. A caller
 * with neither gets 401 invalid_token, which OpenID clients understand.
 */
export async function userinfo(env: OAuthEnv, user: Principal): Promise<OAuthResult> {
  if (isGuest(user)) throw oauthError('invalid_token', 'A Bearer access token is required');
  const claims = await userClaims(env.site, user, env.issuer);
  const body: Record<string, unknown> = { ...claims };
  if (user.oauth) Object.assign(body, { iat: user.oauth.issuedAt, exp: user.oauth.expiresAt, aud: user.oauth.clientId });
  return json(body);
}
