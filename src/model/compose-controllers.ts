import type { Right } from '../meta/doctype-meta.ts';
import { and, type Condition } from '../query/ast.ts';
import { RENAME_EVENTS, type AfterRenameHandler, type BeforeRenameHandler, type HookTable, type PermissionHook } from './app-hooks.ts';
import { DOC_EVENTS, type ControllerMap, type DocController, type DocEvent, type DocEventHandler, type RenameHooks } from './controller.ts';

/** The rights Frappe's permission_query_conditions speak for: listings, which read or select. */
const QUERY_RIGHTS: ReadonlySet<Right> = new Set(['read', 'select']);

/**
 * The site's effective controllers: each DocType's own (overrides already applied when the apps
 * loaded) with the apps' hooks composed in. A DocType is composed the first time it is asked for
 * and kept, so a request pays one map lookup; "*" reaches every name, DocTypes without a
 * controller and custom ones made at run time included. Without hooks the controllers are
 * answered as loaded.
 */
export function composeControllers(own: ReadonlyMap<string, DocController>, hooks: HookTable): ControllerMap {
  if (hooks.events.size === 0 && hooks.hasPermission.size === 0 && hooks.permissionQuery.size === 0) return own;
  const composed = new Map<string, DocController | undefined>();
  return {
    get(doctype) {
      const known = composed.get(doctype);
      if (known !== undefined || composed.has(doctype)) return known;
      const made = composeOne(own.get(doctype), doctype, hooks);
      composed.set(doctype, made);
      return made;
    },
  };
}

/**
 * One DocType's controller with the hooks that name it or "*": per event the controller's own
 * handler first, then the DocType's hooks, then the "*" ones, each list in app order (Frappe's
 * Document.hook in frappe/model/document.py); permission rules AND-ed with the controller's.
 */
function composeOne(base: DocController | undefined, doctype: string, hooks: HookTable): DocController | undefined {
  const named = hooks.events.get(doctype);
  const every = hooks.events.get('*');
  const handlersOf = <F>(event: string, own: F | undefined): F[] => {
    const list = [...((named?.get(event as never) ?? []) as F[]), ...((every?.get(event as never) ?? []) as F[])];
    return own ? [own, ...list] : list;
  };
  const rules = [...(hooks.hasPermission.get(doctype) ?? []), ...(hooks.hasPermission.get('*') ?? [])];
  const queryRules = [...(hooks.permissionQuery.get(doctype) ?? []), ...(hooks.permissionQuery.get('*') ?? [])];
  const hooked = Boolean(named?.size || every?.size || rules.length || queryRules.length);
  if (!hooked) return base;

  const events: Partial<Record<DocEvent, DocEventHandler>> = {};
  for (const event of DOC_EVENTS) {
    const own = base?.events?.[event];
    const handler = RENAME_EVENTS.has(event) ? own : inSequence(handlersOf<DocEventHandler>(event, own));
    if (handler) events[event] = handler;
  }
  const rename: RenameHooks = {};
  const before = renameBefore(handlersOf<BeforeRenameHandler>('before_rename', base?.rename?.before));
  const after = inSequence(handlersOf<AfterRenameHandler>('after_rename', base?.rename?.after));
  if (before) rename.before = before;
  if (after) rename.after = after;
  const controller: DocController = { ...base, events, rename };
  if (rules.length || queryRules.length) controller.permissionCondition = andRules(base, rules, queryRules);
  return controller;
}

/** The handlers as one, each awaited before the next; a throw stops the rest (and so the operation). */
function inSequence<F extends (...args: never[]) => unknown>(handlers: F[]): F | undefined {
  if (handlers.length <= 1) return handlers[0];
  const run = async (...args: Parameters<F>) => {
    for (const handler of handlers) await handler(...args);
  };
  return run as unknown as F;
}

/**
 * before_rename handlers in order, each given the name asked for; the last name one answers is
 * the one used, as Frappe's composed hooks keep the last return value that is not None.
 */
function renameBefore(handlers: BeforeRenameHandler[]): BeforeRenameHandler | undefined {
  if (handlers.length <= 1) return handlers[0];
  return async (dc, doc, to, merge) => {
    let answer: string | undefined;
    for (const handler of handlers) {
      const given = await handler(dc, doc, to, merge);
      if (typeof given === 'string') answer = given;
    }
    return answer;
  };
}

/** The controller's rule AND the apps' rules for the right (query rules for read and select only). */
function andRules(base: DocController | undefined, rules: PermissionHook[], queryRules: PermissionHook[]): NonNullable<DocController['permissionCondition']> {
  return (meta, user, right) => {
    const parts: Condition[] = [];
    const add = (c: Condition | null | undefined) => void (c && parts.push(c));
    if (base?.permissionCondition) add(base.permissionCondition(meta, user, right));
    for (const rule of rules) add(rule(meta, user, right));
    if (QUERY_RIGHTS.has(right)) for (const rule of queryRules) add(rule(meta, user, right));
    return parts.length === 0 ? null : and(parts);
  };
}
