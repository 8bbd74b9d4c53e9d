import type { Principal } from '../../context/principal.ts';
import { oauthError } from '../../errors/oauth-error.ts';
import { addressAllowed } from '../../util/address-prefixes.ts';
import { userMayUseClient, type OAuthClient } from '../clients.ts';

/**
 * What was granted must still hold when tokens are issued from it (a code exchange or a refresh):
 * an administrator may have taken a role from the user or a scope from the client since. These are
 * the same rules Bearer tokens are checked by on every request (oauth/token-verifier.ts), applied
 * before issuing, so no token is issued that would not work.
 */
export function requireUserMayUseClient(user: Principal, client: OAuthClient): void {
  if (!userMayUseClient(user, client)) throw oauthError('invalid_grant', "The user no longer holds one of this client's allowed roles");
}

/** The granted scopes the client still has; none left is invalid_grant (a token without scopes is useless). */
export function scopesTheClientStillHas(granted: readonly string[], client: OAuthClient): string[] {
  const kept = granted.filter((s) => client.scopes.includes(s));
  if (kept.length === 0) throw oauthError('invalid_grant', 'The client no longer has any of the granted scopes');
  return kept;
}

/**
 * Tokens go only to an address the user's `restrict_ip` allows (what a Bearer token is checked
 * against on every request): the token request's address, the client's server for a confidential
 * client. Frappe's text, as RFC 6749's invalid_grant.
 */
export function requireAddressAllowed(user: Principal, ip: string): void {
  if (!addressAllowed(ip, user.allowedAddresses)) throw oauthError('invalid_grant', 'Access not allowed from this IP Address');
}
