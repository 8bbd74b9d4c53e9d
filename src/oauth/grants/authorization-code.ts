import { isOAuthError, oauthError } from '../../errors/oauth-error.ts';
import type { OAuthClient } from '../clients.ts';
import { hashToken, mintTokens, type TokenResponse } from '../issue-tokens.ts';
import type { OAuthEnv } from '../oauth-env.ts';
import { pkceMatches } from '../pkce.ts';
import type { CodeRecord } from '../store/oauth-store.ts';
import { requireAddressAllowed, requireUserMayUseClient, scopesTheClientStillHas } from './still-allowed.ts';

/**
 * `grant_type=authorization_code` (RFC 6749 §4.1.3, docs/DECISIONS.md D18, D19):
 * - a code works once; any redemption that finds it spent is a replay and revokes every token
 *   issued from it (RFC 6749 §4.1.2);
 * - it must belong to the authenticated client, be under 10 minutes old, and come with the exact
 *   redirect_uri it was issued for;
 * - a challenge needs the matching verifier; a verifier without a challenge is refused;
 * - the user must still be enabled, hold one of the client's allowed roles and, under a
 *   `restrict_ip`, be asked for from an address it allows; the tokens get only the granted
 *   scopes the client still has;
 * - a failed check spends the code too (no second guess at a verifier); the tokens are stored in
 *   the transaction that spends the code (OAuthStore.redeemCode), so a replay racing the first
 *   redemption always finds them to revoke, and a site that cannot sign keeps the code usable.
 */
export async function authorizationCodeGrant(env: OAuthEnv, client: OAuthClient, params: Record<string, string>): Promise<TokenResponse> {
  if (!params.code) throw oauthError('invalid_request', 'Missing code parameter.');
  if (!params.redirect_uri) throw oauthError('invalid_request', 'Missing redirect_uri parameter.');
  const codeHash = hashToken(params.code);
  const found = await env.store.findCode(codeHash);
  if (!found) throw oauthError('invalid_grant', 'The authorization code is not valid');
  if (!found.valid) return replayed(env, found.code);
  let minted;
  try {
    minted = await mintTokens(env, await checkedGrant(env, client, found.code, params));
  } catch (err) {
    if (!isOAuthError(err)) throw err;
    const spent = await env.store.consumeCode(codeHash);
    if (spent?.kind === 'replayed') await env.store.revokeGrant(found.code.id);
    throw err;
  }
  if (!(await env.store.redeemCode(codeHash, minted.record))) return replayed(env, found.code);
  return minted.body;
}

/** The checks of a redemption, one a line, in order; answers what to issue. */
async function checkedGrant(env: OAuthEnv, client: OAuthClient, code: CodeRecord, params: Record<string, string>) {
  if (code.clientId !== client.id) throw oauthError('invalid_grant', 'The authorization code was issued to another client');
  if (code.expiresAt <= env.now) throw oauthError('invalid_grant', 'The authorization code has expired');
  if (params.redirect_uri !== code.redirectUri) throw oauthError('invalid_grant', 'Mismatching redirect URI.');
  if (!pkceMatches(code.challenge, code.challengeMethod, params.code_verifier)) {
    throw oauthError('invalid_grant', code.challenge ? 'The code_verifier does not match the code_challenge' : 'code_verifier sent for a code issued without code_challenge');
  }
  const user = await env.loadUser(code.user);
  if (!user) throw oauthError('invalid_grant', 'The user of this authorization is disabled or gone');
  requireUserMayUseClient(user, client);
  requireAddressAllowed(user, env.ip);
  return { client, user, scopes: scopesTheClientStillHas(code.scopes, client), grantId: code.id, nonce: code.nonce };
}

async function replayed(env: OAuthEnv, code: CodeRecord): Promise<never> {
  await env.store.revokeGrant(code.id);
  throw oauthError('invalid_grant', 'The authorization code was already used; the tokens issued from it are revoked');
}
