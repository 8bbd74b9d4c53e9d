import type { SiteConfig } from '../config/site-config.ts';
import type { ServerMessage } from '../errors/app-error.ts';
import type { MetaRegistry } from '../meta/meta-registry.ts';
import type { Clock } from './clock.ts';
import type { CredentialKey } from './credential-keys.ts';
import type { Principal } from './principal.ts';

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
 * What every layer may read of a site: its name, config, DocTypes and time zone. A layer that
 * needs more of it says so in an interface of its own, which extends this one and names only
 * types of that layer and the layers below it (`ModelSite` in model/controller.ts, `PrincipalSite`
 * and `AuthSite` in auth/, `TokenSite` and `OAuthSite` in oauth/, `OperationSite` in operations/,
 * `FileSite` in files/, ...), so no layer names a type of one above it; `SiteRuntime`
 * (sites/site-runtime.ts) implements them all.
 */
export interface SiteServices {
  readonly name: string;
  readonly config: SiteConfig;
  readonly meta: MetaRegistry;
  readonly timeZone: string;
}

/**
 * Everything one request carries; passed explicitly, never stored in module state. The layers
 * above narrow its `site` to what they use (`DocContext` in model/controller.ts, `OperationRequest`
 * in operations/operation-request.ts, ...).
 */
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
}
