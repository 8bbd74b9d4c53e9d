import { appError, isAppError } from '../../errors/app-error.ts';
import type { DocTypeMeta } from '../../meta/doctype-meta.ts';
import type { DocContext } from '../../model/doc-context.ts';
import type { Doc } from '../../model/document.ts';
import { loadReadableDocument } from '../../model/load-document.ts';
import { accessFor } from '../../model/permissions.ts';
import { permissionDenied } from '../../model/steps/check-permission.ts';
import { checkTimestamp } from '../../model/steps/field-rules.ts';
import { requireDocType } from '../../operations/require-doctype.ts';
import { isPlainObject } from '../../util/json.ts';
import { MAX_DOCUMENT_DEPTH, parseJsonWithin, tooDeepMessage } from '../../util/json-depth.ts';
import { docDict, invokeDocMethod, requireWritable, resolveDocMethod } from '../doc-method.ts';
import type { OperationRequest } from '../../operations/operation-request.ts';
import { runOperation } from '../../operations/run-operation.ts';
import { whitelist, type DocDict, type HttpVerb } from '../method-def.ts';
import { MethodResponse } from '../method-response.ts';
import type { MethodRegistry } from '../registry.ts';

/** Every verb reaches the document method, whose own verbs decide (Frappe checks them there). */
const ANY_VERB: HttpVerb[] = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH'];

/**
 * `run_doc_method` (and its older name `runserverobj`), frappe/handler.py: runs a whitelisted
 * document method on `dt`+`dn` (a stored document; `dn` defaults to `dt` for Single DocTypes)
 * or on `docs` (a document as the client holds it: its unsaved values over the stored ones,
 * `modified` compared; without a name, a new document). Read permission is required, as in
 * Frappe; whatever the method saves goes through the permission-checked document API. Answers
 * `{"docs": [<document after the call>], "message": <return value>}` (no `message` for nothing).
 * Guests pass here and are refused by the document method unless it allows them.
 */
export function registerRunDocMethod(registry: MethodRegistry): void {
  const def = whitelist({
    path: 'run_doc_method',
    allowGuest: true,
    methods: ANY_VERB,
    params: [
      { name: 'method', type: 'str', required: true },
      { name: 'docs', type: 'json' },
      { name: 'dt', type: 'str' },
      { name: 'dn', type: 'str' },
      { name: 'args', type: 'any' },
      { name: 'arg', type: 'any' },
    ],
    handler: (api, a) => runDocMethod(api.dc, api.verb, a),
  });
  registry.register('run_doc_method', def);
  registry.register('runserverobj', def);
}

async function runDocMethod(dc: DocContext, verb: string, a: Record<string, any>): Promise<MethodResponse> {
  const write = verb !== 'GET' && verb !== 'HEAD';
  const { meta, stored, doc } = a.dt ? await fromStored(dc, a.dt, a.dn || a.dt, write) : await fromClient(dc, a.docs, write);
  const def = resolveDocMethod(dc, meta, a.method, verb);
  const value = await invokeDocMethod(dc, verb, def, doc, methodArgs(def.params ?? [], a.args || a.arg));
  return new MethodResponse(value, { docs: [withoutNulls(await docAfter(dc, meta, stored, doc))] });
}

/**
 * `/api/v2/method/run_doc_method` (Frappe develop's frappe/api/v2.py run_doc_method): `document`
 * (an object or its JSON text) as the client holds it, `method`, and `kwargs` the method's
 * arguments (those it does not take are dropped). A stored document is overlaid as v1's `docs`
 * is, its `modified` compared; one without a name, or with `__islocal`, is a new one never
 * saved. The caller needs read permission for GET and write permission for POST, as v2 maps
 * verbs; answers the method's value and the document as it left it.
 */
