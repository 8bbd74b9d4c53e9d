import type { Database, Tx } from '../../storage/database.ts';
import { formatDatetime } from '../../util/datetime.ts';
import { randomHex } from '../../util/random.ts';
import { splitScopes, STALE_CODE_SECONDS, STALE_TOKEN_SECONDS, type CodeRecord, type ConsentRecord, type ConsumedCode, type FoundCode, type OAuthStore, type TokenRecord } from './oauth-store.ts';

const CODES = 'tabOAuth Authorization Code';
const TOKENS = 'tabOAuth Bearer Token';
const CONSENTS = 'tabOAuth Consent';

interface CodeRow {
  name: string;
  authorization_code: string;
  client: string;
  user: string;
  scopes: string | null;
  redirect_uri_bound_to_authorization_code: string;
  nonce: string | null;
  code_challenge: string | null;
  code_challenge_method: string | null;
  expires_at: number | string;
  validity: string;
}

interface TokenRow {
  name: string;
  access_token: string;
  refresh_token: string | null;
  client: string;
  user: string;
  scopes: string | null;
  expires_at: number | string;
  expires_in: number | string;
  grant_id: string;
  status: string;
  creation: string;
}

/**
 * Grant state in the DocType tables of the site's database (OAuth Authorization Code, OAuth Bearer
 * Token, OAuth Consent), so every process of a site shares it and System Managers can list it.
 * Each call is its own short transaction. Atomic steps are conditional UPDATEs; a code's
 * consumption and a refresh token's retirement share their transaction with the insert of the
 * tokens that replace them, so a replay's revocation (whose UPDATE waits on the same row, or on
 * SQLite's single writer) always finds those tokens.
 */
export class SqlOAuthStore implements OAuthStore {
  constructor(
    private readonly db: Database,
    private readonly timeZone: () => string,
  ) {}

  private stamp(now: number, owner: string) {
    const at = formatDatetime(now * 1_000_000, this.timeZone());
    return { owner, creation: at, modified: at, modified_by: owner, docstatus: 0, idx: 0 };
  }

  async saveCode(code: CodeRecord, now: number): Promise<void> {
    await this.db.write((tx) =>
      tx.run(tx.builder.insertInto(CODES).values({
        name: code.id,
        ...this.stamp(now, code.user),
        authorization_code: code.codeHash,
        client: code.clientId,
        user: code.user,
        scopes: code.scopes.join(' '),
        expiration_time: formatDatetime(code.expiresAt * 1_000_000, this.timeZone()),
        expires_at: code.expiresAt,
        redirect_uri_bound_to_authorization_code: code.redirectUri,
        validity: 'Valid',
        nonce: code.nonce,
        code_challenge: code.challenge,
        code_challenge_method: code.challengeMethod ?? '',
      })),
    );
  }

  async findCode(codeHash: string): Promise<FoundCode> {
    const row = await this.db.read((tx) => tx.first<CodeRow>(tx.builder.selectFrom(CODES).selectAll().where('authorization_code', '=', codeHash)));
    return row ? { code: codeFromRow(row), valid: row.validity === 'Valid' } : null;
  }

  async consumeCode(codeHash: string): Promise<ConsumedCode> {
    return this.db.write(async (tx) => {
      const changed = await this.spendCode(tx, codeHash);
      const row = await tx.first<CodeRow>(tx.builder.selectFrom(CODES).selectAll().where('authorization_code', '=', codeHash));
      if (!row) return null;
      return { kind: changed === 1 ? 'consumed' : 'replayed', code: codeFromRow(row) };
    });
  }

  async redeemCode(codeHash: string, token: TokenRecord): Promise<boolean> {
    return this.db.write(async (tx) => {
      if ((await this.spendCode(tx, codeHash)) !== 1) return false;
      await this.insertToken(tx, token);
      return true;
    });
  }

  /** Valid → Invalid; answers 1 for the one caller that did it (the UPDATE holds the row until commit). */
  private spendCode(tx: Tx, codeHash: string): Promise<number> {
    return tx.run(tx.builder.updateTable(CODES).set({ validity: 'Invalid' }).where('authorization_code', '=', codeHash).where('validity', '=', 'Valid'));
  }

  async saveToken(token: TokenRecord): Promise<void> {
    await this.db.write((tx) => this.insertToken(tx, token));
  }

  private async insertToken(tx: Tx, token: TokenRecord): Promise<void> {
    await tx.run(tx.builder.insertInto(TOKENS).values({
      name: token.id,
      ...this.stamp(token.issuedAt, token.user),
      client: token.clientId,
      user: token.user,
      scopes: token.scopes.join(' '),
      access_token: token.accessHash,
      refresh_token: token.refreshHash,
      expiration_time: formatDatetime(token.expiresAt * 1_000_000, this.timeZone()),
      expires_in: token.expiresIn,
      expires_at: token.expiresAt,
      grant_id: token.grantId,
      status: token.status,
    }));
  }

