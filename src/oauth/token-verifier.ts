import type { Principal } from '../context/principal.ts';
import { credentialKey } from '../context/credential-keys.ts';
import { loadClient, userMayUseClient } from './clients.ts';
import { hashToken } from './issue-tokens.ts';
import type { TokenSite } from './oauth-site.ts';
import type { TokenRecord } from './store/oauth-store.ts';

/** What a valid Bearer token grants: its user, client and scopes. */
export interface BearerGrant {
  /** The OAuth Bearer Token record's name. */
  tokenId: string;
  user: string;
  clientId: string;
  /** The token's scopes that its client still has. */
  scopes: readonly string[];
  /** The client's allowed roles now (empty: any role); the caller checks them with userMayUseGrant. */
  allowedRoles: readonly string[];
  issuedAt: number;
  expiresAt: number;
}

interface KnownToken {
  record: TokenRecord;
  /** The client's current scopes and roles; null once the client is gone. */
  client: { scopes: readonly string[]; allowedRoles: readonly string[] } | null;
}

/**
 * Verifies a Bearer access token (with userMayUseGrant, the provider's only exports to auth/): known, Active, not expired
 * at `now` (epoch seconds), and of a client that still exists. Known tokens are cached with the
 * site's credentials, which every change to a token or client clears on every process (the `auth`
 * notice from the store's revocations and from the OAuth Bearer Token and OAuth Client
 * controllers), so only expiry is checked per use. Unknown strings are never cached: they would
 * let anyone flush the shared cache (and every API key in it) by sending random tokens.
 */
/** Whether `user` may act through a grant's client: one of the client's allowed roles (none: anyone). */
export function userMayUseGrant(user: Principal, grant: BearerGrant): boolean {
  return userMayUseClient(user, grant);
}

export async function verifyBearer(site: TokenSite, token: string, now: number): Promise<BearerGrant | null> {
  if (!token || token.length > 512) return null;
  const hash = hashToken(token);
  const key = credentialKey<KnownToken>('bearer-token', hash);
  let known = site.credentials.get(key);
  if (known === undefined) {
    const since = site.credentials.epoch;
    const record = await site.oauth.findToken('access', hash);
    if (!record) return null;
    const client = await loadClient(site, record.clientId, { withSecret: false });
    known = { record, client: client && { scopes: client.scopes, allowedRoles: client.allowedRoles } };
    site.credentials.set(key, known, since);
  }
  const { record, client } = known;
  if (!client || record.status !== 'Active' || record.expiresAt <= now) return null;
  return {
    tokenId: record.id,
    user: record.user,
    clientId: record.clientId,
    scopes: record.scopes.filter((s) => client.scopes.includes(s)),
    allowedRoles: client.allowedRoles,
    issuedAt: record.issuedAt,
    expiresAt: record.expiresAt,
  };
}
