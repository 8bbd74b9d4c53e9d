import type { SiteConfig } from '../config/site-config.ts';
import { localEpochSeconds } from '../util/datetime.ts';

/** Whose budget a request spends (decisions D27): the whole site's (Frappe), the user's or the IP's. */
export type BudgetKey = 'site' | 'user' | 'ip';

/** A site's `rate_limit` config, checked: budget in microseconds of request time per fixed window. */
export interface RateLimitPolicy {
  limitMicros: number;
  windowSeconds: number;
  key: BudgetKey;
}

/** Reads `rate_limit` from site config; null when absent; throws with a reason when malformed. */
export function readPolicy(config: SiteConfig): RateLimitPolicy | null {
  const raw = config.rate_limit as unknown;
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'object' || Array.isArray(raw)) throw new Error('rate_limit must be an object {"limit": seconds, "window": seconds}');
  const { limit, window, key = 'site' } = raw as Record<string, unknown>;
  if (typeof limit !== 'number' || !(limit >= 0) || !Number.isFinite(limit)) throw new Error('rate_limit.limit must be a number of seconds');
  if (typeof window !== 'number' || !Number.isInteger(window) || window < 1) throw new Error('rate_limit.window must be a whole number of seconds');
  if (key !== 'site' && key !== 'user' && key !== 'ip') throw new Error('rate_limit.key must be "site", "user" or "ip"');
  return { limitMicros: Math.round(limit * 1_000_000), windowSeconds: window, key };
}

/** The fixed window a moment falls in, aligned to the site time zone's clock, and seconds left in it. */
export function windowAt(policy: RateLimitPolicy, epochMicros: number, timeZone: string): { number: number; resetSeconds: number } {
  const local = localEpochSeconds(epochMicros, timeZone);
  const number = Math.floor(local / policy.windowSeconds);
  const resetSeconds = Math.max(1, Math.ceil((number + 1) * policy.windowSeconds - local));
  return { number, resetSeconds };
}
