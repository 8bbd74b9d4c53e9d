import { oauthError } from '../../errors/oauth-error.ts';
import { authenticateClient, type OAuthClient, type PresentedClient } from '../clients.ts';
import { authorizationCodeGrant } from '../grants/authorization-code.ts';
import { refreshTokenGrant } from '../grants/refresh-token.ts';
import type { TokenResponse } from '../issue-tokens.ts';
import { sweepStaleGrants, type OAuthEnv } from '../oauth-env.ts';
import { rejectDuplicates, requirePost } from './request-checks.ts';
import { json, type OAuthResult } from './result.ts';

type Grant = (env: OAuthEnv, client: OAuthClient, params: Record<string, string>) => Promise<TokenResponse>;

/** A Map, not an object literal: `grant_type=constructor` must find nothing, not Object.prototype's members. */
const GRANTS: ReadonlyMap<string, Grant> = new Map([
  ['authorization_code', authorizationCodeGrant],
  ['refresh_token', refreshTokenGrant],
]);
/** Grants RFC 9700 retires or svc does not offer: the client may not use them. */
const REFUSED = new Set(['password', 'client_credentials', 'implicit']);
/** The token request's parameters (RFC 6749 §4.1.3, §6, §2.3.1): each at most once. */
const TOKEN_PARAMS = ['grant_type', 'code', 'redirect_uri', 'code_verifier', 'refresh_token', 'scope', 'client_id', 'client_secret'];

/**
 * `get_token` (docs/DECISIONS.md D21, D24): POST only, each parameter once; the client
 * authenticates, then the grant runs. The answer is the bare token object with `Cache-Control: no-store`.
 */
export async function token(env: OAuthEnv, verb: string, params: Record<string, string>, client: PresentedClient, duplicates: readonly string[] = []): Promise<OAuthResult> {
  requirePost(verb);
  rejectDuplicates(duplicates, TOKEN_PARAMS);
  const grantType = params.grant_type;
  if (!grantType) throw oauthError('invalid_request', 'Missing grant_type parameter.');
  const grant = GRANTS.get(grantType);
  if (!grant && !REFUSED.has(grantType)) throw oauthError('unsupported_grant_type', `grant_type ${grantType} is not supported`);
  const authenticated = await authenticateClient(env.site, client);
  if (!grant) throw oauthError('unauthorized_client', `grant_type ${grantType} is not allowed`);
  const issued = await grant(env, authenticated, params);
  await sweepStaleGrants(env);
  return json(issued);
}
