/**
 * Counters for rate limits. Contract (every implementation passes test/stores/rate-limit-store):
 * - `get(key)` is the counter's value, 0 when absent or expired;
 * - `add(key, amount, ttlSeconds)` adds atomically and returns the new value; the expiry is set
 *   when the key is created and never extended, so a window ends on time however busy it is;
 * - a store that cannot reach its backend fails open: it answers 0 and says so through `healthy`.
 */
export interface RateLimitStore {
  get(key: string): Promise<number>;
  /**
   * The counter's value when this process knows it without asking a backend (what `get` would
   * answer now), else undefined. A limiter checks every request this way first, so a request
   * whose budget is known costs no promise.
   */
  peek(key: string): number | undefined;
  add(key: string, amount: number, ttlSeconds: number): Promise<number>;
  /**
   * Adds without waiting for the answer; a shared store may batch such adds for a few
   * milliseconds (the request-time budget is charged this way; call counts use `add`).
   */
  addSoon(key: string, amount: number, ttlSeconds: number): void;
  /** False while the backend is unreachable (the limiter then lets requests through). */
  readonly healthy: boolean;
  close(): Promise<void>;
}
