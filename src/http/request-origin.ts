import type { FastifyRequest } from 'fastify';
import type { SiteServices } from '../context/request-context.ts';
import { isTrustedProxy } from '../ratelimit/client-ip.ts';
import { trustedProxies } from './request-headers.ts';

/** The scheme and host a client used to reach svc. */
export interface RequestOrigin {
  readonly protocol: 'http' | 'https';
  readonly host: string | undefined;
}

/**
 * The origin a request came in on: the connection's scheme and the Host header, or, only when the
 * connection comes from one of the site's `trusted_proxies`, the proxy's X-Forwarded-Proto and
 * X-Forwarded-Host (the first value of each: the one the client-facing proxy wrote). A client
 * talking to svc directly cannot choose them (docs/DECISIONS.md D38).
 */
export function requestOrigin(request: FastifyRequest, site: SiteServices): RequestOrigin {
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  const host = firstOf(request.headers.host);
  if (!isTrustedProxy(request.socket.remoteAddress ?? '', trustedProxies(site))) return { protocol, host };
  const forwardedProto = firstOf(request.headers['x-forwarded-proto'])?.toLowerCase();
  const forwardedHost = firstOf(request.headers['x-forwarded-host']);
  return {
    protocol: forwardedProto === 'https' || forwardedProto === 'http' ? forwardedProto : protocol,
    host: forwardedHost || host,
  };
}

/** The first of a header's comma-separated values, trimmed; undefined when there is none. */
function firstOf(value: string | string[] | undefined): string | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  const first = text?.split(',')[0].trim();
  return first ? first : undefined;
}
