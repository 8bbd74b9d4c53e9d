import { speakingClient, type PresentedClient } from '../clients.ts';
import type { OAuthEnv } from '../oauth-env.ts';
import { findPresentedToken } from './introspect.ts';
import { requirePost } from './request-checks.ts';
import { json, type OAuthResult } from './result.ts';

/**
 * `revoke_token` (docs/DECISIONS.md D25, RFC 7009): POST; 200 `{}` whether or not anything was revoked, so the
 * answer tells nothing about the token. The access token and its refresh token are one record, so
 * revoking either revokes both. Who may revoke what:
 * - no client credentials: whoever holds the token (as in Frappe and its test; RFC 7009 §2.1
 *   allows it for public clients);
 * - `client_id` alone names the client: only a token of that client is revoked;
 * - a secret (form or HTTP Basic) must be right: wrong credentials are 401 invalid_client (RFC 6749
 *   §5.2) and revoke nothing; right ones revoke only the client's own tokens.
 */
export async function revoke(env: OAuthEnv, verb: string, params: Record<string, string>, client: PresentedClient): Promise<OAuthResult> {
  requirePost(verb);
  const owner = await speakingClient(env.site, client);
  if (!params.token) return json({});
  const found = await findPresentedToken(env.store, params.token, params.token_type_hint);
  if (found && (owner === null || owner === found.record.clientId)) await env.store.revokeToken(found.record.id);
  return json({});
}
