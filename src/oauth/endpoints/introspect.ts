import { oauthError } from '../../errors/oauth-error.ts';
import { encodeServerMessages } from '../../errors/serialize.ts';
import { loadClient, speakingClient, userMayUseClient, type PresentedClient } from '../clients.ts';
import { hashToken } from '../issue-tokens.ts';
import type { OAuthEnv } from '../oauth-env.ts';
import type { OAuthStore, TokenRecord } from '../store/oauth-store.ts';
import { userClaims } from '../user-claims.ts';
import { requirePost } from './request-checks.ts';
import { json, type OAuthResult } from './result.ts';

/** A token by its hint, then by the other kind (RFC 7662 §2.1, RFC 7009 §2.1). */
export async function findPresentedToken(store: OAuthStore, token: string, hint: string | undefined): Promise<{ record: TokenRecord; kind: 'access' | 'refresh' } | null> {
  const hash = hashToken(token);
  const order: Array<'access' | 'refresh'> = hint === 'refresh_token' ? ['refresh', 'access'] : ['access', 'refresh'];
  for (const kind of order) {
    const record = await store.findToken(kind, hash);
    if (record) return { record, kind };
  }
  return null;
}

function inactive(): OAuthResult {
  return json({ active: false, _server_messages: encodeServerMessages([{ message: 'Token is not active', title: 'Message', indicator: 'red' }]) });
}

/**
 * `introspect_token` (docs/DECISIONS.md D25): POST only, the token in the body, never the URL (RFC
 * 7662 §2.1: URLs end up in logs). Active only while neither revoked nor expired (refresh tokens
 * do not expire); the inactive form never echoes the token. Client credentials are optional (as
 * in Frappe: a token's holder can read openid_profile anyway), but a secret sent must be right,
 * and a client named by the request only sees its own tokens (clients.ts speakingClient).
 */
export async function introspect(env: OAuthEnv, verb: string, params: Record<string, string>, client: PresentedClient, tokenInUrl: boolean): Promise<OAuthResult> {
  requirePost(verb);
  if (tokenInUrl) throw oauthError('invalid_request', 'Send the token in the request body, not in the URL');
  const caller = await speakingClient(env.site, client);
  if (!params.token) return inactive();
  const found = await findPresentedToken(env.store, params.token, params.token_type_hint);
  if (!found) return inactive();
  const { record, kind } = found;
  if (record.status !== 'Active' || (kind === 'access' && record.expiresAt <= env.now)) return inactive();
  if (caller !== null && caller !== record.clientId) return inactive();
  const owner = await loadClient(env.site, record.clientId, { withSecret: false });
  const user = await env.loadUser(record.user);
  // What Bearer auth accepts (oauth/token-verifier.ts): a user the client still allows, the scopes the client still has.
  if (!owner || !user || !userMayUseClient(user, owner)) return inactive();
  const claims = await userClaims(env.site, user, env.issuer);
  const body: Record<string, unknown> = { client_id: record.clientId, trusted_client: owner.skipAuthorization ? 1 : 0, active: true };
  if (kind === 'access') body.exp = record.expiresAt;
  body.scope = record.scopes.filter((s) => owner.scopes.includes(s)).join(' ');
  body.token_type = kind === 'access' ? 'Bearer' : 'refresh_token';
  Object.assign(body, claims, { iat: record.issuedAt, aud: record.clientId, username: record.user });
  return json(body);
}
