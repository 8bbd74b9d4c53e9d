import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appError } from '../../../errors/app-error.ts';
import type { MethodRegistry } from '../../../rpc/registry.ts';
import type { ParsedBody } from '../../body-parsers.ts';
import { buildFormDict } from '../../form-dict.ts';
import { batchV2 } from './batch.ts';
import { bulkAnyV2 } from './bulk-any.ts';
import { copyV2 } from './document-copy.ts';
import { searchV2 } from './doctype-search.ts';
import { runDocMethodRouteV2 } from './run-doc-method.ts';
import { countV2 } from './doctype-count.ts';
import { metaV2 } from './doctype-meta.ts';
import { bulkV2 } from './document-bulk.ts';
import { createV2 } from './document-create.ts';
import { deleteV2 } from './document-delete.ts';
import { listV2 } from './document-list.ts';
import { documentMethodV2 } from './document-method.ts';
import { readV2 } from './document-read.ts';
import { updateV2 } from './document-update.ts';
import { methodV2 } from './method.ts';
import { jobV2 } from './jobs.ts';
import { registerV2HttpMethods } from './http-methods.ts';
import type { HttpMethodTable } from '../../http-method.ts';
import { decodePart, documentTarget, v2Parts } from './paths.ts';

const VERBS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
const ALLOW = { collection: 'GET, HEAD, POST', document: 'GET, HEAD, PUT, PATCH, DELETE', method: 'GET, POST', doctype: 'GET, HEAD', batch: 'POST', jobs: 'GET, HEAD' };

const formOf = (request: FastifyRequest) => buildFormDict(request.query, request.body as ParsedBody | undefined);

/** `/api/v2/document/...`: one handler per endpoint, picked by what the path addresses and the verb. */
function documentRoute(request: FastifyRequest, reply: FastifyReply) {
  let target = documentTarget(request.url);
  const verb = request.method;
  if (verb === 'OPTIONS') return reply.status(200).send('');
  const form = formOf(request);
  if (target.kind === 'collection') {
    if (verb === 'GET' || verb === 'HEAD') return listV2(request, reply, target.doctype, form);
    if (verb === 'POST') return createV2(request, reply, target.doctype, form);
    throw methodNotAllowed(ALLOW.collection);
  }
  if (target.kind === 'method') {
    if (verb === 'GET' || verb === 'POST') return documentMethodV2(request, reply, target.doctype, target.name, target.method, form);
    throw methodNotAllowed(ALLOW.method);
  }
  if (verb === 'POST' && (target.name === 'bulk_update' || target.name === 'bulk_delete')) return bulkV2(request, reply, target.doctype, target.name, form);
  // Only GET has a copy rule; for the other verbs, as in werkzeug, `<name>/copy` is a document's name.
  if (target.kind === 'copy' && (verb === 'GET' || verb === 'HEAD')) return copyV2(request, reply, target.doctype, target.name);
  if (target.kind === 'copy') target = { kind: 'document', doctype: target.doctype, name: `${target.name}/copy` };
  if (verb === 'GET' || verb === 'HEAD') return readV2(request, reply, target.doctype, target.name);
  if (verb === 'PUT' || verb === 'PATCH') return updateV2(request, reply, target.doctype, target.name, form);
  if (verb === 'DELETE') return deleteV2(request, reply, target.doctype, target.name);
  throw methodNotAllowed(ALLOW.document);
}

/** `/api/v2/doctype/<doctype>/meta`, `/count` and `/search`. */
function doctypeRoute(request: FastifyRequest, reply: FastifyReply, registry: MethodRegistry) {
  const parts = v2Parts(request.url, 'doctype');
  if (parts.length !== 2 || !parts[0] || !['meta', 'count', 'search'].includes(parts[1])) {
    throw appError('ROUTE_NOT_FOUND', 'Not found: use /api/v2/doctype/<DocType>/meta, /count or /search');
  }
  if (request.method === 'OPTIONS') return reply.status(200).send('');
  if (request.method !== 'GET' && request.method !== 'HEAD') throw methodNotAllowed(ALLOW.doctype);
  const doctype = decodePart(parts[0]);
  if (parts[1] === 'search') return searchV2(request, reply, registry, doctype, formOf(request));
  return parts[1] === 'meta' ? metaV2(request, reply, registry, doctype) : countV2(request, reply, doctype, formOf(request));
}

/**
 * Frappe v15's REST API v2 (frappe/api/v2.py) under `/api/v2`: documents, DocType metadata and
 * counts, whitelisted methods. Answers are `{"data": ...}`, errors v2's `{"errors": [...]}`
 * (http/api-version.ts picks the serializer by path). v1 routes are untouched.
 */
export function registerV2Routes(app: FastifyInstance, registry: MethodRegistry, appNames: readonly string[], httpMethods: HttpMethodTable): void {
  registerV2HttpMethods(app, httpMethods, formOf);
  // POSTs to documents, methods and batches honour Idempotency-Key (http/idempotency.ts).
  const idempotent = { svc: { idempotent: true } };
  app.route({ method: [...VERBS], url: '/api/v2/document/*', exposeHeadRoute: false, config: idempotent, handler: documentRoute });
  app.route({ method: [...VERBS], url: '/api/v2/doctype/*', exposeHeadRoute: false, handler: (request, reply) => doctypeRoute(request, reply, registry) });
  app.route({ method: [...VERBS], url: '/api/v2/method/*', exposeHeadRoute: false, config: idempotent, handler: (request, reply) => methodV2(request, reply, registry, appNames, formOf(request)) });
  // Frappe develop's own rules for these names win over method/<method>; other verbs fall through to it, as in werkzeug.
  for (const kind of ['bulk_update', 'bulk_delete'] as const) {
    app.route({ method: [...VERBS], url: `/api/v2/method/${kind}`, exposeHeadRoute: false, config: idempotent, handler: (request, reply) => (request.method === 'POST' ? bulkAnyV2(request, reply, kind, formOf(request)) : methodV2(request, reply, registry, appNames, formOf(request))) });
  }
  app.route({
    method: [...VERBS], url: '/api/v2/method/run_doc_method', exposeHeadRoute: false, config: idempotent,
    handler: (request, reply) => (request.method === 'GET' || request.method === 'POST' ? runDocMethodRouteV2(request, reply, formOf(request)) : methodV2(request, reply, registry, appNames, formOf(request))),
  });
  app.route({ method: [...VERBS], url: '/api/v2/batch', exposeHeadRoute: false, config: idempotent, handler: (request, reply) => batchRoute(request, reply, registry) });
  app.route({ method: [...VERBS], url: '/api/v2/jobs/*', exposeHeadRoute: false, handler: jobsRoute });
}

/** `/api/v2/batch`: POST only. */
function batchRoute(request: FastifyRequest, reply: FastifyReply, registry: MethodRegistry) {
  if (request.method === 'OPTIONS') return reply.status(200).send('');
  if (request.method !== 'POST') throw methodNotAllowed(ALLOW.batch);
  return batchV2(request, reply, registry, formOf(request));
}

/** `/api/v2/jobs/<id>`: GET and HEAD only. */
function jobsRoute(request: FastifyRequest, reply: FastifyReply) {
  if (request.method === 'OPTIONS') return reply.status(200).send('');
  if (request.method !== 'GET' && request.method !== 'HEAD') throw methodNotAllowed(ALLOW.jobs);
  return jobV2(request, reply);
}

function methodNotAllowed(allow: string) {
  return appError('METHOD_NOT_ALLOWED', 'Method Not Allowed', { headers: { Allow: allow } });
}
