import type { Principal } from '../../context/principal.ts';
import { credentialKey, type CredentialKey } from '../../context/credential-keys.ts';
import { getAuthValue } from '../../storage/auth-table.ts';
import { loadPrincipal } from '../load-principal.ts';
import { LoginLockout, type LoginAttemptStore } from '../login-attempts.ts';
import type { PrincipalSite } from '../principal-site.ts';
import { hashSid, isWellFormedSid, newSid, passwordStamp } from './session-id.ts';
import { TOUCH_INTERVAL_MS, type SessionRecord, type SessionStore } from './session-store.ts';
import { andThen, type Awaitable } from '../../util/awaitable.ts';

/**
 * How long this process trusts a session it read from a store of its own (the database without
 * Redis). Another process's logout reaches this one within this time; logouts, password changes and disabling seen by this process apply at
 * once (the cache entry is dropped, and the user checks go through the credential cache that every
 * `auth` notice clears). Short, so the store stays the source of truth. A store shared through
 * Redis is asked every time instead (one GET): a logout anywhere is seen everywhere at once.
 */
export const SESSION_CACHE_TTL_MS = 5_000;
const CACHE_MAX = 10_000;
const EXPIRED_SWEEP_MS = 3_600_000;

/** What resuming a presented sid found. */
export type Resumed =
  | { kind: 'active'; sid: string; session: SessionRecord; principal: Principal; touched: boolean }
  | { kind: 'expired' };

const EXPIRED: Resumed = { kind: 'expired' };

interface Cached {
  session: SessionRecord;
  readAt: number;
}

/**
 * What every process of a site shares beyond its database (sites/shared-state.ts): Redis when
 * `redis_url` is set, else the database and this process's memory.
 */
export interface SharedState {
  /** Login sessions (the database's `__sessions`, looked up through Redis when configured). */
  readonly sessions: SessionStore;
  /** True when `sessions` is one store for every process (Redis): no per-process session cache then. */
  readonly sessionsShared: boolean;
  /** Failed-login counters of the lock-out. */
  readonly loginAttempts: LoginAttemptStore;
}

/** What login sessions need of a site: finding their users' principals, and the stores every process shares. */
export interface SessionSite extends PrincipalSite {
  /** Sessions and lock-out counters, shared by every process when Redis is configured. */
  readonly shared: SharedState;
}

/**
 * The sessions of one site in this process: the store, a short-lived read cache in front of it,
 * and the login lock-out counters. One per site (`AuthSite.sessions`), made when the site opens.
 */
export class SiteSessions {
  private readonly cache = new Map<string, Cached>();
  readonly lockout: LoginLockout;
  private readonly cacheTtlMs: number;
  private lastExpirySweep = -Infinity;
  private sweeping: Promise<void> | null = null;
  private sweepAgain = false;
  private ending: Promise<void> = Promise.resolve();

  constructor(
    private readonly site: SessionSite,
    readonly store: SessionStore,
    shared: boolean,
  ) {
    this.lockout = new LoginLockout(site.shared.loginAttempts);
    this.cacheTtlMs = shared ? 0 : SESSION_CACHE_TTL_MS;
    // Any user, role or key change (on any process) may have disabled someone: end their sessions,
    // so re-enabling a user never brings an old session back.
    site.db.onNotice((channel) => {
      if (channel === 'auth') this.sweepDisabled();
    });
  }

  /** Opens a session for `user` and answers its sid (shown to the client once, as a cookie). */
  async open(user: string, stamp: string, csrf: boolean, now: number): Promise<{ sid: string; session: SessionRecord }> {
    if (now - this.lastExpirySweep >= EXPIRED_SWEEP_MS) {
      this.lastExpirySweep = now;
      await this.store.deleteExpired(now);
    }
    const sid = newSid();
    const session: SessionRecord = { id: hashSid(sid), user, createdAt: now, lastSeen: now, expiresAt: now + this.site.settings.sessionExpiryMs, csrf, stamp };
    await this.store.create(session);
    this.remember(session, now);
    return { sid, session };
  }

  /**
   * Resumes a presented sid (docs/DECISIONS.md F10): the session must exist, be unexpired, belong to
   * an enabled user and carry the user's current password stamp; otherwise it is ended and the
   * request goes on as Guest. Last-seen moves at most every TOUCH_INTERVAL_MS (sliding expiry).
   * `readOnly` (a site in read-only maintenance) writes nothing: no touch, no ending. A session,
   * user and stamp all cached, with nothing to touch, are answered without a promise.
   */
  resume(sid: string, now: number, readOnly = false): Awaitable<Resumed> {
    if (!isWellFormedSid(sid)) return EXPIRED;
    const id = hashSid(sid);
    const session = this.cached(id, now);
    return session ? this.judge(sid, id, session, now, readOnly) : this.fetchAndJudge(sid, id, now, readOnly);
  }

  private async fetchAndJudge(sid: string, id: string, now: number, readOnly: boolean): Promise<Resumed> {
    const session = await this.store.get(id, now);
    if (!session) return EXPIRED;
    this.remember(session, now);
    return this.judge(sid, id, session, now, readOnly);
  }

