import { oauthError } from '../../errors/oauth-error.ts';
import type { OAuthClient } from '../clients.ts';
import { hashToken, mintTokens, type TokenResponse } from '../issue-tokens.ts';
import type { OAuthEnv } from '../oauth-env.ts';
import { splitScopes, type TokenRecord } from '../store/oauth-store.ts';
import { requireAddressAllowed, requireUserMayUseClient, scopesTheClientStillHas } from './still-allowed.ts';

/**
 * `grant_type=refresh_token` (RFC 6749 §6, docs/DECISIONS.md D23):
 * - the refresh token must be the authenticated client's;
 * - it works once: the record it belongs to is revoked (access token included) and a new pair is
 *   issued; presenting a rotated (revoked) one again revokes the whole chain;
 * - a narrower scope may be asked for, never a wider one; scopes the client lost since are dropped;
 * - the user must still be enabled, hold one of the client's allowed roles and, under a
 *   `restrict_ip`, ask from an address it allows;
 * - the new pair is signed first and stored in the transaction that retires the old one
 *   (OAuthStore.rotateRefresh): a failed issuance leaves the old refresh token usable.
 */
export async function refreshTokenGrant(env: OAuthEnv, client: OAuthClient, params: Record<string, string>): Promise<TokenResponse> {
  if (!params.refresh_token) throw oauthError('invalid_request', 'Missing refresh token parameter.');
  const token = await env.store.findToken('refresh', hashToken(params.refresh_token));
  if (!token || token.clientId !== client.id) throw oauthError('invalid_grant', 'The refresh token is not valid');
  if (token.status !== 'Active') return reused(env, token);
  const requested = splitScopes(params.scope);
  const wider = requested.filter((s) => !token.scopes.includes(s));
  if (wider.length > 0) throw oauthError('invalid_scope', `The refresh token does not cover: ${wider.join(' ')}`);
  const user = await env.loadUser(token.user);
  if (!user) throw oauthError('invalid_grant', 'The user of this grant is disabled or gone');
  requireUserMayUseClient(user, client);
  requireAddressAllowed(user, env.ip);
  const scopes = scopesTheClientStillHas(requested.length > 0 ? [...new Set(requested)] : token.scopes, client);
  const minted = await mintTokens(env, { client, user, scopes, grantId: token.grantId, nonce: null });
  if (!(await env.store.rotateRefresh(token.id, minted.record))) return reused(env, token);
  return minted.body;
}

async function reused(env: OAuthEnv, token: TokenRecord): Promise<never> {
  await env.store.revokeGrant(token.grantId);
  throw oauthError('invalid_grant', 'The refresh token was already used; every token of this grant is revoked');
}
