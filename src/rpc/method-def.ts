import type { SystemSettings } from '../context/system-settings.ts';
import type { DocMethodDef } from '../model/controller.ts';
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
  /** A number, or one read from System Settings (Frappe's `limit` given as a function). */
  limit: number | ((settings: SystemSettings) => number);
  seconds: number;
  /** An argument whose value joins the IP in the identity (e.g. the user a reset is asked for). */
  key?: string;
  /** Counts per the `key` argument's value alone (trimmed, lower case), from whatever address. */
  keyOnly?: boolean;
  /** Verbs the limit applies to; all by default. */
  methods?: HttpVerb[];
}

/** A whitelisted function: what `@frappe.whitelist(...)` declares, made explicit (docs/DECISIONS.md D29). */
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
  rateLimit?: MethodRateLimit | readonly MethodRateLimit[];
  handler: (api: MethodContext, args: Record<string, any>) => unknown;
}

/** A whitelisted function of an app module: its path is where it is exported (docs/DECISIONS.md D30). */
export type AppMethodDef = Omit<MethodDef, 'path'> & { path?: string };

const WHITELISTED = Symbol.for('svc.whitelisted');

/**
 * Declares a whitelisted method (a typed helper, so app code gets checking) and marks it: the app
 * loader registers only the exports of an app's modules that were made with `whitelist()`.
 */
export function whitelist(def: MethodDef): MethodDef;
export function whitelist(def: AppMethodDef): AppMethodDef;
export function whitelist(def: AppMethodDef): AppMethodDef {
  Object.defineProperty(def, WHITELISTED, { value: true });
  return def;
}

/** True for a definition made with `whitelist()` (the mark survives duplicate module instances). */
export function isWhitelisted(value: unknown): value is AppMethodDef {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[WHITELISTED] === true;
}

export const DEFAULT_VERBS: HttpVerb[] = ['GET', 'POST', 'PUT', 'DELETE'];

/** A document as a whitelisted document method receives it: Frappe's `as_dict()`, nulls kept. */
export type DocDict = Record<string, any>;

/** A whitelisted document method as app code declares it (see `docMethod`). */
export interface DocMethodSpec {
  /** Allowed verbs; Frappe's default GET, POST, PUT, DELETE. A method that writes declares POST. */
  methods?: HttpVerb[];
  allowGuest?: boolean;
  params?: ParamSpec[];
  /** Accept arguments beyond `params` (Python's **kwargs); they arrive uncoerced. */
  extraArgs?: boolean;
  /**
   * Runs in the request's one transaction (read-only for GET). `doc` is the document as the
   * caller may read it; changing it saves nothing: save through `api.docs.update`.
   */
  handler: (api: MethodContext, doc: DocDict, args: Record<string, any>) => unknown;
}

/** Declares a whitelisted document method for a controller's `methods` (typed app API). */
export function docMethod(spec: DocMethodSpec): DocMethodDef {
  return spec;
}
