import { isOAuthError } from '../../errors/oauth-error.ts';
import { authenticateClient, presentsCredentials, type PresentedClient } from '../clients.ts';
import type { OAuthEnv } from '../oauth-env.ts';
import { json, type OAuthResult } from './result.ts';
import { findPresentedToken } from './introspect.ts';

/**
 * `revoke_token` (api.md, RFC 7009): POST; always 200 `{}`. The access token and its refresh
 * token are one record, so revoking either revokes both. Holding the token is proof enough (as in
 * Frappe); a client that authenticates may only revoke its own tokens, and wrong credentials
 * revoke nothing.
 */
export async function revoke(env: OAuthEnv, verb: string, params: Record<string, string>, client: PresentedClient): Promise<OAuthResult> {
  if (verb !== 'POST') return json({ error: 'invalid_request', error_description: `Unsupported request method ${verb}` }, 400);
  let callerId: string | null = null;
  if (presentsCredentials(client)) {
    try {
      callerId = (await authenticateClient(env.site, client)).id;
    } catch (err) {
      if (isOAuthError(err)) return json({});
      throw err;
    }
  }
  if (!params.token) return json({});
  const found = await findPresentedToken(env.store, params.token, params.token_type_hint);
  if (found && (callerId === null || callerId === found.record.clientId)) await env.store.revokeToken(found.record.id);
  return json({});
}
