import type { FastifyReply, FastifyRequest } from 'fastify';
import { appError } from '../../../errors/app-error.ts';
import { requireDocType } from '../../../operations/require-doctype.ts';
import { callMethod } from '../../../rpc/call-method.ts';
import type { MethodRegistry } from '../../../rpc/registry.ts';
import { sendWriteAnswer } from '../../idempotency.ts';
import { ctxOf } from '../../request-context.ts';
import { v2Body } from '../../envelope.ts';
import { decodePart, v2Parts } from './paths.ts';

/**
 * /api/v2/method/<dotted.path> and /api/v2/method/<DocType>/<method> (frappe/api/v2.py
 * handle_rpc_call): a whitelisted function, answered `{"data": value}` (`{}` when it returns
 * nothing, as Frappe sets `data` only for a value). The DocType form names a function of the
 * DocType's controller module, `<app>.doctype.<doctype>.<doctype>.<method>` in an app's layout.
 */
export async function methodV2(request: FastifyRequest, reply: FastifyReply, registry: MethodRegistry, appNames: readonly string[], form: Record<string, unknown>) {
  const ctx = ctxOf(request);
  if (request.method === 'OPTIONS') return reply.status(200).send('');
  const parts = v2Parts(request.url, 'method').map(decodePart);
  let path: string;
  if (parts.length === 1 && parts[0]) path = parts[0];
  else if (parts.length === 2 && parts[0] && parts[1]) path = controllerMethodPath(ctx, registry, appNames, parts[0], parts[1]);
  else throw appError('ROUTE_NOT_FOUND', 'Not found: use /api/v2/method/<dotted.path> or /api/v2/method/<DocType>/<method>');
  return sendWriteAnswer(request, reply, () => callMethod(ctx, registry, path, request.method, form), (result) => {
    const body = v2Body(result.hasValue ? result.value : undefined, ctx.messages, result.extra);
    if (!result.hasValue) delete body.data;
    return { status: 200, body };
  });
}

/**
 * Frappe's load_doctype_module names `<app>.<module>.doctype.<doctype>.<doctype>`; svc's
 * built-in methods answer under `frappe.` in that layout (User Permission's are
 * `frappe.core.doctype.user_permission.user_permission.*`), an app's under its own name, with or
 * without the module folder. The first one registered wins.
 */
function controllerMethodPath(ctx: Parameters<typeof requireDocType>[0], registry: MethodRegistry, appNames: readonly string[], doctype: string, method: string): string {
  const meta = requireDocType(ctx, doctype);
  const scrubbed = scrub(meta.name);
  const withModule = `${scrub(meta.module)}.doctype.${scrubbed}.${scrubbed}.${method}`;
  const candidates = [`frappe.${withModule}`, ...appNames.flatMap((app) => [`${app}.${withModule}`, `${app}.doctype.${scrubbed}.${scrubbed}.${method}`])];
  // An unknown one falls through to callMethod's 417, which names the path Frappe would look for.
  return candidates.find((p) => registry.resolve(p)) ?? candidates[0];
}

function scrub(text: string): string {
  return text.replace(/[ -]/g, '_').toLowerCase();
}
