import { windowAt, type RateLimitPolicy } from './policy.ts';
import type { RateLimitStore } from './rate-limit-store.ts';

/** The state of one request's budget, read when it starts (frappe/rate_limiter.py). */
export interface BudgetCheck {
  policy: RateLimitPolicy;
  counterKey: string;
  remainingMicros: number;
  resetSeconds: number;
  rejected: boolean;
}

/**
 * Reads the budget a request spends: the counter of its key in the current fixed window. The
 * request is refused when the counter already exceeds the limit (strictly: the request that
 * crosses the limit still runs, as in Frappe). `store` is the site's own (its keys are scoped to
 * the site and its database by the shared-state hub), so the key names no site. The answer is
 * immediate when the store knows the counter without its backend (`peek`), which is most
 * requests: only a Redis counter not seen for 50 ms costs a round trip and a promise.
 */
export function checkBudget(store: RateLimitStore, policy: RateLimitPolicy, identity: string, nowMicros: number, timeZone: string): BudgetCheck | Promise<BudgetCheck> {
  const window = windowAt(policy, nowMicros, timeZone);
  const counterKey = `budget:${policy.key}:${identity}:${policy.windowSeconds}:${window.number}`;
  const known = store.peek(counterKey);
  if (known !== undefined) return budgetOf(store, policy, counterKey, window.resetSeconds, known);
  return store.get(counterKey).then((used) => budgetOf(store, policy, counterKey, window.resetSeconds, used));
}

function budgetOf(store: RateLimitStore, policy: RateLimitPolicy, counterKey: string, resetSeconds: number, used: number): BudgetCheck {
  return {
    policy,
    counterKey,
    remainingMicros: Math.max(policy.limitMicros - used, 0),
    resetSeconds,
    rejected: store.healthy && used > policy.limitMicros,
  };
}

/** Charges a finished request's time to its window; the counter expires when the window ends. */
export function chargeBudget(store: RateLimitStore, check: BudgetCheck, micros: number): void {
  store.addSoon(check.counterKey, Math.max(0, Math.round(micros)), check.resetSeconds);
}

/**
 * A whole number's decimal text, made without V8's number-to-string cache. String() and template
 * literals keep each new number's text in that cache, which holds it through scavenges until they
 * promote it; the budget left (and the time used) is a new number on nearly every request, so on
 * a limited site every answer left two strings for the next full collection. Measured on reads
 * (100,000 ToDos, 50 connections): with String() a limited site's old generation grew about
 * 0.3 MB/s more than an unlimited one's; with toFixed(0), which formats without the cache, it
 * grows alike, and a read costs about 1.7 µs of CPU less.
 */
function wholeNumberText(n: number): string {
  return n.toFixed(0);
}

/** The X-RateLimit-* headers (docs/DECISIONS.md D27), in Frappe's units (µs and s). */
export function budgetHeaders(check: BudgetCheck, usedMicros: number | null): Record<string, string> {
  const headers: Record<string, string> = {
    'X-RateLimit-Limit': wholeNumberText(check.policy.limitMicros),
    'X-RateLimit-Remaining': wholeNumberText(check.rejected ? 0 : check.remainingMicros),
    'X-RateLimit-Reset': wholeNumberText(check.resetSeconds),
  };
  if (check.rejected) headers['Retry-After'] = wholeNumberText(check.resetSeconds);
  else if (usedMicros !== null) headers['X-RateLimit-Used'] = wholeNumberText(Math.round(usedMicros));
  return headers;
}

/**
 * What each item of a batch (POST /api/v2/batch, the v2 bulk endpoints) costs at least, in
 * microseconds of the request-time budget: about what one single write takes. A batch is refused
 * before it runs when its items would cost more than the budget has left, and is charged its
 * measured time or this floor per item, whichever is more, so batching never spends less budget
 * than the items' own minimum and never overshoots a nearly spent window by hundreds of writes.
 */
export const BATCH_ITEM_MICROS = 1_000;

/** True when a batch of `items` fits what is left of the budget. */
export function batchFits(check: BudgetCheck, items: number): boolean {
  return !check.rejected && items * BATCH_ITEM_MICROS <= check.remainingMicros;
}