  async findToken(kind: 'access' | 'refresh', hash: string): Promise<TokenRecord | null> {
    const row = await this.db.read((tx) =>
      tx.first<TokenRow>(tx.builder.selectFrom(TOKENS).selectAll().where(kind === 'access' ? 'access_token' : 'refresh_token', '=', hash)),
    );
    return row ? tokenFromRow(row) : null;
  }

  async rotateRefresh(id: string, successor: TokenRecord): Promise<boolean> {
    return this.db.write(async (tx) => {
      if ((await this.revokeWhere(tx, 'name', id)) !== 1) return false;
      await this.insertToken(tx, successor);
      return true;
    });
  }

  async revokeToken(id: string): Promise<void> {
    await this.db.write((tx) => this.revokeWhere(tx, 'name', id));
  }

  /**
   * Revokes until a fresh statement sees no Active record of the grant. One UPDATE is not enough: a
   * rotation holding the grant's newest record makes it wait, and the successor that rotation then
   * commits is newer than the UPDATE's snapshot (READ COMMITTED), so it would stay Active. A
   * rotation in flight always shows its old record as Active to a new statement, so the loop goes
   * on until none is in flight; rotations starting later wait on the records revoked here and save
   * nothing. The bound only guards against an isolation level that never sees new commits.
   */
  async revokeGrant(grantId: string): Promise<number> {
    return this.db.write(async (tx) => {
      let total = 0;
      for (let pass = 0; pass < 50 && (await this.hasActive(tx, grantId)); pass++) total += await this.revokeWhere(tx, 'grant_id', grantId);
      return total;
    });
  }

  private async hasActive(tx: Tx, grantId: string): Promise<boolean> {
    return (await tx.first(tx.builder.selectFrom(TOKENS).select('name').where('grant_id', '=', grantId).where('status', '=', 'Active').limit(1))) !== undefined;
  }

  /** Revokes Active records and tells every process (their bearer caches drop with the `auth` notice). */
  private async revokeWhere(tx: Tx, column: 'name' | 'grant_id', value: string): Promise<number> {
    const changed = await tx.run(tx.builder.updateTable(TOKENS).set({ status: 'Revoked' }).where(column, '=', value).where('status', '=', 'Active'));
    if (changed > 0) await this.db.notify(tx, 'auth');
    return changed;
  }

  async saveConsent(consent: ConsentRecord, now: number): Promise<void> {
    await this.db.write(async (tx) => {
      await tx.run(tx.builder.deleteFrom(CONSENTS).where('user', '=', consent.user).where('client', '=', consent.clientId));
      await tx.run(tx.builder.insertInto(CONSENTS).values({
        name: randomHex(20),
        ...this.stamp(now, consent.user),
        client: consent.clientId,
        user: consent.user,
        scopes: consent.scopes.join(' '),
      }));
    });
  }

  deleteStale(now: number): Promise<number> {
    return deleteStaleRows(this.db, now);
  }

  async findConsent(user: string, clientId: string): Promise<ConsentRecord | null> {
    const row = await this.db.read((tx) =>
      tx.first<{ user: string; client: string; scopes: string | null }>(
        tx.builder.selectFrom(CONSENTS).select(['user', 'client', 'scopes']).where('user', '=', user).where('client', '=', clientId),
      ),
    );
    return row ? { user: row.user, clientId: row.client, scopes: splitScopes(row.scopes) } : null;
  }
}

/** Frappe's housekeeping (delete_oauth2_data), with grace periods: see the contract. */
export async function deleteStaleRows(db: Database, now: number): Promise<number> {
  return db.write(async (tx) => {
    const codes = await tx.run(tx.builder.deleteFrom(CODES).where('expires_at', '<', now - STALE_CODE_SECONDS));
    const tokens = await tx.run(tx.builder.deleteFrom(TOKENS).where('status', '=', 'Revoked').where('expires_at', '<', now - STALE_TOKEN_SECONDS));
    return codes + tokens;
  });
}

function codeFromRow(row: CodeRow): CodeRecord {
  const method = row.code_challenge_method;
  return {
    id: row.name,
    codeHash: row.authorization_code,
    clientId: row.client,
    user: row.user,
    scopes: splitScopes(row.scopes),
    redirectUri: row.redirect_uri_bound_to_authorization_code,
    nonce: row.nonce ?? null,
    challenge: row.code_challenge || null,
    challengeMethod: method === 's256' || method === 'plain' ? method : null,
    expiresAt: Number(row.expires_at),
  };
}

function tokenFromRow(row: TokenRow): TokenRecord {
  return {
    id: row.name,
    accessHash: row.access_token,
    refreshHash: row.refresh_token ?? null,
    clientId: row.client,
    user: row.user,
    scopes: splitScopes(row.scopes),
    expiresAt: Number(row.expires_at),
    expiresIn: Number(row.expires_in),
    grantId: row.grant_id,
    status: row.status === 'Active' ? 'Active' : 'Revoked',
    issuedAt: Number(row.expires_at) - Number(row.expires_in),
  };
}
