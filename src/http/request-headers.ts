import type { FastifyRequest } from 'fastify';
import type { SiteServices } from '../context/request-context.ts';
import { clientIp } from '../ratelimit/client-ip.ts';

/** Header values arrive as string | string[]; svc reads the first. */
export function header(request: FastifyRequest, name: string): string | undefined {
  const v = request.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/** The site's `trusted_proxies` (IP addresses or IPv4 CIDRs, checked when the config was read). */
export function trustedProxies(site: SiteServices): readonly string[] {
  return site.config.trusted_proxies;
}

/** The client's address, for rate limits and lock-outs (X-Forwarded-For only from trusted proxies). */
export function requestIp(request: FastifyRequest, site: SiteServices): string {
  return clientIp(request.socket.remoteAddress ?? '127.0.0.1', header(request, 'x-forwarded-for'), trustedProxies(site));
}
