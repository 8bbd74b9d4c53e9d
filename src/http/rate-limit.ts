import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../context/clock.ts';
import { appError } from '../errors/app-error.ts';
import { serializeErrorFor } from './api-version.ts';
import { BATCH_ITEM_MICROS, batchFits, budgetHeaders, chargeBudget, checkBudget, type BudgetCheck } from '../ratelimit/budget.ts';
import { policyOf, type RateLimitPolicy } from '../ratelimit/policy.ts';
import type { SiteRuntime } from '../sites/site-runtime.ts';
import { ctxOf } from './request-context.ts';
import { header, requestIp } from './request-headers.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The rate-limit budget this request spends, when its site has `rate_limit`. */
    svcBudget: BudgetCheck | null;
    /** The least this request is charged, in µs (a batch's per-item floor). */
    svcBudgetFloor: number;
  }
}

/** The site's policy, made once per config object: the config is only replaced when the file changed. */
function sitePolicy(site: SiteRuntime, policies: WeakMap<object, RateLimitPolicy | null>): RateLimitPolicy | null {
  const config = site.config;
  let policy = policies.get(config);
  if (policy === undefined) policies.set(config, (policy = policyOf(config)));
  return policy;
}

/** The 429 of a spent budget: Frappe's TooManyRequestsError JSON under /api/, plain text elsewhere. */
function reject(request: FastifyRequest, reply: FastifyReply, check: BudgetCheck) {
  reply.status(429).headers(budgetHeaders(check, null));
  const accept = header(request, 'accept') ?? '';
  if (request.url.startsWith('/api/') && !accept.startsWith('text')) {
    const { body } = serializeErrorFor(request.url, appError('TOO_MANY_REQUESTS', '', { messages: [], exceptionText: '' }), false);
    return reply.type('application/json').send(body);
  }
  return reply.type('text/plain').send('Too Many Requests');
}

/**
 * The request-time budget (docs/DECISIONS.md D27): a budget of summed request time per fixed window, checked
 * before a request runs (a refused request reaches no handler and writes nothing), charged when it
 * ends, reported in X-RateLimit-* headers on every response of a limited site. Budgets keyed by
 * site or IP are checked as the request arrives; per-user budgets once the caller is known.
 */
export function registerRateLimit(app: FastifyInstance, clock: Clock): { checkUser: (request: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => void } {
  app.decorateRequest('svcBudget', null);
  app.decorateRequest('svcBudgetFloor', 0);
  const policies = new WeakMap<object, RateLimitPolicy | null>();
  /**
   * Checks the budget `identity` spends and goes on (`done`) unless it is spent, in which case the
   * 429 is sent and the lifecycle stops there. Callback style and synchronous whenever the store
   * knows the counter, so a limited site's request costs no promise.
   */
  const checkThenGoOn = (request: FastifyRequest, reply: FastifyReply, site: SiteRuntime, policy: RateLimitPolicy, identity: string, done: (err?: Error) => void) => {
    const decide = (check: BudgetCheck) => {
      request.svcBudget = check;
      if (check.rejected) reject(request, reply, check);
      else done();
    };
    // A throw here reaches Fastify's hook runner, which answers it as the hook's error.
    const check = checkBudget(site.rateLimits, policy, identity, clock.nowMicros(), site.timeZone);
    if (check instanceof Promise) check.then(decide, (err: Error) => done(err));
    else decide(check);
  };
  // Runs after the site hook; callback style, so a site without a limit costs no promise.
  app.addHook('onRequest', (request, reply, done) => {
    const site = request.svcSite;
    const policy = site ? sitePolicy(site, policies) : null;
    if (!site || !policy || policy.key === 'user') return done();
    checkThenGoOn(request, reply, site, policy, policy.key === 'ip' ? requestIp(request, site) : '', done);
  });
  // Callback-style hooks: on sites without a limit they cost no promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    const check = request.svcBudget;
    if (check) reply.headers(budgetHeaders(check, check.rejected ? null : reply.elapsedTime * 1000));
    done(null, payload);
  });
  app.addHook('onResponse', (request, reply, done) => {
    const check = request.svcBudget;
    const site = request.svcSite;
    if (check && site) chargeBudget(site.rateLimits, check, Math.max(reply.elapsedTime * 1000, request.svcBudgetFloor));
    done();
  });
  return {
    // Callback style: without a per-user policy (the usual case) it costs no promise.
    checkUser(request, reply, done) {
      const site = request.svcSite;
      const policy = site && !request.svcBudget ? sitePolicy(site, policies) : null;
      if (!site || !policy || policy.key !== 'user') return done();
      // A refused request has its answer sent; the lifecycle must not go on to the handler.
      checkThenGoOn(request, reply, site, policy, ctxOf(request).user.name, done);
    },
  };
}

/**
 * Counts a batch's items against the request-time budget (ratelimit/budget.ts BATCH_ITEM_MICROS):
 * a batch whose items cost more than the budget has left is 429 before anything runs; otherwise
 * the request is charged at least the items' floor when it ends. Sites without a limit pay nothing.
 */
export function reserveBatchBudget(request: FastifyRequest, items: number): void {
  const check = request.svcBudget;
  if (!check) return;
  if (!batchFits(check, items)) {
    const message = `This batch of ${items} operations needs ${(items * BATCH_ITEM_MICROS) / 1e6} s of the rate limit's budget; ${(check.remainingMicros / 1e6).toFixed(3)} s are left in this window`;
    throw appError('TOO_MANY_REQUESTS', message, { headers: { 'Retry-After': String(check.resetSeconds) } });
  }
  request.svcBudgetFloor = items * BATCH_ITEM_MICROS;
}
