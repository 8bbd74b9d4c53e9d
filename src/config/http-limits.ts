import path from 'node:path';
import { COMMON_CONFIG_FILE, readJsonObject } from './site-config.ts';

/**
 * How long a client may take and how much of the server it may hold. One server serves every
 * site, so these come from `sites/common_site_config.json` only, read when `svc serve` starts.
 */
export interface HttpLimits {
  /** `http_headers_timeout` (s): a request line and its headers, and a new connection's first ones, must arrive within it. */
  headersTimeoutMs: number;
  /** `http_body_timeout` (s): a request body must arrive whole within it; an upload must keep up `uploadMinRate` over each such period instead. */
  bodyTimeoutMs: number;
  /** `http_upload_min_rate` (bytes/s): the slowest a multipart upload may arrive, averaged over each `bodyTimeoutMs`. */
  uploadMinRate: number;
  /** `http_keep_alive_timeout` (s): how long a connection may wait idle between requests. */
  keepAliveTimeoutMs: number;
  /** `http_max_connections_per_ip`: open connections one client address may hold (0: no cap). */
  maxConnectionsPerIp: number;
  /** `http_fd_reserve`: file descriptors client connections leave free for the server's own files, databases and Redis (0: none kept). */
  fdReserve: number;
  /** `trusted_proxies` of the common config: their connections carry many clients', so no per-address cap applies to them. */
  trustedProxies: string[];
}

export const DEFAULT_HTTP_LIMITS: Readonly<HttpLimits> = {
  headersTimeoutMs: 20_000,
  bodyTimeoutMs: 60_000,
  uploadMinRate: 1024,
  // Above the 60 s idle timeout load balancers commonly keep, so the balancer closes first.
  keepAliveTimeoutMs: 72_000,
  maxConnectionsPerIp: 256,
  fdReserve: 128,
  trustedProxies: [],
};

/** The keys of common_site_config.json, each with its field and unit. */
const KEYS: ReadonlyArray<[string, keyof HttpLimits, 'seconds' | 'count']> = [
  ['http_headers_timeout', 'headersTimeoutMs', 'seconds'],
  ['http_body_timeout', 'bodyTimeoutMs', 'seconds'],
  ['http_upload_min_rate', 'uploadMinRate', 'count'],
  ['http_keep_alive_timeout', 'keepAliveTimeoutMs', 'seconds'],
  ['http_max_connections_per_ip', 'maxConnectionsPerIp', 'count'],
  ['http_fd_reserve', 'fdReserve', 'count'],
];

/**
 * The limits a common config asks for, over the defaults. Timeouts are seconds (fractions
 * allowed) and must be positive; counts are whole numbers from 0. Anything else stops the start
 * with the key's name, so a typo never leaves a server without its limits.
 */
export function httpLimitsFrom(common: Record<string, unknown>): HttpLimits {
  const limits: HttpLimits = { ...DEFAULT_HTTP_LIMITS, trustedProxies: [] };
  for (const [key, field, unit] of KEYS) {
    const value = common[key];
    if (value === undefined || value === null) continue;
    if (unit === 'seconds') {
      if (typeof value !== 'number' || !(value > 0) || value > 86_400) throw new Error(`${COMMON_CONFIG_FILE}: ${key} must be a number of seconds above 0, not ${JSON.stringify(value)}`);
      (limits[field] as number) = Math.max(1, Math.round(value * 1000));
    } else {
      if (!Number.isSafeInteger(value) || (value as number) < 0) throw new Error(`${COMMON_CONFIG_FILE}: ${key} must be a whole number from 0, not ${JSON.stringify(value)}`);
      (limits[field] as number) = value as number;
    }
  }
  const proxies = common.trusted_proxies;
  if (Array.isArray(proxies)) limits.trustedProxies = proxies.filter((p): p is string => typeof p === 'string');
  return limits;
}

/** The limits of the server serving `sitesDir`. */
export function readHttpLimits(sitesDir: string): HttpLimits {
  return httpLimitsFrom(readJsonObject(path.join(sitesDir, COMMON_CONFIG_FILE)));
}
