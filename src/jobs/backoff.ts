/** The longest a retry waits, whatever its base and count. */
export const MAX_RETRY_DELAY_MS = 3_600_000;

/** Default base of the backoff between a failed attempt and its retry. */
export const DEFAULT_RETRY_BACKOFF_MS = 10_000;

/**
 * How many times a job may be lost with its worker (a claim whose lease expired) before it fails
 * instead of being claimed again: a job that kills its worker every time must not loop forever.
 * Losses are counted apart from `retry`, which is the job's budget for its own errors.
 */
export const MAX_LOSSES = 3;

/** The wait before retry number `failures` (1 for the first): the base, doubled for each earlier failure. */
export function retryDelayMs(baseMs: number, failures: number): number {
  return Math.min(MAX_RETRY_DELAY_MS, baseMs * 2 ** Math.max(0, failures - 1));
}