  private judge(sid: string, id: string, session: SessionRecord, now: number, readOnly: boolean): Awaitable<Resumed> {
    if (session.expiresAt <= now) return this.expire(id, readOnly);
    return andThen(loadPrincipal(this.site, (fn) => this.site.db.read(fn), session.user), (principal) =>
      andThen(principal ? this.currentStamp(session.user) : null, (stamp): Awaitable<Resumed> => {
        if (!principal || stamp !== session.stamp) return this.expire(id, readOnly);
        if (readOnly || now - session.lastSeen < TOUCH_INTERVAL_MS) return { kind: 'active', sid, session, principal, touched: false };
        return this.touch(session, now).then((touched) => ({ kind: 'active', sid, session: touched, principal, touched: true }));
      }),
    );
  }

  private async expire(id: string, readOnly: boolean): Promise<Resumed> {
    if (!readOnly) await this.end(id);
    return EXPIRED;
  }

  /** Moves the session's last-seen and expiry forward (sliding expiry). */
  private async touch(session: SessionRecord, now: number): Promise<SessionRecord> {
    const touched = { ...session, lastSeen: now, expiresAt: now + this.site.settings.sessionExpiryMs };
    await this.store.touch(session.id, touched.lastSeen, touched.expiresAt);
    this.remember(touched, now);
    return touched;
  }

  /** Ends one session (logout, rotation at login). */
  async end(id: string): Promise<void> {
    this.cache.delete(id);
    await this.store.delete(id);
  }

  /**
   * Keeps `keepId` and the user's `limit - 1` most recently used other sessions, and ends the rest
   * (Frappe's clear_sessions(keep_current=True) under deny_multiple_sessions: sessions ordered by
   * their last recorded use, newest first; of two used alike, the one opened later stays).
   */
  async keepNewest(user: string, keepId: string, limit: number, now: number): Promise<void> {
    const others = (await this.store.userSessions(user, now)).filter((s) => s.id !== keepId);
    others.sort((a, b) => b.lastSeen - a.lastSeen || b.createdAt - a.createdAt);
    for (const session of others.slice(Math.max(0, limit - 1))) await this.end(session.id);
  }

  /**
   * Ends every session of these users (a renamed user's, under the old name and the new: Frappe's
   * clear_sessions(force=True)). Called once the rename has committed, by then outside any request.
   */
  endUsers(users: string[]): Promise<void> {
    this.forgetCached(new Set(users));
    const ended = this.ending.then(() => this.store.deleteUsers(users)).then(() => undefined);
    this.ending = ended.catch(() => {});
    return ended;
  }

  /** Ends one session by the sid the client holds. */
  async endSid(sid: string): Promise<void> {
    if (isWellFormedSid(sid)) await this.end(hashSid(sid));
  }

  /**
   * After a write made through `session`: when it changed the user's own password, the session
   * that made the change stays (its stamp is renewed) and every other session of the user ends
   * (Frappe's clear_sessions(keep_current=True)).
   */
  async keepCurrentAfterWrite(session: SessionRecord, now: number): Promise<void> {
    const stamp = await this.currentStamp(session.user);
    if (stamp === session.stamp) return;
    await this.store.touch(session.id, session.lastSeen, session.expiresAt, stamp);
    this.remember({ ...session, stamp }, now);
    this.forgetCached(new Set([session.user]), session.id);
    await this.store.deleteUsers([session.user], session.id);
  }

  /** Fingerprint of the user's current password hash; cached with the site's credentials (then answered at once). */
  currentStamp(user: string): Awaitable<string> {
    const cached = this.site.credentials.get(passwordStampKey(user));
    return cached !== undefined ? cached : this.readStamp(user);
  }

  private async readStamp(user: string): Promise<string> {
    const key = passwordStampKey(user);
    const since = this.site.credentials.epoch;
    const stamp = passwordStamp(await this.site.db.read((tx) => getAuthValue(tx, 'User', user, 'password')));
    this.site.credentials.set(key, stamp, since);
    return stamp;
  }

  private cached(id: string, now: number): SessionRecord | null {
    const c = this.cache.get(id);
    if (!c) return null;
    if (now - c.readAt >= this.cacheTtlMs || now < c.readAt) {
      this.cache.delete(id);
      return null;
    }
    return c.session;
  }

  /** Drops the cached sessions of these users, but for `keepId`. */
  private forgetCached(users: ReadonlySet<string>, keepId?: string): void {
    for (const [id, c] of this.cache) if (users.has(c.session.user) && id !== keepId) this.cache.delete(id);
  }

  private remember(session: SessionRecord, now: number): void {
    if (this.cacheTtlMs === 0) return;
    if (this.cache.size >= CACHE_MAX) this.cache.clear();
    this.cache.set(session.id, { session, readAt: now });
  }

  private sweepDisabled(): void {
    if (this.sweeping) {
      this.sweepAgain = true;
      return;
    }
    this.sweeping = (async () => {
      do {
        this.sweepAgain = false;
        try {
          const disabled = await this.site.db.read((tx) =>
            tx.all<{ name: string }>(tx.builder.selectFrom('tabUser').select('name').where('enabled', '=', 0)),
          );
          const names = disabled.map((r) => r.name);
          this.forgetCached(new Set(names));
          if (names.length > 0) await this.store.deleteUsers(names);
        } catch {
          // The site may be closing; resume() still refuses disabled users on its own.
        }
      } while (this.sweepAgain);
      this.sweeping = null;
    })();
  }

  /** Resolves once a sweep started by a notice, and the sessions ended by `endUsers`, are done (tests). */
  async settled(): Promise<void> {
    while (this.sweeping) await this.sweeping;
    await this.ending;
  }
}

/** The credential cache's key for a user's password stamp. */
export function passwordStampKey(user: string): CredentialKey<string> {
  return credentialKey<string>('password-stamp', user);
}

