import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { perDialect } from '../helpers/per-dialect.ts';
import { listenOnLoopback } from '../helpers/browser.ts';
import { connectRealtime, type RealtimeClient } from '../helpers/realtime-client.ts';
import { jsonLogin, req, setCookies, type Req, type Sent } from '../helpers/sessions.ts';
import { addLoginUser, basicAuth, keyPair } from '../helpers/users.ts';
import { obtainCode, PROFILE, REDIRECT, registerClient, tokenRequest, tokensFor, VERIFIER, type Client } from '../oauth/oauth-fixture.ts';

const PROXY = '10.9.9.9';
const ALLOWED = '192.168.1.20';
const REFUSED = '10.0.0.9';
const USER = 'roaming.restricted@example.com';
const OTHER = 'unrestricted.other@example.com';
const PW = 'Restricted-pass-42';
const WHO = '/api/method/frappe.auth.get_logged_user';
const REFUSAL = 'Access not allowed from this IP Address';

/** A request as it arrives from `address`: straight from it, or through the site's trusted proxy. */
type Route = (address: string) => Partial<Req>;
const direct: Route = (address) => ({ remoteAddress: address });
const viaProxy: Route = (address) => ({ remoteAddress: PROXY, headers: { 'x-forwarded-for': address } });
/** A listed address claimed in X-Forwarded-For by a peer that is no trusted proxy. */
const spoofed: Partial<Req> = { remoteAddress: REFUSED, headers: { 'x-forwarded-for': ALLOWED } };

function from(route: Partial<Req>, r: Req): Req {
  return { ...route, ...r, headers: { ...route.headers, ...r.headers } };
}

/** Frappe's validate_ip_address refusal: frappe.throw(..., AuthenticationError), 401. */
function assertRefused(r: Sent, what: string): void {
  assert.equal(r.status, 401, `${what}: ${r.body.slice(0, 300)}`);
  assert.equal(r.json.exc_type, 'AuthenticationError', what);
  assert.equal(r.json.exception, `frappe.exceptions.AuthenticationError: ${REFUSAL}`, what);
  assert.equal(JSON.parse(JSON.parse(r.json._server_messages)[0]).message, REFUSAL, what);
}

/**
 * Issue 49 part 8: the User record's `restrict_ip` (Frappe's validate_ip_address): a comma list of
 * address prefixes, each matched as the start of the client's address. Password login, a resumed
 * session, API keys (token and Basic), Bearer tokens, OAuth token issuance and realtime sockets
 * from any other address are refused. The address is the socket's peer, or the X-Forwarded-For
 * entry a trusted proxy adds.
 */
