import type { SiteConfig } from '../config/site-config.ts';
import type { ServerMessage } from '../errors/app-error.ts';
import type { MetaRegistry } from '../meta/meta-registry.ts';
import type { ControllerMap } from '../model/controller.ts';
import type { LoginAttemptStore } from '../auth/login-attempts.ts';
import type { SessionStore } from '../auth/sessions/session-store.ts';
import type { SiteSessions } from '../auth/sessions/site-sessions.ts';
import type { SigningKey } from '../oauth/keys.ts';
import type { OAuthStore } from '../oauth/store/oauth-store.ts';
import type { KdfGate } from '../crypto/kdf-gate.ts';
import type { FileStore } from '../files/file-store.ts';
import type { RateLimitStore } from '../ratelimit/rate-limit-store.ts';
import type { Database, Tx } from '../storage/database.ts';
import type { SiteJobs } from '../jobs/site-jobs.ts';
import type { SchedulerLease } from '../scheduler/lease.ts';
import type { RealtimeChannel } from './realtime-event.ts';
import type { Clock } from './clock.ts';
import type { CredentialKey } from './credential-keys.ts';
import type { Principal } from './principal.ts';
import type { DueTasks } from './due-tasks.ts';
import type { SystemSettings } from './system-settings.ts';

/** The minimal logger interface svc code uses (pino satisfies it). */
export interface Logger {
  info(obj: object | string, msg?: string): void;
  warn(obj: object | string, msg?: string): void;
  error(obj: object | string, msg?: string): void;
  debug(obj: object | string, msg?: string): void;
}

/** A small cache owned by the site; cleared whenever the site's credentials change on any process. */
export interface CredentialCache {
  get<T>(key: CredentialKey<T>): T | undefined;
  /**
   * Caches `value`, unless the cache was cleared since `since` (its `epoch` when the lookup
   * began): a lookup that read the database before a change must not cache what it read after
   * the change's notice cleared the cache.
   */
  set<T>(key: CredentialKey<T>, value: T, since: number): void;
  /** Advances on every clear. */
  readonly epoch: number;
  clear(): void;
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

/** A site as request code sees it: its config, database, DocTypes and caches. */
export interface SiteServices {
  readonly name: string;
  readonly dir: string;
  readonly config: SiteConfig;
  readonly db: Database;
  readonly meta: MetaRegistry;
  readonly controllers: ControllerMap;
  readonly timeZone: string;
  readonly developerMode: boolean;
  /** System Settings as this process last read them (re-read on every save, on every process). */
  readonly settings: SystemSettings;
  /** Credentials and principals cached between requests; cleared on any user, role or key change. */
  readonly credentials: CredentialCache;
  /** Re-reads the custom DocTypes from the database. */
  reloadMeta(): Promise<void>;
  /** Counters for rate limits (Redis when configured, so every process shares them). */
  readonly rateLimits: RateLimitStore;
  /** Sessions and lock-out counters, shared by every process when Redis is configured. */
  readonly shared: SharedState;
  /** Where password hashing queues, so logins never take every core. */
  readonly kdf: KdfGate;
  /** The site's file bytes (`public/files`, `private/files`). */
  readonly files: FileStore;
  /** Grant state of the OAuth provider (codes, tokens, consents). */
  readonly oauth: OAuthStore;
  /** Login sessions: resume, open, end, with a short per-process cache and the lock-out. */
  readonly sessions: SiteSessions;
  /** The RS256 key of the site's id_tokens, read or made on first use. */
  signingKey(): Promise<SigningKey>;
  /** The site's realtime events, to every process's sockets and streams (Redis when configured). */
  readonly realtime: RealtimeChannel;
  /** When this process last ran each piece of the site's periodic housekeeping. */
  readonly housekeeping: DueTasks;
  /** Background jobs: the site's queue, its queues' timeouts and what a job may run. */
  readonly jobs: SiteJobs;
  /** Which process's scheduler ticks the site (scheduler/scheduler-loop.ts). */
  readonly schedulerLease: SchedulerLease;
}

/** Everything one request carries; passed explicitly, never stored in module state. */
export interface RequestContext {
  readonly requestId: string;
  /** The client's address (X-Forwarded-For only from a trusted proxy); 'local' for CLI work. */
  readonly ip: string;
  readonly site: SiteServices;
  readonly user: Principal;
  readonly clock: Clock;
  readonly log: Logger;
  /** Messages for `_server_messages` (Frappe's msgprint). */
  readonly messages: ServerMessage[];
  /**
   * Work the request adds to the transaction of its write operation, after the operation's own
   * work and before the commit, given the operation's result: the answer of an Idempotency-Key is
   * recorded there (http/idempotency.ts), so a write is never kept without it.
   */
  readonly inWriteTx?: (tx: Tx, result: unknown) => Promise<void>;
}
