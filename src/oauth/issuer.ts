import { appError } from '../errors/app-error.ts';

/** What the issuer of a request is made from: the site and what the request said. */
export interface IssuerSource {
  /** The site's name (its folder), which the site registry matched. */
  readonly siteName: string;
  /** The site's `host_name` config value, whatever it holds. */
  readonly hostName: unknown;
  /** The scheme of the connection (`http` or `https`). */
  readonly protocol: string;
  /** The request's Host header. */
  readonly host: string | undefined;
}

/**
 * The issuer: `iss` of every id_token and user info, discovery's `issuer` and the base of its
 * endpoint URLs (decisions D4, D26). Never an origin a client made up (security checklist 25):
 * 1. the site's `host_name`; one without a scheme means https (`erp.example.com`);
 * 2. else the request's Host, but only when that Host is what chose the site (its name, port aside,
 *    is the site's name: the site registry matched it, decisions D3), as Frappe's get_url does;
 * 3. else (the site came from X-Frappe-Site-Name or default_site, so the Host is arbitrary) the
 *    site's name over the connection's scheme: Frappe's own fallback, the same for every request.
 */
export function issuerOf(source: IssuerSource): string {
  if (typeof source.hostName === 'string' && source.hostName.trim()) return configuredIssuer(source.hostName.trim());
  const m = /^([^:]+)(?::(\d{1,5}))?$/.exec(source.host ?? '');
  const hostSelected = m !== null && m[1].toLowerCase() === source.siteName.toLowerCase();
  return originOf(source.protocol, hostSelected ? `${m[1]}${m[2] ? `:${m[2]}` : ''}` : source.siteName) ?? originOf(source.protocol, source.siteName) ?? `${source.protocol}://${source.siteName}`;
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
    return new URL(`${protocol}://${host}`).origin;
  } catch {
    return null;
  }
}
