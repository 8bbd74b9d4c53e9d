/**
 * One login session as a store keeps it. The raw `sid` never reaches a store: `id` is its
 * SHA-256 (sessions.ts `hashSid`), so a leaked store cannot be replayed as cookies. Times are epoch
 * milliseconds of the injected clock.
 */
export interface SessionRecord {
  /** SHA-256 hex of the session id the client holds. */
  readonly id: string;
  readonly user: string;
  readonly createdAt: number;
  /** Last time a request used the session (updated at most every TOUCH_INTERVAL_MS). */
  readonly lastSeen: number;
  /** `lastSeen` + the session lifetime: the session is dead from this instant on. */
  readonly expiresAt: number;
  /** Opened by a browser page (the /login form): writes must carry its CSRF token (docs/DECISIONS.md D17). */
  readonly csrf: boolean;
  /** Fingerprint of the user's password hash when the session was opened; a new password ends it. */
  readonly stamp: string;
}

/**
 * Where sessions live: SQL (`__sessions`) by default, memory for tests and single-process use,
 * and a Redis cache in front of SQL when `redis_url` is set (redis-session-store.ts, beside this interface).
 * Contract (test/stores/session-store.test.ts runs it against every implementation):
 * - `get(id, now)` answers a record only while `now < expiresAt`; a missing or expired one is null;
 * - `touch` moves `lastSeen`/`expiresAt` (and optionally `stamp`) of an existing record and is a
 *   no-op for a missing one; it never resurrects a deleted session;
 * - `delete` and `deleteUsers` are idempotent; `deleteUsers` keeps `exceptId` when given and
 *   answers how many records it removed;
 * - `deleteExpired(now)` removes every record with `expiresAt <= now`;
 * - `userSessions(user, now)` answers the user's live records (`now < expiresAt`), in no order.
 */
export interface SessionStore {
  create(record: SessionRecord): Promise<void>;
  get(id: string, now: number): Promise<SessionRecord | null>;
  userSessions(user: string, now: number): Promise<SessionRecord[]>;
  touch(id: string, lastSeen: number, expiresAt: number, stamp?: string): Promise<void>;
  delete(id: string): Promise<void>;
  deleteUsers(users: readonly string[], exceptId?: string): Promise<number>;
  deleteExpired(now: number): Promise<number>;
}

/** A session's last-seen time is written at most this often (Frappe: 600 s). */
export const TOUCH_INTERVAL_MS = 600_000;