perDialect('User restrict_ip', (site) => {
  let userAuth = '';
  let client: Client;
  const put = (user: string, values: Record<string, unknown>) =>
    req(site(), { method: 'PUT', url: `/api/resource/User/${encodeURIComponent(user)}`, json: values, headers: { authorization: site().adminAuth } });
  const login = (route: Partial<Req>, usr = USER, extra: Partial<Req> = {}) =>
    req(site(), from(route, { ...extra, method: 'POST', url: '/api/method/login', json: { usr, pwd: PW }, headers: { accept: 'application/json', ...extra.headers } }));

  before(async () => {
    userAuth = await addLoginUser(site(), USER, ['System Manager'], PW, { restrict_ip: '192.168.1., 2001:DB8:' });
    await addLoginUser(site(), OTHER, ['System Manager'], PW);
    client = await registerClient(site());
  });

  it('logs in only from an address that starts with a listed prefix, straight or through a trusted proxy', async () => {
    const allowed: Array<[string, Partial<Req>]> = [
      ['listed IPv4', direct(ALLOWED)],
      ['listed IPv4 through the trusted proxy', viaProxy(ALLOWED)],
      ['IPv4-mapped IPv6 of a listed IPv4', direct(`::ffff:${ALLOWED}`)],
      ['IPv6 under a listed prefix written in capitals', direct('2001:db8::5')],
      ['the right-most untrusted hop of a forwarded chain', viaProxy(`${REFUSED}, ${ALLOWED}`)],
    ];
    for (const [what, route] of allowed) {
      const r = await login(route);
      assert.equal(r.status, 200, `${what}: ${r.body.slice(0, 300)}`);
      assert.equal(r.json.message, 'Logged In');
    }
    const refused: Array<[string, Partial<Req>]> = [
      ['an unlisted IPv4', direct(REFUSED)],
      ['an unlisted IPv4 through the trusted proxy', viaProxy(REFUSED)],
      ['a forwarded listed address from an untrusted peer', spoofed],
      ['an address that shares digits but not the prefix (192.168.10.5)', direct('192.168.10.5')],
      ['another IPv6 network', direct('2001:db9::1')],
      ['loopback', direct('127.0.0.1')],
    ];
    for (const [what, route] of refused) {
      const r = await login(route);
      assertRefused(r, what);
      assert.equal(setCookies(r).some((c) => c.name === 'sid' && c.value !== ''), false, `${what}: no session`);
    }
    const other = await login(direct(REFUSED), OTHER);
    assert.equal(other.status, 200, 'a user without restrict_ip logs in from anywhere');
  });

  it('refuses a session from another address with 401, and keeps it for the listed one', async () => {
    const sid = await jsonLogin(site(), USER, PW, direct(ALLOWED));
    const who = (route: Partial<Req>) => req(site(), from(route, { url: WHO, sid }));
    assert.equal((await who(direct(ALLOWED))).json.message, USER);
    assertRefused(await who(direct(REFUSED)), 'sid cookie from an unlisted address');
    assertRefused(await who(viaProxy(REFUSED)), 'sid cookie through the proxy for an unlisted address');
    assertRefused(await req(site(), from(direct(REFUSED), { method: 'POST', url: WHO, form: { sid } })), 'sid in a form body');
    const write = await req(site(), from(direct(REFUSED), { method: 'POST', url: '/api/resource/ToDo', sid, json: { description: 'from elsewhere' } }));
    assertRefused(write, 'a write');
    assert.equal((await who(viaProxy(ALLOWED))).json.message, USER, 'the session was not ended: back on the listed network it works');
  });

  it('lets a client holding a refused session see the login page and log in as someone else (login ignores the old session)', async () => {
    const sid = await jsonLogin(site(), USER, PW, direct(ALLOWED));
    const page = await req(site(), from(direct(REFUSED), { url: '/login', sid }));
    assert.equal(page.status, 200, page.body.slice(0, 300));
    assert.match(page.body, /name="login_token"/);
    const r = await login(direct(REFUSED), OTHER, { sid });
    assert.equal(r.status, 200, r.body);
    const again = await login(direct(REFUSED), USER, { sid });
    assertRefused(again, 'the restricted user, from the unlisted address');
  });

  it('refuses API keys (token and Basic) from another address', async () => {
    const { key, secret } = keyPair(userAuth);
    for (const auth of [userAuth, basicAuth(key, secret)]) {
      const scheme = auth.split(' ')[0];
      for (const route of [direct(ALLOWED), viaProxy(ALLOWED), direct('2001:db8:0:0::7')]) {
        const r = await req(site(), from(route, { url: WHO, headers: { authorization: auth } }));
        assert.equal(r.status, 200, `${scheme}: ${r.body}`);
      }
      for (const route of [direct(REFUSED), viaProxy(REFUSED), spoofed]) {
        assertRefused(await req(site(), from(route, { url: WHO, headers: { authorization: auth } })), `${scheme} from ${JSON.stringify(route)}`);
      }
      assertRefused(await req(site(), from(direct(REFUSED), { method: 'POST', url: '/api/resource/ToDo', json: { description: 'x' }, headers: { authorization: auth } })), `${scheme} write`);
    }
  });

  it('issues OAuth tokens only to a listed address, and refuses Bearer tokens from another', async () => {
    const sid = await jsonLogin(site(), USER, PW, direct(ALLOWED));
    assertRefused(await req(site(), from(direct(REFUSED), { url: `/api/method/svc.integrations.oauth2.authorize?client_id=${client.id}`, sid })), 'authorize with the session from an unlisted address');

    const code = await obtainCode(site(), sid, client, {}, direct(ALLOWED));
    const exchange = { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: VERIFIER };
    const refusedExchange = await tokenRequest(site(), client, exchange, {}, direct(REFUSED));
    assert.equal(refusedExchange.status, 400, refusedExchange.body);
    assert.deepEqual(refusedExchange.json, { error: 'invalid_grant', error_description: REFUSAL });

    const tokens = await tokensFor(site(), sid, client, {}, viaProxy(ALLOWED));
    const profile = (route: Partial<Req>) => req(site(), from(route, { url: PROFILE, headers: { authorization: `Bearer ${tokens.access_token}` } }));
    assert.equal((await profile(direct(ALLOWED))).status, 200);
    assertRefused(await profile(direct(REFUSED)), 'Bearer from an unlisted address');
    assertRefused(await req(site(), from(viaProxy(REFUSED), { url: WHO, headers: { authorization: `Bearer ${tokens.access_token}` } })), 'Bearer through the proxy');

    const refresh = { grant_type: 'refresh_token', refresh_token: tokens.refresh_token };
    const refusedRefresh = await tokenRequest(site(), client, refresh, {}, direct(REFUSED));
    assert.equal(refusedRefresh.status, 400, refusedRefresh.body);
    assert.deepEqual(refusedRefresh.json, { error: 'invalid_grant', error_description: REFUSAL });
    assert.equal((await profile(direct(ALLOWED))).status, 200, 'a refused refresh revokes nothing');
    const refreshed = await tokenRequest(site(), client, refresh, {}, direct(ALLOWED));
    assert.equal(refreshed.status, 200, refreshed.body);
  });

  it('takes a changed restrict_ip at once, ignores empty entries and refuses entries no address can start with', async () => {
    const who = (route: Partial<Req>) => req(site(), from(route, { url: WHO, headers: { authorization: userAuth } }));
    assertRefused(await who(direct(REFUSED)), 'before');
    assert.equal((await put(USER, { restrict_ip: '' })).status, 200);
    assert.equal((await who(direct(REFUSED))).status, 200, 'cleared: from anywhere');
    assert.equal((await put(USER, { restrict_ip: '192.168.1.,' })).status, 200);
    assertRefused(await who(direct(REFUSED)), 'a trailing comma adds no empty prefix that would match every address');
    assert.equal((await who(direct(ALLOWED))).status, 200);
    assert.equal((await put(USER, { restrict_ip: ` ${REFUSED} ` })).status, 200);
    assert.equal((await who(direct(REFUSED))).status, 200, 'a whole address, trimmed');
    assertRefused(await who(direct(ALLOWED)), 'the old prefix no longer counts');
    for (const bad of ['10.0.0.0/8', 'localhost', '192.168.1.*']) {
      const r = await put(USER, { restrict_ip: bad });
      assert.equal(r.status, 417, `${bad}: ${r.body.slice(0, 300)}`);
      assert.equal(r.json.exc_type, 'ValidationError');
      assert.match(JSON.parse(JSON.parse(r.json._server_messages)[0]).message, /Restrict IP/);
    }
    assert.equal((await who(direct(REFUSED))).status, 200, 'a refused change changed nothing');
    assert.equal((await put(USER, { restrict_ip: '192.168.1., 2001:DB8:' })).status, 200);
  });

  it('restricts Administrator too', async () => {
    const admin = (route: Partial<Req>) => req(site(), from(route, { url: WHO, headers: { authorization: site().adminAuth } }));
    assert.equal((await put('Administrator', { restrict_ip: '127.0.0.1, 192.168.1.' })).status, 200);
    try {
      assert.equal((await admin(direct(ALLOWED))).json.message, 'Administrator');
      assertRefused(await admin(direct(REFUSED)), 'Administrator from an unlisted address');
    } finally {
      assert.equal((await put('Administrator', { restrict_ip: '' })).status, 200);
    }
    assert.equal((await admin(direct(REFUSED))).status, 200);
  });

  describeSockets(site, () => userAuth);
}, { siteConfig: { trusted_proxies: [PROXY, '127.0.0.1'] } });

