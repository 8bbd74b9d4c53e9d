import { csrfTokenOf } from '../hooks/session-state.ts';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appError } from '../../errors/app-error.ts';
import { isGuest } from '../../context/principal.ts';
import { escapeHtml } from '../../util/html.ts';
import { ctxOf } from '../request-context.ts';
import { header } from '../request-headers.ts';

/** The desk's prebuilt files (desk/dist, committed): nothing is built at install or fetched at run time. */
const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../desk/dist');
/** Where the page loads its assets from; desk/build.mjs gives Vite the same base. */
export const DESK_ASSETS_PATH = '/assets/desk';

const PAGE_CSP = "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; frame-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";
const PAGE_HEADERS = { 'cache-control': 'no-store', 'content-security-policy': PAGE_CSP, 'x-frame-options': 'DENY', 'x-content-type-options': 'nosniff', 'referrer-policy': 'same-origin' };
// Vite names every asset after a hash of its content, so a name is never reused for other bytes.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};
// One path segment of ordinary characters: no separators, no dot-files, so nothing outside desk/dist
// is reachable; with TYPES (no .html, no .json) only the built assets are.
const ASSET_NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,200}$/;
const BOOT_MARK = '<!--svc-boot-->';

interface CachedFile {
  mtimeMs: number;
  raw: Buffer;
  gzip: Buffer | null;
}

/** The boot data Frappe's desk gets in its page (frappe.boot): who is signed in and the session's CSRF token. */
export interface DeskBoot {
  user: string;
  user_type: string;
  roles: string[];
  csrf_token: string | null;
  site_name: string;
}

/** JSON safe inside a `<script type="application/json">` element: nothing in it can close the element. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The page with the boot data in place of the build's marker (a data block: CSP's script-src does not apply). */
export function renderDeskPage(template: string, boot: DeskBoot): string {
  return template.replace(BOOT_MARK, `<script type="application/json" id="svc-boot">${scriptSafeJson(boot)}</script>`);
}

/**
 * Files of desk/dist read once per change of their mtime (a rebuild while serving is picked up),
 * kept with their gzip, in a cache owned by one registration.
 */
function fileCache() {
  const cache = new Map<string, CachedFile>();
  return (file: string, compress: boolean): CachedFile | null => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      return null;
    }
    if (!stat.isFile()) return null;
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === stat.mtimeMs) return hit;
    const raw = fs.readFileSync(file);
    const entry = { mtimeMs: stat.mtimeMs, raw, gzip: compress ? gzipSync(raw, { level: 9 }) : null };
    cache.set(file, entry);
    return entry;
  };
}

/** Where a Guest goes to sign in first, coming back to the page they asked for. */
export function loginRedirect(reply: FastifyReply, target: string): FastifyReply {
  return reply.status(303).header('location', `/login?redirect-to=${encodeURIComponent(target)}`).header('cache-control', 'no-store').send();
}

/** `/` (a GET without `cmd`): Frappe's landing, the desk for a signed-in user and the login page for a Guest. */
export function sendLanding(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const user = ctxOf(request).user;
  if (isGuest(user)) return reply.status(303).header('location', '/login').header('cache-control', 'no-store').send();
  if (user.userType === 'System User') return reply.status(303).header('location', '/app').header('cache-control', 'no-store').send();
  return sendNotForWebsiteUsers(reply, user.name);
}

/** A Website User has no desk (Frappe sends them to their portal, which svc has not): say so instead of looping. */
function sendNotForWebsiteUsers(reply: FastifyReply, user: string): FastifyReply {
  const html = `<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>No desk access</title></head><body><main><h1>No desk access</h1><p>You are signed in as ${escapeHtml(user)}, a Website User; the desk is for System Users.</p><p><a href="/api/method/logout">Log out</a></p></main></body></html>\n`;
  return reply.status(403).headers(PAGE_HEADERS).type('text/html; charset=utf-8').send(html);
}

/**
 * The desk: `/app` and every client-side route under it answer the single-page app's HTML with
 * the boot data inline (never cached: it carries the session's CSRF token); a Guest is sent to
 * /login and back. Its assets are served from desk/dist under `/assets/desk/`, gzipped
 * for clients that take it and cached for a year (hashed names).
 */
export function registerDesk(app: FastifyInstance): void {
  const read = fileCache();

  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    const ctx = ctxOf(request);
    if (isGuest(ctx.user)) return loginRedirect(reply, request.url);
    if (ctx.user.userType !== 'System User') return sendNotForWebsiteUsers(reply, ctx.user.name);
    const template = read(path.join(DIST, 'index.html'), false);
    if (!template) throw appError('INTERNAL', 'The desk is not built: run npm run build:desk');
    const boot: DeskBoot = { user: ctx.user.name, user_type: ctx.user.userType, roles: [...ctx.user.roles].sort(), csrf_token: csrfTokenOf(request.svcAuth), site_name: ctx.site.name };
    return reply.headers(PAGE_HEADERS).type('text/html; charset=utf-8').send(renderDeskPage(template.raw.toString('utf8'), boot));
  };
  app.get('/app', page);
  app.get('/app/*', page);

  app.get(`${DESK_ASSETS_PATH}/:file`, async (request, reply) => {
    const { file } = request.params as { file: string };
    const type = TYPES[path.extname(file)];
    const entry = ASSET_NAME.test(file) && type ? read(path.join(DIST, file), true) : null;
    if (!entry || !type) throw appError('ROUTE_NOT_FOUND', `No such file of the desk: ${file}`);
    reply.headers({ 'cache-control': IMMUTABLE, 'x-content-type-options': 'nosniff', vary: 'Accept-Encoding' }).type(type);
    if (entry.gzip && /\bgzip\b/.test(header(request, 'accept-encoding') ?? '')) return reply.header('content-encoding', 'gzip').send(entry.gzip);
    return reply.send(entry.raw);
  });
}
