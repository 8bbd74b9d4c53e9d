import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SiteRegistry } from '../../sites/site-registry.ts';
import { header } from '../request-headers.ts';

/**
 * Picks the request's site once, as it arrives (docs/DECISIONS.md D3: `X-Frappe-Site-Name`, Host,
 * `default_site`), for every later hook and handler: rate limiting, authentication, ping and the
 * routes all read `request.svcSite`. A name that matches no site is 404 through the error handler.
 */
export function registerSiteResolution(app: FastifyInstance, sites: SiteRegistry): void {
  const open = async (request: FastifyRequest, name: string) => {
    request.svcSite = await sites.get(name);
  };
  // Callback style: an open site (every request after the first) costs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    let name: string;
    try {
      name = sites.resolveName(header(request, 'x-frappe-site-name'), header(request, 'host'));
    } catch (err) {
      return done(err as Error);
    }
    const site = sites.opened(name);
    if (site) {
      request.svcSite = site;
      return done();
    }
    open(request, name).then(() => done(), (err: Error) => done(err));
  });
}
