/**
 * Fastify's schema compilers, replaced by ones that refuse. svc validates requests against DocType
 * metadata, never against a route's JSON schema, so no route carries one; Fastify would still
 * load Ajv and fast-json-stringify when it builds its first schema controller (a sixth of a cold
 * start's module evaluation, and a fifth of the bundle, which scripts/build.js leaves them out of).
 * A route given a schema fails when the server starts, with this message, instead of running
 * unvalidated.
 */
function refuseSchemas(): never {
  throw new Error('svc routes carry no JSON schemas: requests are checked against DocType metadata');
}

export const noRouteSchemas = { compilersFactory: { buildValidator: refuseSchemas, buildSerializer: refuseSchemas } };