export function runDocMethodV2(ctx: OperationRequest, verb: string, form: Record<string, unknown>): Promise<{ value: unknown; doc: DocDict }> {
  let document = form.document;
  if (typeof document === 'string') {
    const parsed = parseJsonWithin(document, MAX_DOCUMENT_DEPTH);
    if (!parsed.ok && parsed.tooDeep) throw appError('VALIDATION', tooDeepMessage("'document'", MAX_DOCUMENT_DEPTH));
    document = parsed.ok ? parsed.value : undefined;
  }
  if (!isPlainObject(document)) throw appError('VALIDATION', "'document' must be a dictionary");
  if (typeof form.method !== 'string' || !form.method) throw appError('VALIDATION', "'method' must be the name of a document method");
  const method = form.method;
  const kwargs = methodArgs([], form.kwargs);
  const write = verb !== 'GET' && verb !== 'HEAD';
  return runOperation(ctx, write ? 'write' : 'read', async (dc) => {
    const { meta, stored, doc } = await fromClient(dc, document, write);
    if (write && stored) requireWritable(dc, meta, stored);
    else if (write && !accessFor(meta, dc.user, dc.site.controllers).has('write')) throw permissionDenied(meta.name, dc.user, 'write');
    const def = resolveDocMethod(dc, meta, method, verb);
    const value = await invokeDocMethod(dc, verb, def, doc, kwargs);
    return { value, doc: withoutNulls(await docAfter(dc, meta, stored, doc)) };
  });
}

async function fromStored(dc: DocContext, doctype: string, name: string, write: boolean) {
  const meta = requireDocType(dc, doctype);
  const stored = await loadReadableDocument(dc, meta, name, write);
  return { meta, stored, doc: docDict(dc, meta, stored) };
}

async function fromClient(dc: DocContext, docs: unknown, write: boolean): Promise<{ meta: DocTypeMeta; stored: Doc | null; doc: DocDict }> {
  if (!isPlainObject(docs) || typeof docs.doctype !== 'string') throw appError('VALIDATION', 'run_doc_method needs dt and dn, or docs: a document with its doctype');
  const meta = requireDocType(dc, docs.doctype);
  if (docs.name === undefined || docs.name === null || docs.name === '' || docs.__islocal) {
    if (!accessFor(meta, dc.user, dc.site.controllers).has('read')) throw permissionDenied(meta.name, dc.user, 'read');
    return { meta, stored: null, doc: { ...docs, doctype: meta.name } };
  }
  const stored = await loadReadableDocument(dc, meta, String(docs.name), write);
  checkTimestamp(docs.modified, stored, dc.now);
  const doc = docDict(dc, meta, stored);
  for (const field of [...meta.dataFields, ...meta.tableFields]) if (field.fieldname in docs) doc[field.fieldname] = docs[field.fieldname];
  return { meta, stored, doc };
}

/**
 * The method's arguments (Frappe: `args` as keyword arguments when it is a dict; given whole to a
 * method with an `args` parameter, or to its first parameter, otherwise).
 */
function methodArgs(params: ReadonlyArray<{ name: string }>, raw: unknown): Record<string, unknown> {
  let args = raw;
  if (typeof args === 'string') {
    const parsed = parseJsonWithin(args, MAX_DOCUMENT_DEPTH);
    if (!parsed.ok && parsed.tooDeep) throw appError('VALIDATION', tooDeepMessage("Argument 'args'", MAX_DOCUMENT_DEPTH));
    if (parsed.ok) args = parsed.value;
  }
  if (args === undefined || args === null || args === '') return {};
  if (params.some((p) => p.name === 'args')) return { args };
  if (isPlainObject(args)) return args;
  return params.length > 0 ? { [params[0].name]: args } : {};
}

/** The document to answer with: re-read when the method saved it, else as the method left it. */
async function docAfter(dc: DocContext, meta: DocTypeMeta, stored: Doc | null, doc: DocDict): Promise<DocDict> {
  if (!stored) return doc;
  try {
    const now = await loadReadableDocument(dc, meta, String(stored.name));
    return String(now.modified) !== String(stored.modified) ? docDict(dc, meta, now) : doc;
  } catch (err) {
    if (isAppError(err) && err.code === 'DOC_NOT_FOUND') return doc;
    throw err;
  }
}

/** A document as Frappe's JSON handler writes it: null fields left out, in child rows too. */
function withoutNulls(doc: DocDict): DocDict {
  const out: DocDict = {};
  for (const [k, v] of Object.entries(doc)) {
    if (v === null || v === undefined) continue;
    out[k] = Array.isArray(v) ? v.map((row) => (isPlainObject(row) ? withoutNulls(row) : row)) : v;
  }
  return out;
}
