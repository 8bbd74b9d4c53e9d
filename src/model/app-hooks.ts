import type { Principal } from '../context/principal.ts';
import type { DocTypeMeta, Right } from '../meta/doctype-meta.ts';
import type { Condition } from '../query/ast.ts';
import { DOC_EVENTS, type DocController, type DocEvent, type DocEventHandler, type RenameHooks } from './controller.ts';

/**
 * What `doc_events` may hook: the lifecycle's events, a rename's among them. An app's
 * before_rename and after_rename join the controller's rename hooks (which may answer a name),
 * not its plain event handlers.
 */
export const HOOK_EVENTS = DOC_EVENTS;
export type HookEvent = (typeof HOOK_EVENTS)[number];
export const RENAME_EVENTS: ReadonlySet<HookEvent> = new Set(['before_rename', 'after_rename']);

/** Frappe's before_rename as a hook: may answer the name to use instead; the last answer given wins. */
export type BeforeRenameHandler = NonNullable<RenameHooks['before']>;
export type AfterRenameHandler = NonNullable<RenameHooks['after']>;

type OneOrMany<F> = F | readonly F[];

/** One DocType's (or "*"'s) handlers in an app: an event's handler, or several run in the order listed. */
export type DocEventHooks = { readonly [E in Exclude<DocEvent, 'before_rename' | 'after_rename'>]?: OneOrMany<DocEventHandler> } & {
  readonly before_rename?: OneOrMany<BeforeRenameHandler>;
  readonly after_rename?: OneOrMany<AfterRenameHandler>;
};

/**
 * A row rule of an app: the condition a document must meet for `right`, or null for none. It is
 * compiled into every query on the DocType and evaluated on new documents, as a controller's
 * `permissionCondition` is.
 */
export type PermissionHook = (meta: DocTypeMeta, user: Principal, right: Right) => Condition | null;

/**
 * Frappe's override_doctype_class: gets the controller the DocType would have (its own, or the
 * previous app's override; `{}` when it has none) and answers the one to use. Spread `base` to
 * keep what is not replaced, and call its handlers to extend them, as a subclass calls super.
 */
export type ControllerOverride = (base: DocController) => DocController;

/**
 * An entry of Frappe's `add_to_apps_screen`: the app's tile on the apps screen (frappe.apps.get_apps).
 * `has_permission` decides, per user, whether they see it.
 */
export interface AppsScreenEntry {
  readonly name?: string;
  readonly title: string;
  readonly route?: string;
  readonly logo?: string;
  readonly has_permission?: (user: Principal) => boolean;
}

/** An app's `hooks.ts` (Frappe's hooks.py), made with `defineHooks` (svc/app-api). */
export interface AppHooks {
  /** By DocType name or "*" (every DocType, custom ones made at run time included). */
  readonly doc_events?: Readonly<Record<string, DocEventHooks>>;
  /** By DocType name; only DocTypes of the installed apps (Frappe never overrides a custom DocType's class). */
  readonly override_doctype_class?: Readonly<Record<string, ControllerOverride>>;
  /** By DocType name or "*": a rule for every right (Frappe's per-document has_permission, as a row condition). */
  readonly has_permission?: Readonly<Record<string, PermissionHook>>;
  /** By DocType name or "*": a rule for reading and listing only (`read` and `select`), as Frappe applies it to listings. */
  readonly permission_query_conditions?: Readonly<Record<string, PermissionHook>>;
  /**
   * Frappe's scheduler_events: `all`, `hourly`, `daily`, `weekly`, `monthly`, `yearly`, `annual`
   * and their `_long` forms (run on the long queue) each list methods; `cron` lists them by cron
   * expression. A method is a dotted path or a function an app module exports. Each becomes a
   * Scheduled Job Type when the site starts (scheduler/sync-job-types.ts).
   */
  readonly scheduler_events?: SchedulerEventsHook;
  /** Frappe's add_to_apps_screen: the app's tiles on the apps screen. */
  readonly add_to_apps_screen?: readonly AppsScreenEntry[];
  /**
   * The app's single-page front-ends (Frappe's www page with website_route_rules; svc's own key,
   * docs/DECISIONS.md D63): each serves its built files at `route` and its index page, with the
   * session's boot, at `route` and every path below it that is no file.
   */
  readonly frontends?: readonly FrontendHook[];
  /**
   * Frappe's fixtures: the records `svc export-fixtures` writes to the app's `fixtures/` folder
   * and `svc migrate` installs. A DocType's name (every record), or `{ dt | doctype, filters?,
   * or_filters? }` with filters as a listing takes them.
   */
  readonly fixtures?: readonly FixtureHook[];
}

