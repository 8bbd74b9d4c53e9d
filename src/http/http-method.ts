import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RouteTraits } from './route-traits.ts';

/**
 * A method of `/api/method/<name>` that needs the raw request or reply (it writes cookies,
 * streams a body, or answers in a shape other than Frappe's `{"message"}`). These sit in one
 * table (routes/http-methods.ts) beside the registry of whitelisted functions, which the method
 * route consults when a name is not here.
 */
export interface HttpMethod {
  /** Verbs it answers; another verb goes on to the registry as any unknown name does. Any verb when absent. */
  readonly verbs?: readonly string[];
  /** What the request hooks apply to it (session source, CSRF exemption, maintenance). */
  readonly traits: RouteTraits;
  /** Answered outside the API hooks: no caller, no database (ping). */
  readonly bare?: boolean;
  handle(request: FastifyRequest, reply: FastifyReply, form: Record<string, unknown>): unknown;
}

/** HTTP methods by dotted name; a method with several names appears under each. */
export type HttpMethodTable = ReadonlyMap<string, HttpMethod>;

/** The entry answering `name` for this verb, if any. */
export function httpMethodFor(table: HttpMethodTable, name: string, verb: string): HttpMethod | undefined {
  const entry = table.get(name);
  return entry && (!entry.verbs || entry.verbs.includes(verb)) ? entry : undefined;
}
