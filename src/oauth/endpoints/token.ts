import { oauthError } from '../../errors/oauth-error.ts';
import { authenticateClient, type PresentedClient } from '../clients.ts';
import { authorizationCodeGrant } from '../grants/authorization-code.ts';
import { refreshTokenGrant } from '../grants/refresh-token.ts';
import { sweepStaleGrants, type OAuthEnv } from '../oauth-env.ts';
import { json, type OAuthResult } from './result.ts';

const GRANTS = { authorization_code: authorizationCodeGrant, refresh_token: refreshTokenGrant } as const;
/** Grants RFC 9700 retires or svc does not offer: the client may not use them. */
const REFUSED = new Set(['password', 'client_credentials', 'implicit']);

/**
 * `get_token` (api.md; decisions D21, D24): POST only; the client authenticates, then the grant
 * runs. The answer is the bare token object with `Cache-Control: no-store`.
 */
export async function token(env: OAuthEnv, verb: string, params: Record<string, string>, client: PresentedClient): Promise<OAuthResult> {
  if (verb !== 'POST') throw oauthError('invalid_request', `Unsupported request method ${verb}`);
  const grantType = params.grant_type;
  if (!grantType) throw oauthError('invalid_request', 'Missing grant_type parameter.');
  const grant = GRANTS[grantType as keyof typeof GRANTS];
  if (!grant && !REFUSED.has(grantType)) throw oauthError('unsupported_grant_type', `grant_type ${grantType} is not supported`);
  const authenticated = await authenticateClient(env.site, client);
  if (!grant) throw oauthError('unauthorized_client', `grant_type ${grantType} is not allowed`);
  const issued = await grant(env, authenticated, params);
  await sweepStaleGrants(env);
  return json(issued);
}
