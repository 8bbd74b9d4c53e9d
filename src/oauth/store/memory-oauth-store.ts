import { STALE_CODE_SECONDS, STALE_TOKEN_SECONDS, type CodeRecord, type ConsentRecord, type ConsumedCode, type FoundCode, type OAuthStore, type TokenRecord } from './oauth-store.ts';

/** Grant state in this process's memory: for tests and single-process tools (contract in oauth-store.ts). */
export class MemoryOAuthStore implements OAuthStore {
  private readonly codes = new Map<string, { code: CodeRecord; used: boolean }>();
  private readonly tokens = new Map<string, TokenRecord>();
  private readonly consents = new Map<string, ConsentRecord>();

  async saveCode(code: CodeRecord): Promise<void> {
    this.codes.set(code.codeHash, { code, used: false });
  }

  async findCode(codeHash: string): Promise<FoundCode> {
    const entry = this.codes.get(codeHash);
    return entry ? { code: entry.code, valid: !entry.used } : null;
  }

  async consumeCode(codeHash: string): Promise<ConsumedCode> {
    const entry = this.codes.get(codeHash);
    if (!entry) return null;
    const kind = entry.used ? 'replayed' : 'consumed';
    entry.used = true;
    return { kind, code: entry.code };
  }

  async redeemCode(codeHash: string, token: TokenRecord): Promise<boolean> {
    const entry = this.codes.get(codeHash);
    if (!entry || entry.used) return false;
    entry.used = true;
    this.tokens.set(token.id, token);
    return true;
  }

  async saveToken(token: TokenRecord): Promise<void> {
    this.tokens.set(token.id, token);
  }

  async findToken(kind: 'access' | 'refresh', hash: string): Promise<TokenRecord | null> {
    for (const t of this.tokens.values()) if ((kind === 'access' ? t.accessHash : t.refreshHash) === hash) return t;
    return null;
  }

  async rotateRefresh(id: string, successor: TokenRecord): Promise<boolean> {
    const t = this.tokens.get(id);
    if (!t || t.status !== 'Active') return false;
    this.tokens.set(id, { ...t, status: 'Revoked' });
    this.tokens.set(successor.id, successor);
    return true;
  }

  async revokeToken(id: string): Promise<void> {
    const t = this.tokens.get(id);
    if (t) this.tokens.set(id, { ...t, status: 'Revoked' });
  }

  async revokeGrant(grantId: string): Promise<number> {
    let n = 0;
    for (const t of this.tokens.values()) {
      if (t.grantId === grantId && t.status === 'Active') {
        this.tokens.set(t.id, { ...t, status: 'Revoked' });
        n++;
      }
    }
    return n;
  }

  async saveConsent(consent: ConsentRecord): Promise<void> {
    this.consents.set(`${consent.user}\0${consent.clientId}`, consent);
  }

  async findConsent(user: string, clientId: string): Promise<ConsentRecord | null> {
    return this.consents.get(`${user}\0${clientId}`) ?? null;
  }

  async deleteStale(now: number): Promise<number> {
    let n = 0;
    for (const [hash, { code }] of this.codes) if (code.expiresAt < now - STALE_CODE_SECONDS && this.codes.delete(hash)) n++;
    for (const [id, t] of this.tokens) if (t.status === 'Revoked' && t.expiresAt < now - STALE_TOKEN_SECONDS && this.tokens.delete(id)) n++;
    return n;
  }
}
