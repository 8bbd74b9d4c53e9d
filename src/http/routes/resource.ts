import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appError } from '../../errors/app-error.ts';
import { createDocument } from '../../operations/document-create.ts';
import { deleteDocument } from '../../operations/document-delete.ts';
import { getDocument } from '../../operations/document-get.ts';
import { listDocuments } from '../../operations/document-list.ts';
import { updateDocument } from '../../operations/document-update.ts';
import { runMethodOnResource } from '../../rpc/doc-method.ts';
import type { ParsedBody } from '../body-parsers.ts';
import { dataEnvelope } from '../envelope.ts';
import { buildFormDict, documentInput } from '../form-dict.ts';
import { ctxOf } from '../request-context.ts';
import { sendList } from '../send-list.ts';

/** Splits `/api[/v1]/resource/<doctype>[/<name>]` from the raw URL, decoding each part once. */
export function resourcePath(rawUrl: string): { doctype: string; name: string | null } {
  const path = rawUrl.split('?')[0];
  const rest = path.replace(/^\/api(?:\/v1)?\/resource\//, '');
  const slash = rest.indexOf('/');
  const decode = (part: string) => {
    if (part.includes('%00')) throw appError('VALIDATION', 'The URL holds a NUL character');
    try {
      return decodeURIComponent(part);
    } catch {
      throw appError('VALIDATION', 'The URL holds an invalid percent-encoding');
    }
  };
  if (slash === -1) return { doctype: decode(rest), name: null };
  let name = rest.slice(slash + 1);
  if (name.endsWith('/')) name = name.slice(0, -1);
  return { doctype: decode(rest.slice(0, slash)), name: name === '' ? null : decode(name) };
}

/**
 * Frappe's v1 resource routes (frappe/api/v1.py): list, create, read, update, delete. The name
 * is everything after the DocType, so names with `/` work; trailing slashes are optional.
 */
export function registerResourceRoutes(app: FastifyInstance): void {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const ctx = ctxOf(request);
    const { doctype, name } = resourcePath(request.url);
    if (!doctype) throw appError('ROUTE_NOT_FOUND', 'No DocType in the URL: use /api/resource/<DocType>[/<name>]');
    const form = buildFormDict(request.query, request.body as ParsedBody | undefined);
    const method = request.method;
    if (method === 'OPTIONS') return reply.status(200).send('');
    if (name === null) {
      if (method === 'GET' || method === 'HEAD') return sendList(reply, await listDocuments(ctx, doctype, form, { allowLimitAlias: true }));
      if (method === 'POST') return reply.send({ data: await createDocument(ctx, doctype, documentInput(form)) });
      throw methodNotAllowed('GET, HEAD, POST');
    }
    // run_method (frappe/api/v1.py execute_doc_method): a whitelisted document method; GET needs read, POST write permission.
    if (typeof form.run_method === 'string' && (method === 'GET' || method === 'POST')) {
      const { run_method: docMethod, ...args } = form;
      const data = (await runMethodOnResource(ctx, doctype, name, docMethod, method, args)) ?? null;
      return reply.send(dataEnvelope(data, ctx.messages));
    }
    if (method === 'GET' || method === 'HEAD') return reply.send({ data: await getDocument(ctx, doctype, name) });
    if (method === 'PUT') return reply.send({ data: await updateDocument(ctx, doctype, name, documentInput(form)) });
    if (method === 'DELETE') {
      await deleteDocument(ctx, doctype, name);
      return reply.status(202).send({ message: 'ok' });
    }
    throw methodNotAllowed('GET, HEAD, PUT, DELETE');
  };
  for (const prefix of ['/api/resource', '/api/v1/resource']) {
    app.route({ method: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'], url: `${prefix}/*`, handler });
  }
}

function methodNotAllowed(allow: string) {
  return appError('METHOD_NOT_ALLOWED', 'Method Not Allowed', { headers: { Allow: allow } });
}
