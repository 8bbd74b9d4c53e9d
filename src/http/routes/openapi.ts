import type { FastifyInstance } from 'fastify';
import { issuerOf } from '../../oauth/issuer.ts';
import { buildOpenApiDocument } from '../../openapi/build-document.ts';
import { SVC_VERSION } from '../../rpc/builtin/basics.ts';
import type { MethodRegistry } from '../../rpc/registry.ts';
import { ctxOf } from '../request-context.ts';
import { requestOrigin } from '../request-origin.ts';

/**
 * `/api/openapi.json`: the OpenAPI 3.1 document of what the caller may use, built on each request
 * from the site's metadata and the caller's rights (openapi/build-document.ts). It differs per
 * caller, so no shared cache may keep it.
 */
export function registerOpenApiRoute(app: FastifyInstance, methods: MethodRegistry): void {
  app.get('/api/openapi.json', async (request, reply) => {
    const ctx = ctxOf(request);
    const site = ctx.site;
    const baseUrl = issuerOf({ siteName: site.name, hostName: site.config.host_name, ...requestOrigin(request, site) });
    const document = buildOpenApiDocument({
      user: ctx.user,
      meta: site.meta,
      controllers: site.controllers,
      methods,
      baseUrl,
      siteName: site.name,
      version: SVC_VERSION,
      guestUploads: site.config.allow_guests_to_upload_files === 1,
    });
    return reply.headers({ 'cache-control': 'private, no-cache', vary: 'Cookie, Authorization, Host, X-Frappe-Site-Name' }).type('application/json; charset=utf-8').send(JSON.stringify(document));
  });
}
