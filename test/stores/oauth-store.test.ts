import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { randomHex } from '../../src/util/random.ts';
import { MemoryOAuthStore } from '../../src/oauth/store/memory-oauth-store.ts';
import type { CodeRecord, OAuthStore, TokenRecord } from '../../src/oauth/store/oauth-store.ts';
import { SqlOAuthStore } from '../../src/oauth/store/sql-oauth-store.ts';
import { enabledDialects } from '../helpers/dialects.ts';
import { createTestSite } from '../helpers/test-site.ts';
import { insertAs, runtimeOf } from '../helpers/users.ts';

interface Impl {
  name: string;
  open(): Promise<{ store: OAuthStore; clientId: string; close(): Promise<void> }>;
}

const impls: Impl[] = [{ name: 'memory', open: async () => ({ store: new MemoryOAuthStore(), clientId: 'client-1', close: async () => {} }) }];
for (const dialect of await enabledDialects()) {
  impls.push({
    name: `sql on ${dialect.name}`,
    async open() {
      const site = await createTestSite(dialect);
      const client = await insertAs(site, site.adminAuth, 'OAuth Client', { app_name: 'Store', redirect_uris: 'https://a.example/cb', scopes: 'all openid' });
      const runtime = await runtimeOf(site);
      return { store: new SqlOAuthStore(runtime.db, () => 'Europe/Berlin'), clientId: client.name, close: () => site.close() };
    },
  });
}

// Epoch seconds past 2038, so 32-bit columns would fail.
const T0 = Math.floor(Date.UTC(2041, 5, 1) / 1000);