/** Sockets connect from loopback, a trusted proxy here: X-Forwarded-For says where they come from. */
function describeSockets(site: () => import('../helpers/test-site.ts').TestSite, auth: () => string): void {
  let url = '';
  const clients: RealtimeClient[] = [];
  before(async () => {
    url = await listenOnLoopback(site());
  });
  after(() => clients.forEach((c) => c.close()));

  it('refuses a realtime socket from another address, and drops a connected one when restrict_ip changes', async () => {
    const connect = async (headers: Record<string, string>) => {
      const c = await connectRealtime(url, `/${site().site}`, { headers });
      clients.push(c);
      return c;
    };
    await assert.rejects(connect({ Authorization: auth(), 'X-Forwarded-For': REFUSED }), (err: Error) => err.message === REFUSAL);
    await assert.rejects(connect({ Authorization: auth() }), (err: Error) => err.message === REFUSAL, 'loopback is not listed');
    const sid = await jsonLogin(site(), USER, PW, direct(ALLOWED));
    await assert.rejects(connect({ Cookie: `sid=${sid}`, 'X-Forwarded-For': REFUSED }), (err: Error) => err.message === REFUSAL);
    const byKey = await connect({ Authorization: auth(), 'X-Forwarded-For': ALLOWED });
    const bySession = await connect({ Cookie: `sid=${sid}`, 'X-Forwarded-For': ALLOWED });
    const gone = Promise.all([byKey, bySession].map((c) => new Promise<void>((resolve) => c.socket.once('disconnect', () => resolve()))));
    const r = await req(site(), { method: 'PUT', url: `/api/resource/User/${encodeURIComponent(USER)}`, json: { restrict_ip: '172.16.' }, headers: { authorization: site().adminAuth } });
    assert.equal(r.status, 200, r.body);
    await gone;
    assert.equal((await req(site(), { method: 'PUT', url: `/api/resource/User/${encodeURIComponent(USER)}`, json: { restrict_ip: '192.168.1., 2001:DB8:' }, headers: { authorization: site().adminAuth } })).status, 200);
  });
}
