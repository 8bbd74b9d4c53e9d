import { createHash } from 'node:crypto';
import { SignJWT } from 'jose';
import type { OAuthClient } from './clients.ts';
import type { OAuthSite } from './oauth-site.ts';
import type { UserClaims } from './user-claims.ts';

/** OIDC Core §3.1.3.6: base64url of the left half of SHA-256 of the access token. */
export function atHash(accessToken: string): string {
  return createHash('sha256').update(accessToken, 'ascii').digest().subarray(0, 16).toString('base64url');
}

export interface IdTokenInput {
  client: OAuthClient;
  claims: UserClaims;
  accessToken: string;
  nonce: string | null;
  issuedAt: number;
  expiresIn: number;
}

/**
 * The id_token (docs/DECISIONS.md F17): HS256 with the client secret as key, or
 * RS256 with the site key for clients that chose it (and every public client, which has no
 * secret). Claims: aud, iss, sub, roles, exp, iat, nonce when the request sent one, at_hash, name,
 * email, given_name, family_name, picture.
 */
export async function signIdToken(site: OAuthSite, t: IdTokenInput): Promise<string> {
  const { iss, sub, roles, ...profile } = t.claims;
  const payload: Record<string, unknown> = { aud: t.client.id, iss, sub, roles, exp: t.issuedAt + t.expiresIn, iat: t.issuedAt };
  if (t.nonce) payload.nonce = t.nonce;
  payload.at_hash = atHash(t.accessToken);
  Object.assign(payload, profile);
  const jwt = new SignJWT(payload);
  if (t.client.idTokenAlg === 'RS256') {
    const key = await site.signingKey();
    return jwt.setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: key.kid }).sign(key.privateKey);
  }
  return jwt.setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(t.client.secret!));
}
