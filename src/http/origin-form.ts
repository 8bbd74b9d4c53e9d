import type { IncomingMessage } from 'node:http';

const ABSOLUTE_FORM = /^https?:\/\/([^/?#]*)/i;

/**
 * A request's target in origin form (RFC 9112 §3.2): a client may send the absolute form
 * (`GET http://site/files/a.txt`, as to a proxy), which the router routes by its path while every
 * handler reads the path alone. The target's host replaces the Host header, as §3.2.2 requires,
 * so the request addresses the site its target names.
 */
export function originFormUrl(req: IncomingMessage): string {
  const url = req.url ?? '/';
  if (url.startsWith('/')) return url;
  const match = ABSOLUTE_FORM.exec(url);
  if (!match) return url;
  // userinfo (`user@host`) is deprecated and names no host.
  const host = match[1].slice(match[1].lastIndexOf('@') + 1);
  if (host !== '') req.headers.host = host;
  const rest = url.slice(match[0].length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}
