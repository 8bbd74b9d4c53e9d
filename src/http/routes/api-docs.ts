import { csrfTokenOf } from '../hooks/session-state.ts';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appError } from '../../errors/app-error.ts';
import { escapeHtml } from '../../util/html.ts';
import { ownValue } from '../../util/own.ts';
import { ctxOf } from '../request-context.ts';
import { header } from '../request-headers.ts';

/**
 * Swagger UI's files as the npm package ships them, served by svc itself: the page works offline
 * and loads nothing from another origin. (Scalar's @scalar/api-reference needs Node 22 and weighs
 * 4.4 MB against Swagger UI's 1.9 MB.)
 */
interface Asset {
  file: string;
  type: string;
}

const PACKAGE_ASSETS: Record<string, Asset> = {
  'swagger-ui-bundle.js': { file: 'swagger-ui-bundle.js', type: 'text/javascript; charset=utf-8' },
  'swagger-ui.css': { file: 'swagger-ui.css', type: 'text/css; charset=utf-8' },
  'favicon-32x32.png': { file: 'favicon-32x32.png', type: 'image/png' },
};

/**
 * Starts Swagger UI on the caller's document. A page session's CSRF token (from the page's meta
 * tag) rides on "Try it out" requests to this origin only, so writes work from a /login session.
 */
const INIT_SCRIPT = `(function () {
  var meta = document.querySelector('meta[name="csrf-token"]');
  var csrf = meta ? meta.getAttribute('content') : '';
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    // A signed-in user's document holds hundreds of operations: the filter box narrows it by tag (DocType).
    filter: true,
    validatorUrl: null,
    oauth2RedirectUrl: window.location.origin + '/api/docs/oauth2-redirect.html',
    requestInterceptor: function (req) {
      if (csrf && new URL(req.url, window.location.href).origin === window.location.origin) req.headers['X-Frappe-CSRF-Token'] = csrf;
      return req;
    }
  });
})();
`;

const PAGE_CSP = "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";
const PAGE_HEADERS = { 'cache-control': 'no-store', 'content-security-policy': PAGE_CSP, 'x-frame-options': 'DENY', 'x-content-type-options': 'nosniff', 'referrer-policy': 'same-origin' };

function renderPage(site: string, assets: string, csrf: string | null): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="csrf-token" content="${escapeHtml(csrf ?? '')}">
<title>${escapeHtml(site)} API</title>
<link rel="icon" type="image/png" href="${assets}/favicon-32x32.png">
<link rel="stylesheet" href="${assets}/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="${assets}/swagger-ui-bundle.js"></script>
<script src="${assets}/docs-init.js"></script>
</body>
</html>
`;
}

/** Streams one of the package's files, gzipped for clients that take it. */
async function sendPackageFile(request: FastifyRequest, reply: FastifyReply, file: string, type: string, cacheControl: string) {
  reply.headers({ 'cache-control': cacheControl, 'x-content-type-options': 'nosniff', vary: 'Accept-Encoding' }).type(type);
  const stream = fs.createReadStream(file);
  if (!/\bgzip\b/.test(header(request, 'accept-encoding') ?? '')) return reply.send(stream);
  const gzip = createGzip();
  // pipeline ends both streams if the reply is torn down; its rejection then has no one to tell.
  pipeline(stream, gzip).catch(() => undefined);
  return reply.header('content-encoding', 'gzip').send(gzip);
}

/**
 * `/api/docs`: Swagger UI on `/api/openapi.json`, which the page fetches with the visitor's
 * cookies, so it shows what the signed-in user (or Guest) may use. Package files live under their
 * version (`/api/docs/assets/<version>/`) and are cached for a year; the page itself is never
 * cached (it carries the session's CSRF token). `oauth2-redirect.html` is where Swagger UI's
 * OAuth "Authorize" comes back: register it as a redirect URI of an OAuth Client to use it.
 */
export function registerApiDocs(app: FastifyInstance): void {
  const dir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  const version = String(JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version);
  const assets = `/api/docs/assets/${version}`;
  const YEAR = 'public, max-age=31536000, immutable';

  app.get('/api/docs', async (request, reply) => {
    const ctx = ctxOf(request);
    return reply.headers(PAGE_HEADERS).type('text/html; charset=utf-8').send(renderPage(ctx.site.name, assets, csrfTokenOf(request.svcAuth)));
  });
  app.get('/api/docs/assets/:version/:file', async (request, reply) => {
    const params = request.params as { version: string; file: string };
    if (params.version === version && params.file === 'docs-init.js') return reply.headers({ 'cache-control': YEAR, 'x-content-type-options': 'nosniff' }).type('text/javascript; charset=utf-8').send(INIT_SCRIPT);
    // Own keys only: a file named like a member of every object (constructor) is no asset.
    const asset = params.version === version ? ownValue(PACKAGE_ASSETS, params.file) : undefined;
    if (!asset) throw appError('ROUTE_NOT_FOUND', 'No such file of the API docs page');
    return sendPackageFile(request, reply, path.join(dir, asset.file), asset.type, YEAR);
  });
  app.get('/api/docs/oauth2-redirect.html', (request, reply) => sendPackageFile(request, reply, path.join(dir, 'oauth2-redirect.html'), 'text/html; charset=utf-8', 'public, max-age=3600'));
  app.get('/api/docs/oauth2-redirect.js', (request, reply) => sendPackageFile(request, reply, path.join(dir, 'oauth2-redirect.js'), 'text/javascript; charset=utf-8', 'public, max-age=3600'));
}
