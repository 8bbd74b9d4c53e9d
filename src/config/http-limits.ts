import { commonConfigFrom, readCommonConfig, type CommonConfig } from './site-config.ts';

/**
 * How long a client may take and how much of the server it may hold. One server serves every
 * site, so these come from `sites/common_site_config.json` only, read when `svc serve` starts
 * (the keys, their defaults and bounds: config/site-config.ts).
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
  trustedProxies: readonly string[];
}

const millis = (seconds: number) => Math.max(1, Math.round(seconds * 1000));

/** The limits a common config asks for (its values already checked, defaults filled in). */
export function httpLimitsFrom(common: CommonConfig): HttpLimits {
  return {
    headersTimeoutMs: millis(common.http_headers_timeout),
    bodyTimeoutMs: millis(common.http_body_timeout),
    uploadMinRate: common.http_upload_min_rate,
    keepAliveTimeoutMs: millis(common.http_keep_alive_timeout),
    maxConnectionsPerIp: common.http_max_connections_per_ip,
    fdReserve: common.http_fd_reserve,
    trustedProxies: common.trusted_proxies,
  };
}

/** The limits of a common config that sets none of the keys. */
export const DEFAULT_HTTP_LIMITS: Readonly<HttpLimits> = Object.freeze(httpLimitsFrom(commonConfigFrom({})));

/** The limits of the server serving `sitesDir`; a value it cannot use stops the start, naming the file and the key. */
export function readHttpLimits(sitesDir: string): HttpLimits {
  return httpLimitsFrom(readCommonConfig(sitesDir));
}
