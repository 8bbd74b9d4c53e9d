import { oauthError } from '../../errors/oauth-error.ts';
import type { OAuthClient } from '../clients.ts';
import { hashToken, issueTokens, type TokenResponse } from '../issue-tokens.ts';
import type { OAuthEnv } from '../oauth-env.ts';
import { pkceMatches } from '../pkce.ts';

/**
 * `grant_type=authorization_code` (RFC 6749 §4.1.3, decisions D18, D19):
 * - the code is consumed atomically; a second redemption revokes every token issued from it;
 * - it must belong to the authenticated client, be under 10 minutes old, and come with the exact
 *   redirect_uri it was issued for;
 * - a challenge needs the matching verifier; a verifier without a challenge is refused;
 * - the user must still be enabled.
 */
export async function authorizationCodeGrant(env: OAuthEnv, client: OAuthClient, params: Record<string, string>): Promise<TokenResponse> {
  if (!params.code) throw oauthError('invalid_request', 'Missing code parameter.');
  if (!params.redirect_uri) throw oauthError('invalid_request', 'Missing redirect_uri parameter.');
  const found = await env.store.consumeCode(hashToken(params.code));
  if (!found) throw oauthError('invalid_grant', 'The authorization code is not valid');
  const code = found.code;
  if (found.kind === 'replayed') {
    await env.store.revokeGrant(code.id);
    throw oauthError('invalid_grant', 'The authorization code was already used; the tokens issued from it are revoked');
  }
  if (code.clientId !== client.id) throw oauthError('invalid_grant', 'The authorization code was issued to another client');
  if (code.expiresAt <= env.now) throw oauthError('invalid_grant', 'The authorization code has expired');
  if (params.redirect_uri !== code.redirectUri) throw oauthError('invalid_grant', 'Mismatching redirect URI.');
  if (!pkceMatches(code.challenge, code.challengeMethod, params.code_verifier)) {
    throw oauthError('invalid_grant', code.challenge ? 'The code_verifier does not match the code_challenge' : 'code_verifier sent for a code issued without code_challenge');
  }
  const user = await env.loadUser(code.user);
  if (!user) throw oauthError('invalid_grant', 'The user of this authorization is disabled or gone');
  return issueTokens(env, { client, user, scopes: code.scopes, grantId: code.id, nonce: code.nonce });
}
