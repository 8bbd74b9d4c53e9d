import type { IncomingHttpHeaders } from 'node:http';
import { resolveCaller, bearerScopeAllows } from '../auth/resolve-principal.ts';
import { noCredentialsMessage } from '../auth/schemes/hints.ts';
import { epochMillis, type Clock } from '../context/clock.ts';
import type { Principal } from '../context/principal.ts';
import type { RealtimeSite } from './realtime-site.ts';
import { appError } from '../errors/app-error.ts';
import { clientIp } from '../ratelimit/client-ip.ts';
import { parseCookies } from '../util/cookie-header.ts';

/** Finds a site as HTTP requests do: by `X-Frappe-Site-Name` (here also the namespace), else Host. */
export type SiteLookup = (siteName: string | undefined, host: string | undefined) => Promise<RealtimeSite>;

/** The credentials a socket connected with, kept to judge it again when rights change. */
export interface SocketCredentials {
  readonly sid: string | undefined;
  readonly authorization: string | undefined;
  /** The client's address (X-Forwarded-For only from a trusted proxy), for the user's `restrict_ip`. */
  readonly ip: string;
}

export interface SocketIdentity {
  readonly site: RealtimeSite;
  readonly principal: Principal;
  readonly credentials: SocketCredentials;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** A URL's or Host header's host name, without port (Frappe's get_hostname). */
function hostnameOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value.includes('://') ? value : `http://${value}`).hostname.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * Who a socket.io connection acts for (Frappe's realtime/middlewares/authenticate.js): the site
 * named by `X-Frappe-Site-Name` or the namespace (`/<site>`, as Frappe's clients connect; the two
 * must agree), else the Host; the caller from the `sid` cookie or the Authorization header, as
 * for any request, from the client's address (`peer`, or what a trusted proxy forwards); a
 * connection with neither is refused (a Guest connects with `sid=Guest`). A browser session
 * (cookie) must come from a page of the same host, so another site's page cannot open a socket
 * with the user's cookie (cross-site WebSocket hijacking).
 */
export async function identifySocket(headers: IncomingHttpHeaders, namespace: string, lookup: SiteLookup, clock: Clock, peer: string): Promise<SocketIdentity> {
  const headerSite = first(headers['x-frappe-site-name']);
  const namespaceSite = namespace === '/' ? undefined : namespace.slice(1);
  if (headerSite && namespaceSite && headerSite !== namespaceSite) throw appError('VALIDATION', 'Invalid namespace: it names another site than X-Frappe-Site-Name');
  const sid = parseCookies(first(headers.cookie)).sid || undefined;
  const authorization = first(headers.authorization) || undefined;
  // Frappe's own words, from the scheme table. A Guest says so with the cookie `sid=Guest`, as Frappe's pages set it.
  if (!sid && !authorization) throw appError('AUTH_INVALID', noCredentialsMessage());
  const site = await lookup(headerSite ?? namespaceSite, first(headers.host));
  const origin = first(headers.origin);
  if (sid && !authorization && origin && hostnameOf(origin) !== hostnameOf(first(headers.host))) {
    throw appError('PERMISSION_DENIED', 'Invalid origin: a session socket must come from a page of this host');
  }
  const ip = clientIp(peer, first(headers['x-forwarded-for']), site.config.trusted_proxies);
  const caller = await resolveCaller(site, { authorization, sid, ip, now: epochMillis(clock) });
  if (!bearerScopeAllows(caller.principal)) throw appError('PERMISSION_DENIED', "This access token's scope does not allow realtime");
  return { site, principal: caller.principal, credentials: { sid: caller.session ? sid : undefined, authorization, ip } };
}
