import { isGuest } from '../context/principal.ts';
import { DEFAULT_SYSTEM_SETTINGS, type SystemSettings } from '../context/system-settings.ts';
import { appError, type ServerMessage } from '../errors/app-error.ts';
import type { OperationRequest, OperationSite } from '../operations/operation-request.ts';
import { runOperation } from '../operations/run-operation.ts';
import type { RateLimitStore } from '../ratelimit/rate-limit-store.ts';
import { coerceArgs } from './coerce-args.ts';
import type { DocContext } from '../model/doc-context.ts';
import { DEFAULT_VERBS, type HttpVerb, type MethodDef, type MethodRateLimit } from './method-def.ts';
import { methodContext } from './method-context.ts';
import { MethodResponse, type AfterRead } from './method-response.ts';
import type { MethodRegistry } from './registry.ts';

/**
 * What a remote-method call answers: the return value, or nothing (`{}` on the wire), plus any
 * keys beside `message` a built-in returned through a MethodResponse (run_doc_method's `docs`).
 */
/** What calling a whitelisted method needs of a site: the operations' site and the counters of methods' rate limits. */
export interface MethodSite extends OperationSite {
  /** Counters for rate limits (Redis when configured, so every process shares them). */
  readonly rateLimits: RateLimitStore;
}

/** What a method's call limit counts by: the client's address, on the site's counters. */
type CallCounter = { readonly ip: string; readonly site: Pick<MethodSite, 'rateLimits'> & { readonly settings?: SystemSettings } };

/** A request as whitelisted methods are called for it. */
export interface MethodRequest extends OperationRequest {
  readonly site: MethodSite;
}

export type CallResult = ({ hasValue: true; value: unknown } | { hasValue: false }) & { extra?: Record<string, unknown> };

/**
 * Calls a whitelisted method (frappe/handler.py execute_cmd, resolving before anything else):
 * resolve in the registry (417 when absent, nothing imported), check Guest and verb (403),
 * coerce arguments (417), then run it in one transaction: read-only for GET and HEAD, committed
 * for the other verbs when it returns.
 */
export async function callMethod(ctx: MethodRequest, registry: MethodRegistry, path: string, verb: string, form: Record<string, unknown>): Promise<CallResult> {
  const { def, args } = await prepareCall(ctx, registry, path, verb, form);
  const mode = verb === 'GET' || verb === 'HEAD' ? 'read' : 'write';
  const { afterRead, ...result } = await runOperation(ctx, mode, (dc) => runPrepared(dc, def, args, verb));
  if (afterRead && verb === 'GET') await writeAfterRead(ctx, afterRead);
  return result;
}

/**
 * A GET's bookkeeping, in a write transaction of its own once the read is over (docs/DECISIONS.md
 * D60); the answer stands whatever becomes of it, so a failure is logged, not answered.
 */
async function writeAfterRead(ctx: MethodRequest, work: AfterRead): Promise<void> {
  try {
    await runOperation(ctx, 'write', work);
  } catch (err) {
    ctx.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'bookkeeping after a read failed');
  }
}

/**
 * Calls a whitelisted method inside an open write transaction, with every check `callMethod`
 * makes, as a POST (a batch item): the same 417, 403 and call limit as a request would get.
 */
export async function callMethodInTx(dc: DocContext, site: Pick<MethodSite, 'rateLimits'>, registry: MethodRegistry, path: string, form: Record<string, unknown>): Promise<CallResult> {
  const { def, args } = await prepareCall({ user: dc.user, ip: dc.ip, site: { rateLimits: site.rateLimits, settings: dc.site.settings } }, registry, path, 'POST', form);
  return runPrepared(dc, def, args, 'POST');
}

