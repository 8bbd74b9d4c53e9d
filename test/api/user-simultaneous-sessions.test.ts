import assert from 'node:assert/strict';
import { before, beforeEach, describe, it } from 'node:test';
import { manualClock } from '../../src/context/clock.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { redisReachable, REDIS_TEST_URL } from '../helpers/redis.ts';
import { jsonLogin, req, whoAmI } from '../helpers/sessions.ts';
import { addLoginUser, runtimeOf, setSiteConfig } from '../helpers/users.ts';
import type { TestSite } from '../helpers/test-site.ts';

const clock = manualClock(Date.UTC(2026, 3, 1, 8, 0, 0) * 1000);
const USER = 'two.devices@example.com';
const PW = 'Sessions-pass-42';
const SETTINGS = '/api/resource/System%20Settings/System%20Settings';

/**
 * Issue 49 part 8: the User record's `simultaneous_sessions`, as Frappe's clear_active_sessions
 * applies it: while System Settings' (or site config's) `deny_multiple_sessions` is on, a login
 * keeps the user's `simultaneous_sessions` most recently used sessions, itself included, and ends
 * the others (0 counts as 1). Without `deny_multiple_sessions` there is no limit, as in Frappe.
 */
function simultaneousSessions(site: () => TestSite): void {
  const put = (url: string, values: Record<string, unknown>) => req(site(), { method: 'PUT', url, json: values, headers: { authorization: site().adminAuth } });
  const setUser = (values: Record<string, unknown>) => put(`/api/resource/User/${encodeURIComponent(USER)}`, values);
  const setDeny = (on: 0 | 1) => put(SETTINGS, { deny_multiple_sessions: on });
  const alive = async (...sids: string[]) => Promise.all(sids.map(async (sid) => (await whoAmI(site(), sid)) === USER));
  const login = () => jsonLogin(site(), USER, PW);

  before(async () => {
    await addLoginUser(site(), USER, ['System Manager'], PW, { simultaneous_sessions: 2 });
  });
  beforeEach(() => clock.advanceSeconds(60));

  async function loginsAMinuteApart(count: number): Promise<string[]> {
    const sids = [await login()];
    while (sids.length < count) {
      clock.advanceSeconds(60);
      sids.push(await login());
    }
    return sids;
  }

  it('sets no limit while deny_multiple_sessions is off (Frappe)', async () => {
    const sids = [await login(), await login(), await login()];
    assert.deepEqual(await alive(...sids), [true, true, true]);
  });

  it('with deny_multiple_sessions, a third login ends the least recently used of two', async () => {
    assert.equal((await setDeny(1)).status, 200);
    try {
      const [first, second, third] = await loginsAMinuteApart(3);
      assert.deepEqual(await alive(first, second, third), [false, true, true], 'limit 2: the first sid ends');

      // Used again after the 10 minutes in which a use is not recorded, the second is now the more recent.
      clock.advanceSeconds(11 * 60);
      assert.equal(await whoAmI(site(), second), USER);
      clock.advanceSeconds(60);
      const fourth = await login();
      assert.deepEqual(await alive(second, third, fourth), [true, false, true], 'the session not used for longest ends');
    } finally {
      assert.equal((await setDeny(0)).status, 200);
    }
  });

  it('takes a changed limit at once; 0 counts as 1', async () => {
    assert.equal((await setDeny(1)).status, 200);
    try {
      assert.equal((await setUser({ simultaneous_sessions: 3 })).status, 200);
      const sids = [await login(), await login(), await login()];
      clock.advanceSeconds(60);
      sids.push(await login());
      assert.equal((await alive(...sids)).filter(Boolean).length, 3, 'limit 3');
      assert.equal((await alive(sids[3]))[0], true, 'the new session is always kept');
      assert.equal((await setUser({ simultaneous_sessions: 0 })).status, 200);
      const only = await login();
      assert.deepEqual(await alive(...sids, only), [false, false, false, false, true], 'limit 0 keeps the new session only');
    } finally {
      assert.equal((await setDeny(0)).status, 200);
      assert.equal((await setUser({ simultaneous_sessions: 2 })).status, 200);
    }
  });

  it('takes deny_multiple_sessions from site config too', async () => {
    await setSiteConfig(site(), { deny_multiple_sessions: 1 });
    try {
      const [first, second, third] = await loginsAMinuteApart(3);
      assert.deepEqual(await alive(first, second, third), [false, true, true]);
    } finally {
      await setSiteConfig(site(), { deny_multiple_sessions: null });
    }
  });

  it('refuses a negative limit with 417', async () => {
    const r = await setUser({ simultaneous_sessions: -1 });
    assert.equal(r.status, 417, r.body.slice(0, 300));
    assert.equal(r.json.exc_type, 'ValidationError');
  });
}

perDialect('User simultaneous_sessions', (site) => simultaneousSessions(site), { clock });

const redisUp = await redisReachable('simultaneous_sessions with the Redis session store');
if (redisUp) {
  perDialect('User simultaneous_sessions, sessions through Redis', (site) => {
    it('keeps its sessions in Redis', async () => {
      assert.equal((await runtimeOf(site())).shared.sessionsShared, true);
    });
    describe('limits', () => simultaneousSessions(site));
  }, { clock, siteConfig: { redis_url: REDIS_TEST_URL } });
}