/** One entry of `fixtures`. */
export type FixtureHook = string | { readonly dt?: string; readonly doctype?: string; readonly filters?: unknown; readonly or_filters?: unknown };

/** A fixtures entry as read: the DocType and the listing's filters (as given, for the listing to check). */
export interface FixtureSpec {
  readonly doctype: string;
  readonly filters?: unknown;
  readonly orFilters?: unknown;
}

/** One front-end of `frontends`. */
export interface FrontendHook {
  /** Where it is served: `/crm` (one or more path segments; not a route svc itself answers). */
  readonly route: string;
  /** Its built files: a folder of the app under `public/` or `frontend/` (folders svc never loads modules from). */
  readonly dir: string;
  /** Its page, inside `dir`; `index.html` when not given. */
  readonly index?: string;
  /** A Guest is sent to /login and back (the default); false serves the page to Guests too. */
  readonly login_required?: boolean;
  /** When given, only users holding one of these roles get the page (others a 403 page). */
  readonly roles?: readonly string[];
}

/** A scheduled method: a dotted path, or a function (or whitelisted method) an app module exports. */
export type ScheduledMethod = string | ((...args: any[]) => unknown) | { readonly handler: (...args: any[]) => unknown };

/** `scheduler_events` of a hooks file. */
export type SchedulerEventsHook = {
  readonly [K in 'all' | 'hourly' | 'hourly_long' | 'daily' | 'daily_long' | 'weekly' | 'weekly_long' | 'monthly' | 'monthly_long' | 'yearly' | 'annual']?: readonly ScheduledMethod[];
} & { readonly cron?: Readonly<Record<string, readonly ScheduledMethod[]>> };

/** The keys a hooks file may declare. */
export const HOOK_KEYS = ['doc_events', 'override_doctype_class', 'has_permission', 'permission_query_conditions', 'scheduler_events', 'add_to_apps_screen', 'frontends', 'fixtures'] as const;

type AnyHandler = DocEventHandler | BeforeRenameHandler | AfterRenameHandler;

/**
 * Every app's hooks merged in app order (Frappe's get_doc_hooks): per DocType name or "*", each
 * event's handlers and the permission rules. Overrides are not here: they are applied to the
 * controllers when the apps load.
 */
export interface HookTable {
  readonly events: ReadonlyMap<string, ReadonlyMap<HookEvent, readonly AnyHandler[]>>;
  readonly hasPermission: ReadonlyMap<string, readonly PermissionHook[]>;
  readonly permissionQuery: ReadonlyMap<string, readonly PermissionHook[]>;
}

export const NO_HOOKS: HookTable = { events: new Map(), hasPermission: new Map(), permissionQuery: new Map() };

/** Merges checked hook declarations, in the order of the apps that declared them. */
export function mergeHooks(declared: readonly AppHooks[]): HookTable {
  const events = new Map<string, Map<HookEvent, AnyHandler[]>>();
  const hasPermission = new Map<string, PermissionHook[]>();
  const permissionQuery = new Map<string, PermissionHook[]>();
  const append = <K, V>(map: Map<K, V[]>, key: K, values: readonly V[]) => map.set(key, [...(map.get(key) ?? []), ...values]);
  for (const hooks of declared) {
    for (const [doctype, byEvent] of Object.entries(hooks.doc_events ?? {})) {
      const target = events.get(doctype) ?? events.set(doctype, new Map()).get(doctype)!;
      for (const [event, handlers] of Object.entries(byEvent)) append(target, event as HookEvent, [handlers as OneOrMany<AnyHandler>].flat());
    }
    for (const [doctype, rule] of Object.entries(hooks.has_permission ?? {})) append(hasPermission, doctype, [rule]);
    for (const [doctype, rule] of Object.entries(hooks.permission_query_conditions ?? {})) append(permissionQuery, doctype, [rule]);
  }
  return { events, hasPermission, permissionQuery };
}
