import type { SiteConfig } from '../config/site-config.ts';
import { localEpochSeconds } from '../util/datetime.ts';

/** Whose budget a request spends (docs/DECISIONS.md D27): the whole site's (Frappe), the user's or the IP's. */
export type BudgetKey = 'site' | 'user' | 'ip';

/** A site's `rate_limit` config, checked: budget in microseconds of request time per fixed window. */
export interface RateLimitPolicy {
  limitMicros: number;
  windowSeconds: number;
  key: BudgetKey;
}

/** The policy of site config's `rate_limit` (checked when the config was read); null when it is unset. */
export function policyOf(config: Pick<SiteConfig, 'rate_limit'>): RateLimitPolicy | null {
  const setting = config.rate_limit;
  return setting ? { limitMicros: Math.round(setting.limit * 1_000_000), windowSeconds: setting.window, key: setting.key } : null;
}

/** The fixed window a moment falls in, aligned to the site time zone's clock, and seconds left in it. */
export function windowAt(policy: RateLimitPolicy, epochMicros: number, timeZone: string): { number: number; resetSeconds: number } {
  const local = localEpochSeconds(epochMicros, timeZone);
  const number = Math.floor(local / policy.windowSeconds);
  const resetSeconds = Math.max(1, Math.ceil((number + 1) * policy.windowSeconds - local));
  return { number, resetSeconds };
}
