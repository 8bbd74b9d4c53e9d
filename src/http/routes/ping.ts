import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { HttpMethod, HttpMethodTable } from '../http-method.ts';
import { maintenanceState, refuseDuringMaintenance } from '../maintenance.ts';
import { siteOf } from '../request-context.ts';

const PONG = { message: 'pong' };

/**
 * `ping` (Frappe's `frappe.handler.ping`): the health check load balancers call thousands of
 * times. It needs no caller and no database query, so it is answered outside the API scope's
 * hooks; it still addresses a site (404 when none matches, 503 while the site's maintenance_mode
 * stops it; read-only mode still pongs, as Frappe's does), and the rate-limit hooks and request
 * log apply as to any request. The `svc.ping`/`frappe.ping` forms go through the method registry.
 */
function ping(request: FastifyRequest, reply: FastifyReply) {
  if (maintenanceState(siteOf(request).config) === 'stopped') refuseDuringMaintenance('stopped', request);
  return reply.send(PONG);
}

export function pingMethods(): Array<[string, HttpMethod]> {
  return [['ping', { verbs: ['GET', 'POST', 'PUT', 'DELETE'], traits: {}, bare: true, handle: ping }]];
}

/** Mounts the table's bare methods at their own paths, on the root scope outside the API hooks. */
export function registerBareMethods(app: FastifyInstance, table: HttpMethodTable): void {
  for (const [name, entry] of table) {
    if (!entry.bare) continue;
    for (const prefix of ['/api/method', '/api/v1/method']) {
      app.route({ method: [...(entry.verbs ?? ['GET', 'POST', 'PUT', 'DELETE'])], url: `${prefix}/${name}`, exposeHeadRoute: false, handler: (request, reply) => entry.handle(request, reply, {}) });
    }
  }
}
