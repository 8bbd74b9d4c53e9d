/** Failed logins of one key (an IP or a user) inside the current window. */
export interface AttemptWindow {
  count: number;
  /** When the window's first failure happened (epoch ms); the window ends `windowMs` later. */
  firstAt: number;
  endsAt: number;
}

/**
 * Counters of failed logins (Frappe's LoginAttemptTracker cache hash). The memory store below
 * serves one process; the Redis store (redis-login-attempt-store.ts) makes every
 * process share them.
 * - `get` answers the window while `now < endsAt`, else null;
 * - `recordFailure` adds one to a live window or opens a new one at `now`;
 * - `clear` forgets the key.
 */
export interface LoginAttemptStore {
  get(key: string, now: number): Promise<AttemptWindow | null>;
  recordFailure(key: string, now: number, windowMs: number): Promise<AttemptWindow>;
  clear(key: string): Promise<void>;
}

const MAX_KEYS = 100_000;

export class MemoryLoginAttemptStore implements LoginAttemptStore {
  private readonly windows = new Map<string, AttemptWindow>();

  async get(key: string, now: number): Promise<AttemptWindow | null> {
    return this.live(key, now);
  }

  async recordFailure(key: string, now: number, windowMs: number): Promise<AttemptWindow> {
    // Read and write in one synchronous step: parallel failures must each count.
    const live = this.live(key, now);
    const next = live ? { ...live, count: live.count + 1 } : { count: 1, firstAt: now, endsAt: now + windowMs };
    if (!live && this.windows.size >= MAX_KEYS) this.prune(now);
    this.windows.set(key, next);
    return { ...next };
  }

  async clear(key: string): Promise<void> {
    this.windows.delete(key);
  }

  private live(key: string, now: number): AttemptWindow | null {
    const w = this.windows.get(key);
    return w && now < w.endsAt ? { ...w } : null;
  }

  private prune(now: number): void {
    for (const [key, w] of this.windows) if (w.endsAt <= now) this.windows.delete(key);
    // Under a flood of distinct keys, forget the oldest half rather than grow without bound.
    if (this.windows.size >= MAX_KEYS) {
      let drop = this.windows.size / 2;
      for (const key of this.windows.keys()) {
        if (drop-- <= 0) break;
        this.windows.delete(key);
      }
    }
  }
}

/** Frappe's System Settings: `allow_consecutive_login_attempts` (0 = no lock-out) and `allow_login_after_fail` seconds. */
export interface LockoutPolicy {
  maxFailures: number;
  windowSeconds: number;
}

/**
 * The policy of a site: System Settings' values where set, else site config's (whose defaults are
 * Frappe's: 10 failures, 60 s). A window of 0 s lasts 1 s.
 */
export function lockoutPolicy(maxFailures: number, windowSeconds: number): LockoutPolicy {
  return { maxFailures, windowSeconds: Math.max(1, windowSeconds) };
}

/**
 * Lock-out per IP and per user (docs/DECISIONS.md F9): a key is locked while its window holds more
 * than `maxFailures` failures, so with 10 the 11th failure still answers 401 and the 12th attempt
 * is refused even with the right password. The lock ends when the window, measured from its first
 * failure, has passed. A success clears both keys.
 */
export class LoginLockout {
  constructor(private readonly store: LoginAttemptStore) {}

  /** Milliseconds until the first locked key unlocks, or 0 when none is locked. */
  async lockedFor(keys: readonly string[], now: number, policy: LockoutPolicy): Promise<number> {
    if (policy.maxFailures === 0) return 0;
    for (const key of keys) {
      const w = await this.store.get(key, now);
      if (w && w.count > policy.maxFailures) return w.endsAt - now;
    }
    return 0;
  }

  async fail(keys: readonly string[], now: number, policy: LockoutPolicy): Promise<void> {
    if (policy.maxFailures === 0) return;
    for (const key of keys) await this.store.recordFailure(key, now, policy.windowSeconds * 1000);
  }

  async succeed(keys: readonly string[]): Promise<void> {
    for (const key of keys) await this.store.clear(key);
  }
}
