/**
 * Grant state of the OAuth provider: authorization codes, bearer tokens (an access token and its
 * refresh token in one record, as Frappe keeps them) and remembered consents. Codes and tokens are
 * stored only as SHA-256 hex digests of what the client holds. Times are epoch seconds.
 */
export interface CodeRecord {
  readonly id: string;
  /** SHA-256 hex of the code the client holds. */
  readonly codeHash: string;
  readonly clientId: string;
  readonly user: string;
  readonly scopes: readonly string[];
  readonly redirectUri: string;
  readonly nonce: string | null;
  readonly challenge: string | null;
  /** Lower-cased as Frappe stores it. */
  readonly challengeMethod: 's256' | 'plain' | null;
  readonly expiresAt: number;
}

export interface TokenRecord {
  readonly id: string;
  readonly accessHash: string;
  readonly refreshHash: string | null;
  readonly clientId: string;
  readonly user: string;
  readonly scopes: readonly string[];
  readonly expiresAt: number;
  readonly expiresIn: number;
  /** The authorization code this token descends from (through any number of refreshes). */
  readonly grantId: string;
  readonly status: 'Active' | 'Revoked';
  readonly issuedAt: number;
}

export interface ConsentRecord {
  readonly user: string;
  readonly clientId: string;
  readonly scopes: readonly string[];
}

/** What redeeming a code found: the first redemption consumes it; any later one is a replay. */
export type ConsumedCode = { kind: 'consumed'; code: CodeRecord } | { kind: 'replayed'; code: CodeRecord } | null;

/**
 * Where grant state lives: the DocType tables of the site's database by default
 * (`SqlOAuthStore`), memory in tests. Contract (test/stores/oauth-store.test.ts runs it against
 * every implementation):
 * - `consumeCode` is atomic across processes: of concurrent calls for one code exactly one answers
 *   `consumed`; later calls answer `replayed` with the same record; an unknown hash is null;
 * - `findToken` finds by access or refresh hash, Revoked and expired records included (callers
 *   decide); `retireRefresh` turns an Active record Revoked and answers true only for the call that
 *   did it (rotation: a refresh token works once);
 * - `revokeToken` and `revokeGrant` are idempotent; `revokeGrant` answers how many Active records
 *   it revoked;
 * - `saveConsent` replaces the consent of (user, client); `findConsent` answers it or null;
 * - `deleteStale(now)` removes codes that expired more than a day ago and Revoked tokens whose
 *   access token expired more than 30 days ago (keeping replay and reuse detection that long), and
 *   answers how many records it removed.
 */
export interface OAuthStore {
  saveCode(code: CodeRecord, now: number): Promise<void>;
  consumeCode(codeHash: string): Promise<ConsumedCode>;
  saveToken(token: TokenRecord): Promise<void>;
  findToken(kind: 'access' | 'refresh', hash: string): Promise<TokenRecord | null>;
  retireRefresh(id: string): Promise<boolean>;
  revokeToken(id: string): Promise<void>;
  revokeGrant(grantId: string): Promise<number>;
  saveConsent(consent: ConsentRecord, now: number): Promise<void>;
  findConsent(user: string, clientId: string): Promise<ConsentRecord | null>;
  deleteStale(now: number): Promise<number>;
}

/** How long spent codes and revoked tokens are kept (seconds), for replay and reuse detection. */
export const STALE_CODE_SECONDS = 86_400;
export const STALE_TOKEN_SECONDS = 30 * 86_400;

export function splitScopes(text: string | null | undefined): string[] {
  return (text ?? '').split(/\s+/).filter(Boolean);
}
