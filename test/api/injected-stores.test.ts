import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { MemorySessionStore } from '../../src/auth/sessions/memory-session-store.ts';
import { MemoryOAuthStore } from '../../src/oauth/store/memory-oauth-store.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { jsonLogin, whoAmI } from '../helpers/sessions.ts';
import { runtimeOf } from '../helpers/users.ts';

const USER = 'inject.stores@example.com';
const PW = 'inject-pass-1';
const sessions = new MemorySessionStore();
/** The memory store, counting the token lookups that reach it. */
class CountingOAuthStore extends MemoryOAuthStore {
  lookups = 0;
  override findToken(...args: Parameters<MemoryOAuthStore['findToken']>): ReturnType<MemoryOAuthStore['findToken']> {
    this.lookups++;
    return super.findToken(...args);
  }
}
const grants = new CountingOAuthStore();

// AppDeps.stores: a program embedding svc (or a test) gives each site the stores it wants; the
// site uses them and nothing else, so the database's own tables stay untouched.
perDialect('Per-site stores injected through AppDeps', (site) => {
  before(async () => {
    await site().addUser(USER, ['System Manager'], { new_password: PW });
  });

  it('keeps login sessions in the injected store, not in the database', async () => {
    const sid = await jsonLogin(site(), USER, PW);
    assert.equal(await whoAmI(site(), sid), USER, 'the session from the injected store authenticates');
    const runtime = await runtimeOf(site());
    assert.equal(runtime.sessions.store, sessions);
    const rows = await runtime.db.read((tx) => tx.all<{ n: number }>(tx.builder.selectFrom('__sessions').select((eb) => eb.fn.countAll<number>().as('n'))));
    assert.equal(Number(rows[0].n), 0, 'no session row in the database');
  });

  it('looks Bearer tokens up in the injected grant store', async () => {
    const runtime = await runtimeOf(site());
    assert.equal(runtime.oauth, grants);
    const before = grants.lookups;
    const res = await site().app.inject({ method: 'GET', url: '/api/method/frappe.auth.get_logged_user', headers: { host: site().site, authorization: 'Bearer not-a-token-anyone-issued' } });
    assert.equal(res.statusCode, 401, 'a token the injected store does not hold is refused');
    assert.equal(grants.lookups, before + 1, 'the lookup went to the injected store');
  });
}, { stores: { sessions: () => sessions, oauth: () => grants } });