/** Resolves and checks a call (unknown 417, Guest and verb 403, call limit 429, argument coercion 417). */
async function prepareCall(ctx: CallCounter & Pick<MethodRequest, 'user'>, registry: MethodRegistry, path: string, verb: string, form: Record<string, unknown>): Promise<{ def: MethodDef; args: Record<string, unknown> }> {
  const def = registry.resolve(path);
  if (!def) throw unresolvedMethod(registry, path);
  if (!def.allowGuest && isGuest(ctx.user)) throw notWhitelisted(path);
  if (!(def.methods ?? DEFAULT_VERBS).includes(verb as HttpVerb)) throw appError('PERMISSION_DENIED', 'Not permitted');
  for (const limit of def.rateLimit === undefined ? [] : Array.isArray(def.rateLimit) ? def.rateLimit : [def.rateLimit as MethodRateLimit]) await checkCallLimit(ctx, def.path, limit, verb, form);
  return { def, args: coerceArgs(def, form) };
}

async function runPrepared(dc: DocContext, def: MethodDef, args: Record<string, unknown>, verb: string): Promise<CallResult & { afterRead?: AfterRead }> {
  const answer = await def.handler(methodContext(dc, verb), args);
  const { value, extra, afterRead } = answer instanceof MethodResponse ? answer : { value: answer, extra: undefined, afterRead: undefined };
  // Python's None: a method returning nothing (or null) answers `{}` without a message key.
  const result: CallResult & { afterRead?: AfterRead } = value === undefined || value === null ? { hasValue: false } : { hasValue: true, value };
  if (afterRead && verb !== 'GET' && verb !== 'HEAD') await afterRead(dc);
  else if (afterRead) result.afterRead = afterRead;
  return extra ? { ...result, extra } : result;
}

/**
 * Frappe's `@rate_limit` (docs/DECISIONS.md F20): counts calls per method and client IP (plus the
 * `key` argument), in a window that starts at the first call; over the limit is 429.
 */
export async function checkCallLimit(ctx: CallCounter, path: string, limit: MethodRateLimit, verb: string, form: Record<string, unknown>): Promise<void> {
  if (limit.methods && !limit.methods.includes(verb as HttpVerb)) return;
  const identity = !limit.key ? ctx.ip : limit.keyOnly ? `key:${String(form[limit.key] ?? '').trim().toLowerCase()}` : `${ctx.ip}:${String(form[limit.key] ?? '')}`;
  // The site's store scopes the key to the site and its database (siteKeyPrefix).
  const calls = await ctx.site.rateLimits.add(`call:${path}:${identity}`, 1, limit.seconds);
  const max = typeof limit.limit === 'function' ? limit.limit(ctx.site.settings ?? DEFAULT_SYSTEM_SETTINGS) : limit.limit;
  if (calls > max) throw appError('RATE_LIMIT_EXCEEDED', 'You hit the rate limit because of too many requests. Please try after sometime.');
}

/**
 * Frappe's answer to a path that names no method: 417 ValidationError "Failed to get method for
 * command …", preceded by "App x is not installed" when the first segment of a dotted path is no
 * installed app. A 404 would reach the Python frappe-client as None, so a misspelt name must not
 * be one. The text says nothing about what else is registered.
 */
function unresolvedMethod(registry: MethodRegistry, path: string) {
  const dot = path.indexOf('.');
  const app = dot > 0 ? path.slice(0, Math.min(dot, 100)) : null;
  const notInstalled = app !== null && !registry.hasApp(app) ? `App ${app} is not installed` : null;
  const message = `Failed to get method for command ${path.slice(0, 200)} with ${notInstalled ?? 'no whitelisted method of that name'}`;
  const raised = (text: string): ServerMessage => ({ message: text, title: 'Message', indicator: 'red', raise_exception: 1 });
  return appError('VALIDATION', message, { messages: notInstalled ? [raised(notInstalled), raised(message)] : [raised(message)] });
}

/** Frappe's 403 for a method a Guest may not call (title "Method Not Allowed"). */
function notWhitelisted(path: string) {
  const message = `<details><summary>You are not permitted to access this resource.</summary>Function <strong>${path.slice(0, 200)}</strong> is not whitelisted.</details>`;
  return appError('PERMISSION_DENIED', message, { messages: [{ message, title: 'Method Not Allowed', indicator: 'red', raise_exception: 1 }], exceptionText: '' });
}
