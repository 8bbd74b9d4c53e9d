import { isGuest } from '../context/principal.ts';
import { appError } from '../errors/app-error.ts';
import type { DocTypeMeta } from '../meta/doctype-meta.ts';
import type { DocMethodDef, ModelRequest } from '../model/controller.ts';
import type { DocContext } from '../model/doc-context.ts';
import type { Doc } from '../model/document.ts';
import { loadReadableDocument } from '../model/load-document.ts';
import { accessFor } from '../model/permissions.ts';
import { serializeDoc } from '../model/serialize-doc.ts';
import { evaluateCondition } from '../query/evaluate-condition.ts';
import type { OperationRequest } from '../operations/operation-request.ts';
import { requireDocType } from '../operations/require-doctype.ts';
import { runOperation } from '../operations/run-operation.ts';
import { coerceArgs } from './coerce-args.ts';
import { methodContext, type MethodContext } from './method-context.ts';
import { DEFAULT_VERBS, type DocDict, type DocMethodSpec, type ParamSpec } from './method-def.ts';
import { STANDARD_DOC_METHODS } from './standard-doc-methods.ts';

/**
 * The controller method `name` of `meta`, or the standard one every document has (submit, cancel),
 * if the caller may call it with this verb: a name neither whitelists, or a Guest without allow_guest, is Frappe's 403 "not
 * whitelisted"; a verb the method does not allow is 403 "Not permitted".
 */
export function resolveDocMethod(ctx: ModelRequest, meta: DocTypeMeta, name: string, verb: string): DocMethodDef {
  const methods = ctx.site.controllers.get(meta.name)?.methods;
  const def = methods && Object.hasOwn(methods, name) ? methods[name] : Object.hasOwn(STANDARD_DOC_METHODS, name) ? STANDARD_DOC_METHODS[name] : undefined;
  if (!def || (!def.allowGuest && isGuest(ctx.user))) throw notWhitelisted(meta, name);
  if (!(def.methods ?? DEFAULT_VERBS).includes(verb)) throw appError('PERMISSION_DENIED', 'Not permitted');
  return def;
}

/** Coerces the arguments to the method's params (417 naming the argument) and runs it. */
export async function invokeDocMethod(dc: DocContext, verb: string, def: DocMethodDef, doc: DocDict, form: Record<string, unknown>): Promise<unknown> {
  const args = coerceArgs({ path: '', params: (def.params ?? []) as ParamSpec[], extraArgs: def.extraArgs, handler: () => undefined }, form);
  return (def.handler as DocMethodSpec['handler']).call(def, methodContext(dc, verb), doc, args);
}

/** The document as the caller may read it, with nulls (what a document method receives). */
export function docDict(dc: DocContext, meta: DocTypeMeta, doc: Doc): DocDict {
  return serializeDoc(meta, doc, dc.site.meta, { noNulls: false, readableLevels: accessFor(meta, dc.user, dc.site.controllers).readableLevels });
}

/** Frappe's 403 "Not permitted" unless the caller may write this stored document. */
export function requireWritable(dc: DocContext, meta: DocTypeMeta, stored: Doc): void {
  const access = accessFor(meta, dc.user, dc.site.controllers);
  if (!access.has('write') || !evaluateCondition(access.condition('write'), stored)) throw appError('PERMISSION_DENIED', 'Not permitted');
}

/**
 * `run_method` on `/api/resource/<doctype>/<name>` (frappe/api/v1.py execute_doc_method): loads
 * the document (404 when the caller cannot read it), checks the method is whitelisted, then read
 * permission for GET (read-only transaction) or write permission for POST, and runs the method
 * with the other form keys as arguments, all in one transaction. Returns the method's value.
 */
export function runMethodOnResource(ctx: OperationRequest, doctype: string, name: string, method: string, verb: string, form: Record<string, unknown>): Promise<unknown> {
  const meta = requireDocType(ctx, doctype);
  const write = verb !== 'GET' && verb !== 'HEAD';
  return runOperation(ctx, write ? 'write' : 'read', async (dc) => {
    const stored = await loadReadableDocument(dc, meta, name, write);
    const def = resolveDocMethod(dc, meta, method, verb);
    if (write) requireWritable(dc, meta, stored);
    return invokeDocMethod(dc, verb, def, docDict(dc, meta, stored), form);
  });
}

/** Frappe's 403 for a document method that is not whitelisted (title "Method Not Allowed"). */
function notWhitelisted(meta: DocTypeMeta, method: string) {
  const scrubbed = scrub(meta.name);
  const fn = escapeHtml(`${scrub(meta.module)}.doctype.${scrubbed}.${scrubbed}.${method.slice(0, 140)}`);
  const message = `<details><summary>You are not permitted to access this resource.</summary>Function <strong>${fn}</strong> is not whitelisted.</details>`;
  return appError('PERMISSION_DENIED', message, { messages: [{ message, title: 'Method Not Allowed', indicator: 'red', raise_exception: 1 }], exceptionText: '' });
}

/** Frappe's scrub: lower case, spaces and hyphens to underscores. */
function scrub(text: string): string {
  return text.replace(/[ -]/g, '_').toLowerCase();
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
