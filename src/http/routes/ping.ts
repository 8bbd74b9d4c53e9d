import type { FastifyInstance } from 'fastify';
import type { SiteRegistry } from '../../sites/site-registry.ts';
import { maintenanceState, refuseDuringMaintenance } from '../maintenance.ts';
import { header } from '../request-headers.ts';

/**
 * `/api/method/ping` (Frappe's `frappe.handler.ping`): the health check load balancers call
 * thousands of times. It needs no caller and no database query, so it is answered outside the API
 * scope's context hooks; it still addresses a site (404 when none matches, 503 while the site's
 * maintenance_mode stops it), and the rate-limit
 * hooks and request log apply as to any request. The `svc.ping`/`frappe.ping` forms go through
 * the method registry.
 */
export function registerPing(app: FastifyInstance, sites: SiteRegistry): void {
  const body = { message: 'pong' };
  for (const url of ['/api/method/ping', '/api/v1/method/ping']) {
    app.route({
      method: ['GET', 'POST', 'PUT', 'DELETE'],
      url,
      exposeHeadRoute: false,
      handler: async (request, reply) => {
        const site = await sites.get(sites.resolveName(header(request, 'x-frappe-site-name'), header(request, 'host')));
        // A stopped site answers its health check 503 too, as Frappe's does; read-only mode still pongs.
        if (maintenanceState(site.config) === 'stopped') refuseDuringMaintenance('stopped', request);
        return reply.send(body);
      },
    });
  }
}
