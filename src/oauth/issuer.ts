import { appError } from '../errors/app-error.ts';

/** What the issuer of a request is made from: the site and the origin the request came in on. */
export interface IssuerSource {
  /** The site's name (its folder), the last resort when the request names no usable host. */
  readonly siteName: string;
  /** The site's `host_name` config value, whatever it holds. */
  readonly hostName: unknown;
  /** The scheme the client used (`http` or `https`; a trusted proxy's X-Forwarded-Proto counts). */
  readonly protocol: string;
  /** The host and port the client used (the Host header, or a trusted proxy's X-Forwarded-Host). */
  readonly host: string | undefined;
}

/** A Host value svc will put in a URL: a DNS name or IP literal, and an optional port. */
const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.?|\[[0-9A-Fa-f:.]+\])(?::(\d{1,5}))?$/;

/**
 * The issuer: `iss` of every id_token and user info, discovery's `issuer` and the base of its
 * endpoint URLs (docs/DECISIONS.md D4, D26), as Frappe's get_url() makes it:
 * 1. the site's `host_name`; one without a scheme means https (`erp.example.com`);
 * 2. else the origin the request came in on: its scheme, host and port, so a client that reached
 *    svc at http://127.0.0.1:8000 finds that same origin in discovery (OpenID Connect Discovery
 *    §4.3 requires the issuer to equal the URL the document was fetched from). Forwarding headers
 *    count only from `trusted_proxies` (the caller resolves them), and discovery is cached per Host;
 * 3. else (no Host, or one that is no host[:port]) the site's name over the request's scheme.
 * Production sites should set `host_name`: then no request can choose the issuer.
 */
export function issuerOf(source: IssuerSource): string {
  if (typeof source.hostName === 'string' && source.hostName.trim()) return configuredIssuer(source.hostName.trim());
  const host = source.host ?? '';
  const m = HOST.exec(host);
  const usable = m !== null && (m[1] === undefined || Number(m[1]) <= 65535);
  return (usable ? originOf(source.protocol, host) : null) ?? originOf(source.protocol, source.siteName) ?? `${source.protocol}://${source.siteName}`;
}

/** `host_name` as an absolute http(s) URL without a trailing slash; anything else is the operator's mistake, 417. */
function configuredIssuer(hostName: string): string {
  const absolute = /^[a-z][a-z0-9+.-]*:\/\//i.test(hostName) ? hostName : `https://${hostName}`;
  let url: URL;
  try {
    url = new URL(absolute);
  } catch {
    throw invalidHostName(hostName);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password || url.search || url.hash) throw invalidHostName(hostName);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

function invalidHostName(hostName: string) {
  return appError('VALIDATION', `host_name ${JSON.stringify(hostName.slice(0, 200))} in site_config.json is not an http(s) URL such as https://erp.example.com; run svc set-config`);
}

/** `scheme://host[:port]` normalised (lower case, default port dropped), or null when it is no URL. */
function originOf(protocol: string, host: string): string | null {
  try {
    const url = new URL(`${protocol}://${host}`);
    return url.host === '' ? null : url.origin;
  } catch {
    return null;
  }
}
