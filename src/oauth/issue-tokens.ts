import { randomBytes } from 'node:crypto';
import { sha256Hex } from '../crypto/timing-safe.ts';
import type { Principal } from '../context/principal.ts';
import { randomHex } from '../util/random.ts';
import type { OAuthClient } from './clients.ts';
import { signIdToken } from './id-token.ts';
import { ACCESS_TOKEN_SECONDS, type OAuthEnv } from './oauth-env.ts';
import type { TokenRecord } from './store/oauth-store.ts';
import { userClaims } from './user-claims.ts';

/** A new opaque credential (code, access or refresh token): 256 random bits, base64url. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** How codes and tokens are stored and looked up: SHA-256 hex (high-entropy values need no slow KDF). */
export function hashToken(token: string): string {
  return sha256Hex(token);
}

/** The access token response (docs/DECISIONS.md D24), in Frappe's key order. */
export interface TokenResponse {
  access_token: string;
  expires_in: number;
  token_type: 'Bearer';
  scope: string;
  refresh_token: string;
  id_token?: string;
}

/** Tokens made and signed but not stored yet: the answer and the record that makes them valid. */
export interface MintedTokens {
  readonly body: TokenResponse;
  readonly record: TokenRecord;
}

/**
 * Makes an access token and its refresh token for `user` (one OAuth Bearer Token record), and an
 * id_token when the scopes hold `openid`, without storing anything: the grant stores the record
 * in the same transaction that spends its code or refresh token (OAuthStore.redeemCode,
 * rotateRefresh), so a site that cannot sign keeps its code or refresh token usable and no replay
 * can slip between the two. `grantId` ties every token of one authorization together, so a
 * replayed code or refresh token can revoke them all.
 */
export async function mintTokens(env: OAuthEnv, input: { client: OAuthClient; user: Principal; scopes: readonly string[]; grantId: string; nonce: string | null }): Promise<MintedTokens> {
  const accessToken = newOpaqueToken();
  const refreshToken = newOpaqueToken();
  const body: TokenResponse = { access_token: accessToken, expires_in: ACCESS_TOKEN_SECONDS, token_type: 'Bearer', scope: input.scopes.join(' '), refresh_token: refreshToken };
  if (input.scopes.includes('openid')) {
    const claims = await userClaims(env.site, input.user, env.issuer);
    body.id_token = await signIdToken(env.site, { client: input.client, claims, accessToken, nonce: input.nonce, issuedAt: env.now, expiresIn: ACCESS_TOKEN_SECONDS });
  }
  const record: TokenRecord = {
    id: randomHex(20),
    accessHash: hashToken(accessToken),
    refreshHash: hashToken(refreshToken),
    clientId: input.client.id,
    user: input.user.name,
    scopes: input.scopes,
    expiresAt: env.now + ACCESS_TOKEN_SECONDS,
    expiresIn: ACCESS_TOKEN_SECONDS,
    grantId: input.grantId,
    status: 'Active',
    issuedAt: env.now,
  };
  return { body, record };
}