function code(clientId: string, over: Partial<CodeRecord> = {}): CodeRecord {
  return { id: randomHex(20), codeHash: randomHex(64), clientId, user: 'Administrator', scopes: ['openid', 'all'], redirectUri: 'https://a.example/cb', nonce: 'n-1', challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM', challengeMethod: 's256', expiresAt: T0 + 600, ...over };
}

function token(clientId: string, over: Partial<TokenRecord> = {}): TokenRecord {
  return { id: randomHex(20), accessHash: randomHex(64), refreshHash: randomHex(64), clientId, user: 'Administrator', scopes: ['all'], expiresAt: T0 + 3600, expiresIn: 3600, grantId: randomHex(20), status: 'Active', issuedAt: T0, ...over };
}

/** The OAuthStore contract (src/oauth/store/oauth-store.ts), run against every implementation. */
for (const impl of impls) {
  describe(`OAuthStore contract [${impl.name}]`, () => {
    let store: OAuthStore;
    let clientId: string;
    let close: () => Promise<void>;
    before(async () => {
      ({ store, clientId, close } = await impl.open());
    });
    after(() => close());

    it('round-trips a code, consumes it once and reports every later redemption as a replay', async () => {
      const c = code(clientId);
      await store.saveCode(c, T0);
      assert.deepEqual(await store.consumeCode(c.codeHash), { kind: 'consumed', code: c });
      assert.deepEqual(await store.consumeCode(c.codeHash), { kind: 'replayed', code: c });
      assert.equal(await store.consumeCode(randomHex(64)), null);
      const plain = code(clientId, { nonce: null, challenge: null, challengeMethod: null, scopes: ['all'] });
      await store.saveCode(plain, T0);
      assert.deepEqual(await store.consumeCode(plain.codeHash), { kind: 'consumed', code: plain });
    });

    it('lets exactly one of concurrent redemptions consume a code', async () => {
      const c = code(clientId);
      await store.saveCode(c, T0);
      const results = await Promise.all(Array.from({ length: 6 }, () => store.consumeCode(c.codeHash)));
      assert.equal(results.filter((r) => r?.kind === 'consumed').length, 1);
      assert.equal(results.filter((r) => r?.kind === 'replayed').length, 5);
    });

    it('finds tokens by access and by refresh hash, Revoked ones included', async () => {
      const t = token(clientId);
      await store.saveToken(t);
      assert.deepEqual(await store.findToken('access', t.accessHash), t);
      assert.deepEqual(await store.findToken('refresh', t.refreshHash!), t);
      assert.equal(await store.findToken('access', t.refreshHash!), null, 'kinds are not mixed');
      await store.revokeToken(t.id);
      await store.revokeToken(t.id);
      assert.equal((await store.findToken('access', t.accessHash))?.status, 'Revoked');
    });

    it('rotates a refresh token once: the old record Revoked and one successor saved, by exactly one of concurrent calls', async () => {
      const t = token(clientId);
      await store.saveToken(t);
      const successors = [0, 1, 2].map(() => token(clientId, { grantId: t.grantId }));
      const results = await Promise.all(successors.map((n) => store.rotateRefresh(t.id, n)));
      assert.equal(results.filter(Boolean).length, 1);
      assert.equal((await store.findToken('refresh', t.refreshHash!))?.status, 'Revoked');
      const saved = await Promise.all(successors.map((n) => store.findToken('access', n.accessHash)));
      assert.deepEqual(saved.map((x) => x !== null), results, 'only the winner’s successor exists');
      assert.equal(await store.rotateRefresh(randomHex(20), token(clientId)), false);
    });

    it('finds a code without consuming it, and redeems it with its tokens in one step, once', async () => {
      const c = code(clientId);
      await store.saveCode(c, T0);
      assert.deepEqual(await store.findCode(c.codeHash), { code: c, valid: true });
      assert.equal(await store.findCode(randomHex(64)), null);
      const tokens = [0, 1, 2, 3].map(() => token(clientId, { grantId: c.id }));
      const results = await Promise.all(tokens.map((t) => store.redeemCode(c.codeHash, t)));
      assert.equal(results.filter(Boolean).length, 1);
      const saved = await Promise.all(tokens.map((t) => store.findToken('access', t.accessHash)));
      assert.deepEqual(saved.map((x) => x !== null), results, 'a losing redemption saves nothing');
      assert.deepEqual(await store.findCode(c.codeHash), { code: c, valid: false });
      assert.equal((await store.consumeCode(c.codeHash))?.kind, 'replayed');
      assert.equal(await store.redeemCode(randomHex(64), token(clientId)), false);
    });

    it('never leaves a redeemed code’s tokens Active once a racing replay revoked its grant', async () => {
      for (let i = 0; i < 5; i++) {
        const c = code(clientId);
        await store.saveCode(c, T0);
        const t = token(clientId, { grantId: c.id });
        // The replay's order: the code is found spent (or spent by it), then the grant is revoked.
        const replay = async () => {
          const spent = await store.consumeCode(c.codeHash);
          if (spent?.kind === 'replayed') await store.revokeGrant(c.id);
          return spent?.kind;
        };
        const [redeemed, replayKind] = await Promise.all([store.redeemCode(c.codeHash, t), replay()]);
        const saved = await store.findToken('access', t.accessHash);
        if (redeemed) assert.equal(replayKind, 'replayed');
        if (replayKind === 'replayed') assert.notEqual(saved?.status, 'Active', 'the replay revoked the tokens, even those saved while it ran');
        else assert.equal(saved, null, 'the replay spent the code first: nothing was saved');
      }
    });

    it('revokes a grant’s successor saved by a rotation that raced the revocation', async () => {
      for (let i = 0; i < 5; i++) {
        const t = token(clientId);
        await store.saveToken(t);
        const next = token(clientId, { grantId: t.grantId });
        await Promise.all([store.rotateRefresh(t.id, next), store.revokeGrant(t.grantId)]);
        const saved = await store.findToken('access', next.accessHash);
        assert.notEqual(saved?.status, 'Active');
      }
    });

    it('revokes every Active token of a grant and nothing else', async () => {
      const grantId = randomHex(20);
      const a = token(clientId, { grantId });
      const b = token(clientId, { grantId });
      const other = token(clientId);
      for (const t of [a, b, other]) await store.saveToken(t);
      assert.equal(await store.revokeGrant(grantId), 2);
      assert.equal(await store.revokeGrant(grantId), 0, 'idempotent');
      assert.equal((await store.findToken('access', a.accessHash))?.status, 'Revoked');
      assert.equal((await store.findToken('access', b.accessHash))?.status, 'Revoked');
      assert.equal((await store.findToken('access', other.accessHash))?.status, 'Active');
    });

    it('deletes codes a day after they expired and Revoked tokens 30 days after their access token expired', async () => {
      const now = T0 + 100 * 86_400;
      const oldCode = code(clientId, { expiresAt: now - 86_401 });
      const recentCode = code(clientId, { expiresAt: now - 86_399 });
      const oldRevoked = token(clientId, { status: 'Revoked', expiresAt: now - 30 * 86_400 - 1 });
      const oldActive = token(clientId, { expiresAt: now - 30 * 86_400 - 1 });
      const recentRevoked = token(clientId, { status: 'Revoked', expiresAt: now - 30 * 86_400 + 1 });
      await store.saveCode(oldCode, T0);
      await store.saveCode(recentCode, T0);
      for (const t of [oldRevoked, oldActive, recentRevoked]) await store.saveToken(t);
      assert.ok((await store.deleteStale(now)) >= 2);
      assert.equal(await store.consumeCode(oldCode.codeHash), null);
      assert.equal((await store.consumeCode(recentCode.codeHash))?.kind, 'consumed');
      assert.equal(await store.findToken('access', oldRevoked.accessHash), null);
      assert.ok(await store.findToken('refresh', oldActive.refreshHash!), 'an Active record keeps its refresh token');
      assert.ok(await store.findToken('access', recentRevoked.accessHash));
    });

    it('remembers one consent per user and client, replaced by the next', async () => {
      assert.equal(await store.findConsent('Administrator', clientId), null);
      await store.saveConsent({ user: 'Administrator', clientId, scopes: ['openid'] }, T0);
      await store.saveConsent({ user: 'Administrator', clientId, scopes: ['openid', 'all'] }, T0 + 1);
      assert.deepEqual(await store.findConsent('Administrator', clientId), { user: 'Administrator', clientId, scopes: ['openid', 'all'] });
      assert.equal(await store.findConsent('Guest', clientId), null);
    });
  });
}
