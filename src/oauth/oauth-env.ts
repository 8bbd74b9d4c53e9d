import type { Principal } from '../context/principal.ts';
import type { Logger } from '../context/request-context.ts';
import type { OAuthSite } from './oauth-site.ts';
import type { OAuthStore } from './store/oauth-store.ts';

/** What every OAuth endpoint works with, built per request by the HTTP layer. */
export interface OAuthEnv {
  readonly site: OAuthSite;
  readonly store: OAuthStore;
  /** The issuer: the site's `host_name`, else the request's origin (docs/DECISIONS.md D4). */
  readonly issuer: string;
  /** Epoch seconds of the request. */
  readonly now: number;
  /** The request's log. */
  readonly log: Logger;
  /** The client's address (X-Forwarded-For only from a trusted proxy): tokens are issued only where the user's `restrict_ip` allows. */
  readonly ip: string;
  /** The principal of an enabled user, or null (unknown or disabled). */
  loadUser(name: string): Promise<Principal | null>;
}

/** Lifetimes (docs/DECISIONS.md D24: access tokens live 3600 s; D19: codes live 10 minutes). */
export const ACCESS_TOKEN_SECONDS = 3600;
export const CODE_SECONDS = 600;

const SWEEP_EVERY_SECONDS = 3600;
const lastSweep = new WeakMap<OAuthStore, number>();

/**
 * Removes stale codes and tokens at most once an hour per store and process (Frappe runs this
 * every 15 minutes). It runs after a grant committed, so it never throws: a failure must not
 * withhold tokens whose code or refresh token is already spent (a retry would count as a replay).
 */
export async function sweepStaleGrants(env: Pick<OAuthEnv, 'store' | 'now' | 'log'>): Promise<void> {
  const last = lastSweep.get(env.store) ?? -Infinity;
  if (env.now - last < SWEEP_EVERY_SECONDS) return;
  lastSweep.set(env.store, env.now);
  await env.store.deleteStale(env.now).catch((err: unknown) => env.log.warn({ err }, 'sweeping stale OAuth codes and tokens failed'));
}
