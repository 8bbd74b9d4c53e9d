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

/** A code as stored: `valid` until it is consumed. */
export type FoundCode = { code: CodeRecord; valid: boolean } | null;

/**
 * Where grant state lives: the DocType tables of the site's database by default
 * (`SqlOAuthStore`), memory in tests. Contract (test/stores/oauth-store.test.ts runs it against
 * every implementation):
 * - `findCode` answers a code and whether it is still Valid, without consuming it; an unknown hash
 *   is null;
 * - `consumeCode` is atomic across processes: of concurrent calls for one code exactly one answers
 *   `consumed`; later calls answer `replayed` with the same record; an unknown hash is null;
 * - `redeemCode` consumes a Valid code and saves the tokens issued from it in one transaction, so
 *   no redemption, replay or revocation ever sees the code spent without its tokens; it answers
 *   false, saving nothing, when the code was no longer Valid;
 * - `findToken` finds by access or refresh hash, Revoked and expired records included (callers
 *   decide);
 * - `rotateRefresh` turns an Active record Revoked and saves its successor in one transaction,
 *   answering true only for the call that did it (rotation: a refresh token works once); when the
 *   record was no longer Active it saves nothing and answers false;
 * - `revokeToken` and `revokeGrant` are idempotent; `revokeGrant` answers how many Active records
 *   it revoked;
 * - `saveConsent` replaces the consent of (user, client); `findConsent` answers it or null;
 * - `deleteStale(now)` removes codes that expired more than a day ago and Revoked tokens whose
 *   access token expired more than 30 days ago (keeping replay and reuse detection that long), and
 *   answers how many records it removed.
 */
export interface OAuthStore {
  saveCode(code: CodeRecord, now: number): Promise<void>;
  findCode(codeHash: string): Promise<FoundCode>;
  consumeCode(codeHash: string): Promise<ConsumedCode>;
  redeemCode(codeHash: string, token: TokenRecord): Promise<boolean>;
  saveToken(token: TokenRecord): Promise<void>;
  findToken(kind: 'access' | 'refresh', hash: string): Promise<TokenRecord | null>;
  rotateRefresh(id: string, successor: TokenRecord): Promise<boolean>;
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
