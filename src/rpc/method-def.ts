import type { MethodContext } from './method-context.ts';

export type HttpVerb = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'HEAD' | 'OPTIONS';

/** How an argument arrives and is coerced (pydantic's lax mode in Frappe v15). */
export type ParamType = 'str' | 'int' | 'float' | 'bool' | 'json' | 'any';

export interface ParamSpec {
  name: string;
  type: ParamType;
  required?: boolean;
  default?: unknown;
}

/** A per-method call limit; the window starts at the first call and is never extended. */
export interface MethodRateLimit {
  limit: number;
  seconds: number;
  /** An argument whose value joins the IP in the identity (e.g. the user a reset is asked for). */
  key?: string;
  /** Verbs the limit applies to; all by default. */
  methods?: HttpVerb[];
}

/** A whitelisted function: what `@frappe.whitelist(...)` declares, made explicit (decisions D29). */
export interface MethodDef {
  /** Dotted path without the `svc.`/`frappe.` prefix for built-ins, or `<app>.<module>.<fn>`. */
  path: string;
  /** Allowed verbs; Frappe's default is GET, POST, PUT, DELETE. Methods that write declare POST (and PUT). */
  methods?: HttpVerb[];
  allowGuest?: boolean;
  params: ParamSpec[];
  /** Accept arguments beyond `params` (Python's **kwargs); they arrive uncoerced. */
  extraArgs?: boolean;
  /** Frappe's `@rate_limit`: at most `limit` calls per client IP (and `key` argument) per `seconds`. */
  rateLimit?: MethodRateLimit;
  handler: (api: MethodContext, args: Record<string, any>) => unknown;
}

/** Declares a whitelisted method (a typed helper, so app code gets checking). */
export function whitelist(def: MethodDef): MethodDef {
  return def;
}

export const DEFAULT_VERBS: HttpVerb[] = ['GET', 'POST', 'PUT', 'DELETE'];
