import { oauthError } from '../../errors/oauth-error.ts';
import type { OAuthClient } from '../clients.ts';
import { hashToken, issueTokens, type TokenResponse } from '../issue-tokens.ts';
import type { OAuthEnv } from '../oauth-env.ts';
import { splitScopes } from '../store/oauth-store.ts';

/**
 * `grant_type=refresh_token` (RFC 6749 §6, decisions D23):
 * - the refresh token must be the authenticated client's;
 * - it works once: the record it belongs to is revoked (access token included) and a new pair is
 *   issued; presenting a rotated (revoked) one again revokes the whole chain;
 * - a narrower scope may be asked for, never a wider one;
 * - the user must still be enabled.
 */
export async function refreshTokenGrant(env: OAuthEnv, client: OAuthClient, params: Record<string, string>): Promise<TokenResponse> {
  if (!params.refresh_token) throw oauthError('invalid_request', 'Missing refresh token parameter.');
  const token = await env.store.findToken('refresh', hashToken(params.refresh_token));
  if (!token || token.clientId !== client.id) throw oauthError('invalid_grant', 'The refresh token is not valid');
  if (token.status !== 'Active') {
    await env.store.revokeGrant(token.grantId);
    throw oauthError('invalid_grant', 'The refresh token was already used; every token of this grant is revoked');
  }
  const requested = splitScopes(params.scope);
  const wider = requested.filter((s) => !token.scopes.includes(s));
  if (wider.length > 0) throw oauthError('invalid_scope', `The refresh token does not cover: ${wider.join(' ')}`);
  const user = await env.loadUser(token.user);
  if (!user) throw oauthError('invalid_grant', 'The user of this grant is disabled or gone');
  if (!(await env.store.retireRefresh(token.id))) {
    await env.store.revokeGrant(token.grantId);
    throw oauthError('invalid_grant', 'The refresh token was already used; every token of this grant is revoked');
  }
  return issueTokens(env, { client, user, scopes: requested.length > 0 ? [...new Set(requested)] : token.scopes, grantId: token.grantId, nonce: null });
}
