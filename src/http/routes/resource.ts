import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appError } from '../../errors/app-error.ts';
import { createDocument } from '../../operations/document-create.ts';
import { deleteDocument } from '../../operations/document-delete.ts';
import { getDocument } from '../../operations/document-get.ts';
import { listDocuments } from '../../operations/document-list.ts';
import { updateDocument } from '../../operations/document-update.ts';
import { runMethodOnResource } from '../../rpc/doc-method.ts';
import type { ParsedBody } from '../body-parsers.ts';
import { ifMatchPrecondition, sendDocument, sendWritten } from '../conditional.ts';
import { dataEnvelope } from '../envelope.ts';
import { buildFormDict, documentInput } from '../form-dict.ts';
import { sendWriteAnswer } from '../idempotency.ts';
import { ctxOf } from '../request-context.ts';
import { sendList } from '../send-list.ts';

const PREFIX = '/api/resource/';
const V1_PREFIX = '/api/v1/resource/';

/** A part of the path decoded; most need no decoding (this runs for every document request). */
function decodePart(part: string): string {
  if (!part.includes('%')) return part;
  if (part.includes('%00')) throw appError('VALIDATION', 'The URL holds a NUL character');
  try {
    return decodeURIComponent(part);
  } catch {
    throw appError('VALIDATION', 'The URL holds an invalid percent-encoding');
  }
}

/** Splits `/api[/v1]/resource/<doctype>[/<name>]` from the raw URL, decoding each part once. */
export function resourcePath(rawUrl: string): { doctype: string; name: string | null } {
  const query = rawUrl.indexOf('?');
  const path = query === -1 ? rawUrl : rawUrl.slice(0, query);
  const rest = path.startsWith(PREFIX) ? path.slice(PREFIX.length) : path.startsWith(V1_PREFIX) ? path.slice(V1_PREFIX.length) : path;
  const slash = rest.indexOf('/');
  if (slash === -1) return { doctype: decodePart(rest), name: null };
  let name = rest.slice(slash + 1);
  if (name.endsWith('/')) name = name.slice(0, -1);
  return { doctype: decodePart(rest.slice(0, slash)), name: name === '' ? null : decodePart(name) };
}

type Target = { doctype: string; name: string | null };
type VerbHandler = (request: FastifyRequest, reply: FastifyReply, target: Target, form: Record<string, unknown>) => Promise<unknown> | unknown;

const COLLECTION_VERBS = 'GET, HEAD, POST';
const DOCUMENT_VERBS = 'GET, HEAD, PUT, DELETE';

/** GET and HEAD: the listing of a DocType, a document, or a document method run with read permission. */
const read: VerbHandler = async (request, reply, { doctype, name }, form) => {
  const ctx = ctxOf(request);
  if (name === null) return sendList(reply, await listDocuments(ctx, doctype, form, { allowLimitAlias: true }));
  if (typeof form.run_method === 'string' && request.method === 'GET') return runDocMethod(request, reply, doctype, name, form);
  return sendDocument(request, reply, await getDocument(ctx, doctype, name), ctx.messages, 'v1');
};

/** POST: a new document, or a document method run with write permission. */
const post: VerbHandler = async (request, reply, { doctype, name }, form) => {
  const ctx = ctxOf(request);
  if (name === null) return sendWriteAnswer(request, reply, () => createDocument(ctx, doctype, documentInput(form, 'create')), (doc) => ({ status: 200, body: dataEnvelope(doc, ctx.messages) }));
  if (typeof form.run_method === 'string') return runDocMethod(request, reply, doctype, name, form);
  throw methodNotAllowed(DOCUMENT_VERBS);
};

const update: VerbHandler = async (request, reply, { doctype, name }, form) => {
  if (name === null) throw methodNotAllowed(COLLECTION_VERBS);
  const ctx = ctxOf(request);
  return sendWritten(request, reply, await updateDocument(ctx, doctype, name, documentInput(form, 'update'), ifMatchPrecondition(request)), ctx.messages, 'v1');
};

const remove: VerbHandler = async (request, reply, { doctype, name }) => {
  if (name === null) throw methodNotAllowed(COLLECTION_VERBS);
  await deleteDocument(ctxOf(request), doctype, name, ifMatchPrecondition(request));
  return reply.status(202).send({ message: 'ok' });
};

const notAllowed: VerbHandler = (_request, _reply, { name }) => {
  throw methodNotAllowed(name === null ? COLLECTION_VERBS : DOCUMENT_VERBS);
};

/** One handler per verb; OPTIONS (a CORS preflight) answers empty, as Frappe does. */
const VERB_HANDLERS: Record<string, VerbHandler> = {
  GET: read, HEAD: read, POST: post, PUT: update, DELETE: remove, PATCH: notAllowed,
  OPTIONS: (_request, reply) => reply.status(200).send(''),
};

/** run_method (frappe/api/v1.py execute_doc_method): a whitelisted document method; GET needs read, POST write permission. */
async function runDocMethod(request: FastifyRequest, reply: FastifyReply, doctype: string, name: string, form: Record<string, unknown>) {
  const ctx = ctxOf(request);
  const { run_method: docMethod, ...args } = form;
  const data = (await runMethodOnResource(ctx, doctype, name, String(docMethod), request.method, args)) ?? null;
  return reply.send(dataEnvelope(data, ctx.messages));
}

/**
 * Frappe's v1 resource routes (frappe/api/v1.py): list, create, read, update, delete. The name
 * is everything after the DocType, so names with `/` work; trailing slashes are optional.
 */
export function registerResourceRoutes(app: FastifyInstance): void {
  for (const prefix of ['/api/resource', '/api/v1/resource']) {
    for (const [verb, handle] of Object.entries(VERB_HANDLERS)) {
      app.route({
        method: verb as 'GET',
        url: `${prefix}/*`,
        exposeHeadRoute: false,
        // A POST (create, run_method) honours Idempotency-Key (http/idempotency.ts).
        config: verb === 'POST' ? { svc: { idempotent: true } } : undefined,
        handler: (request, reply) => {
          const target = resourcePath(request.url);
          if (!target.doctype) throw appError('ROUTE_NOT_FOUND', 'No DocType in the URL: use /api/resource/<DocType>[/<name>]');
          return handle(request, reply, target, buildFormDict(request.query, request.body as ParsedBody | undefined));
        },
      });
    }
  }
}

function methodNotAllowed(allow: string) {
  return appError('METHOD_NOT_ALLOWED', 'Method Not Allowed', { headers: { Allow: allow } });
}
