import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isGuest } from '../../context/principal.ts';
import { appError } from '../../errors/app-error.ts';
import { sessionProfile } from '../../operations/session-profile.ts';
import { escapeHtml } from '../../util/html.ts';
import { csrfTokenOf } from '../hooks/session-state.ts';
import { ctxOf, type HttpContext } from '../request-context.ts';
import { header } from '../request-headers.ts';
import { looksLikeAsset, resolveStaticFile, sendStaticFile } from '../static-file.ts';
import { loginRedirect, scriptSafeJson } from './desk.ts';

/** An app's front-end as apps/load-frontends.ts resolves it (the same shape, named here as http/ uses it). */
export interface FrontendMount {
  app: string;
  route: string;
  root: string;
  index: string;
  loginRequired: boolean;
  roles: readonly string[] | null;
}

/** What the page's script finds in `frappe.boot` and, key by key, on `window` (docs/DECISIONS.md D63). */
export interface FrontendBoot {
  csrf_token: string;
  site_name: string;
  sitename: string;
  user: string;
  user_type: string;
  full_name: string;
  roles: string[];
  lang: string;
  time_zone: { system: string; user: string };
  socketio_port: number | null;
  default_route: string;
}

// The page is the app's own HTML, which may load what it likes: no Content-Security-Policy; never
// cached (it carries the session's CSRF token), never framed by another site.
const PAGE_HEADERS = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', 'x-frame-options': 'SAMEORIGIN', 'referrer-policy': 'same-origin' };
// What frappe-ui's build leaves for Frappe's Jinja: the token in a string or attribute, and its
// jinjaBootData loop, whose work the boot script below does.
const CSRF_PLACEHOLDER = /\{\{-?\s*csrf_token\s*-?\}\}/g;
const BOOT_LOOP = /\{%-?\s*for\s+\w+\s+in\s+boot\s*-?%\}[\s\S]*?\{%-?\s*endfor\s*-?%\}/g;

/**
 * The app's page with the boot in place: a script ahead of the page's first script or the end of
 * its head, whichever comes first (else at the end of its body, else first), sets `frappe.boot`, `frappe.csrf_token`, `frappe.session` and each boot
 * key on `window` (`window.csrf_token`, `window.site_name`, ...), as Frappe's www pages built by
 * frappe-ui get them. Replacements are functions: nothing in the boot is read as a pattern.
 */
export function renderFrontendPage(template: string, boot: FrontendBoot): string {
  const script = `<script>(function(b){var w=window;w.frappe=w.frappe||{};w.frappe.boot=b;w.frappe.csrf_token=b.csrf_token;w.frappe.session={user:b.user,user_fullname:b.full_name};for(var k in b)w[k]=b[k]})(${scriptSafeJson(boot)});</script>`;
  const html = template.replace(BOOT_LOOP, () => '').replace(CSRF_PLACEHOLDER, () => boot.csrf_token);
  const early = [html.search(/<script\b/i), html.search(/<\/head>/i)].filter((i) => i >= 0);
  const at = early.length > 0 ? Math.min(...early) : html.search(/<\/body>/i);
  return at >= 0 ? html.slice(0, at) + script + html.slice(at) : script + html;
}

/** The port the client reached this server on (socket.io is served on it too), or null when the Host names none. */
function portOf(request: FastifyRequest): number | null {
  const m = /:(\d{1,5})$/.exec(header(request, 'host') ?? '');
  return m ? Number(m[1]) : null;
}

async function bootFor(request: FastifyRequest, ctx: HttpContext, route: string): Promise<FrontendBoot> {
  const profile = await sessionProfile(ctx);
  return {
    csrf_token: csrfTokenOf(request.svcAuth) ?? '',
    site_name: ctx.site.name,
    sitename: ctx.site.name,
    user: ctx.user.name,
    user_type: ctx.user.userType,
    full_name: profile.fullName,
    roles: [...ctx.user.roles].sort(),
    lang: profile.lang,
    time_zone: { system: ctx.site.timeZone, user: profile.timeZone },
    socketio_port: portOf(request),
    default_route: route,
  };
}

/** The request's path below its first `depth` segments (still percent-encoded), a trailing slash dropped. */
function pathBelow(request: FastifyRequest, depth: number): string {
  return request.url.split('?')[0].split('/').slice(depth + 1).join('/').replace(/\/$/, '');
}

function sendForbidden(reply: FastifyReply, user: string): FastifyReply {
  const html = `<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>Not permitted</title></head><body><main><h1>Not permitted</h1><p>${escapeHtml(user)} may not open this page.</p><p><a href="/api/method/logout">Log out</a></p></main></body></html>\n`;
  return reply.status(403).headers(PAGE_HEADERS).type('text/html; charset=utf-8').send(html);
}

/**
 * Apps' front-ends (docs/DECISIONS.md D63): at `route/<path>`, a file of the built folder;
 * anything else at or below `route` is the index page with the boot (a Guest sent to /login and
 * back when the front-end needs a login), except a missing file (a path whose name has a static
 * file's extension) or a path that could not name one (`..`, hidden names), which are 404. Apps'
 * `public` folders are served at `/assets/<app>/`, as Frappe serves them.
 */
export function registerFrontends(app: FastifyInstance, frontends: readonly FrontendMount[], appDirs: ReadonlyMap<string, string>): void {
  for (const fe of frontends) {
    const depth = fe.route.split('/').length - 1;
    const page = async (request: FastifyRequest, reply: FastifyReply) => {
      const rest = pathBelow(request, depth);
      if (rest !== '') {
        const found = await resolveStaticFile(fe.root, rest);
        if (found === 'invalid' || (found === null && looksLikeAsset(rest))) throw appError('ROUTE_NOT_FOUND', `No such file of the front-end at ${fe.route}`);
        if (found && found.rel !== fe.index) return sendStaticFile(request, reply, found);
      }
      const ctx = ctxOf(request);
      if (fe.loginRequired && isGuest(ctx.user)) return loginRedirect(reply, request.url);
      if (fe.roles && !ctx.user.superuser && !fe.roles.some((r) => ctx.user.roles.has(r))) return sendForbidden(reply, ctx.user.name);
      let template: string;
      try {
        template = await fs.promises.readFile(path.join(fe.root, ...fe.index.split('/')), 'utf8');
      } catch {
        throw appError('ROUTE_NOT_FOUND', `The front-end at ${fe.route} is not built (${fe.index} is missing)`);
      }
      return reply.headers(PAGE_HEADERS).type('text/html; charset=utf-8').send(renderFrontendPage(template, await bootFor(request, ctx, fe.route)));
    };
    app.get(fe.route, page);
    app.get(`${fe.route}/*`, page);
  }

  app.get('/assets/:app/*', async (request, reply) => {
    const { app: name } = request.params as { app: string };
    const dir = appDirs.get(name);
    const found = dir ? await resolveStaticFile(path.join(dir, 'public'), pathBelow(request, 2)) : null;
    if (!found || found === 'invalid') throw appError('ROUTE_NOT_FOUND', `No such file of app ${name.slice(0, 140)}`);
    return sendStaticFile(request, reply, found);
  });
}
