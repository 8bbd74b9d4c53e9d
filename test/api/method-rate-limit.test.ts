import assert from 'node:assert/strict';
import { it } from 'node:test';
import pino from 'pino';
import { GUEST } from '../../src/context/principal.ts';
import type { MethodRequest } from '../../src/rpc/call-method.ts';
import { isAppError } from '../../src/errors/app-error.ts';
import { callMethod } from '../../src/rpc/call-method.ts';
import { whitelist } from '../../src/rpc/method-def.ts';
import { MethodRegistry } from '../../src/rpc/registry.ts';
import { perDialect } from '../helpers/per-dialect.ts';

perDialect('per-method call limits', (site) => {
  it('allows `limit` calls per IP (and key argument) in the window, then answers 429 RateLimitExceededError', async () => {
    const registry = new MethodRegistry();
    registry.registerBuiltin(whitelist({ path: 'test.limited', allowGuest: true, params: [{ name: 'usr', type: 'str' }], rateLimit: { limit: 2, seconds: 60, key: 'usr' }, handler: () => 'ok' }));
    const runtime = await site().app.sites.get(site().site);
    const ctxFor = (ip: string): MethodRequest => ({ requestId: 't', ip, site: runtime, user: GUEST, clock: { nowMicros: () => Date.now() * 1000 }, log: pino({ level: 'silent' }), messages: [] });
    const call = (ip: string, usr: string, path = 'svc.test.limited') => callMethod(ctxFor(ip), registry, path, 'POST', { usr });
    assert.deepEqual(await call('10.9.0.1', 'a'), { hasValue: true, value: 'ok' });
    assert.deepEqual(await call('10.9.0.1', 'a', 'frappe.test.limited'), { hasValue: true, value: 'ok' }, 'both prefixes share one counter');
    await assert.rejects(call('10.9.0.1', 'a'), (err) => isAppError(err) && err.status === 429 && err.excType === 'RateLimitExceededError');
    assert.deepEqual(await call('10.9.0.1', 'b'), { hasValue: true, value: 'ok' }, 'another key value');
    assert.deepEqual(await call('10.9.0.2', 'a'), { hasValue: true, value: 'ok' }, 'another IP');
  });
});

perDialect('login call limit', (site) => {
  it('caps login calls per client IP (site config login_rate_limit), whatever user they try', async () => {
    const file = (await import('node:path')).join(site().sitesDir, site().site, 'site_config.json');
    const fs = await import('node:fs');
    fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(fs.readFileSync(file, 'utf8')), login_rate_limit: { limit: 3, seconds: 60 } }));
    await new Promise((r) => setTimeout(r, 1100));
    const attempt = (usr: string, ip: string) =>
      site().app.inject({ method: 'POST', url: '/api/method/login', headers: { 'content-type': 'application/json', accept: 'application/json' }, remoteAddress: ip, payload: JSON.stringify({ usr, pwd: 'wrong' }) });
    for (const usr of ['a@x.com', 'b@x.com', 'c@x.com']) assert.equal((await attempt(usr, '10.8.0.1')).statusCode, 401);
    const capped = await attempt('d@x.com', '10.8.0.1');
    assert.equal(capped.statusCode, 429);
    assert.equal(JSON.parse(capped.body).exc_type, 'RateLimitExceededError');
    assert.equal((await attempt('d@x.com', '10.8.0.2')).statusCode, 401, 'another address is not capped');
  });
});
