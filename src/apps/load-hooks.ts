import fs from 'node:fs';
import path from 'node:path';
import type { DocTypeMeta } from '../meta/doctype-meta.ts';
import { HOOK_EVENTS, HOOK_KEYS, type AppHooks } from '../model/app-hooks.ts';
import type { DocController } from '../model/controller.ts';
import { AppLoadError } from './app-load-error.ts';
import { checkController } from './check-controller.ts';
import { readFixtures } from './load-fixtures.ts';
import { jobPathOf, type JobTarget } from '../rpc/job-targets.ts';
import { readSchedulerEvents, type ScheduledEvent } from '../scheduler/scheduler-events.ts';

/** An app's hooks file (Frappe's hooks.py): `hooks.ts` at its root, else `hooks.js`; null when it has none. */
export function hooksFile(dir: string): string | null {
  for (const name of ['hooks.ts', 'hooks.js']) {
    const file = path.join(dir, name);
    if (fs.statSync(file, { throwIfNoEntry: false })?.isFile()) return file;
  }
  return null;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The hooks a hooks module declares by default export, checked whole so a mistake stops start-up
 * with the file and the reason rather than surfacing on some later request: known keys only,
 * known events, functions where functions go, overrides only of the installed apps' DocTypes.
 */
export function checkHooks(file: string, mod: Record<string, unknown>, doctypes: ReadonlyMap<string, DocTypeMeta>): AppHooks {
  const hooks = mod.default;
  if (!isRecord(hooks)) throw new AppLoadError(`${file}: a hooks module must export its hooks by default (export default defineHooks({...}))`);
  for (const [key, value] of Object.entries(hooks)) {
    if (!(HOOK_KEYS as readonly string[]).includes(key)) throw new AppLoadError(`${file}: unknown hook "${key}" (known: ${HOOK_KEYS.join(', ')})`);
    if (key === 'add_to_apps_screen') checkAppsScreen(file, value);
    else if (key === 'frontends') {
      if (!Array.isArray(value)) throw new AppLoadError(`${file}: frontends must be a list of front-ends ({ route, dir, ... })`);
    } else if (key === 'fixtures') readFixtures(file, value); else if (!isRecord(value)) throw new AppLoadError(`${file}: ${key} must be an object keyed by ${key === 'scheduler_events' ? 'frequency' : 'DocType'}`);
  }
  for (const [doctype, byEvent] of Object.entries((hooks.doc_events ?? {}) as Record<string, unknown>)) {
    const where = `${file}: doc_events "${doctype}"`;
    if (!isRecord(byEvent)) throw new AppLoadError(`${where} must be an object of event handlers`);
    for (const [event, handlers] of Object.entries(byEvent)) {
      if (!(HOOK_EVENTS as readonly string[]).includes(event)) throw new AppLoadError(`${where}: unknown document event "${event}" (known: ${HOOK_EVENTS.join(', ')})`);
      const list = Array.isArray(handlers) ? handlers : [handlers];
      if (list.length === 0 || list.some((h) => typeof h !== 'function')) throw new AppLoadError(`${where}: event "${event}" must be a function or a list of functions`);
    }
  }
  for (const [doctype, override] of Object.entries((hooks.override_doctype_class ?? {}) as Record<string, unknown>)) {
    if (!doctypes.has(doctype)) throw new AppLoadError(`${file}: override_doctype_class "${doctype}" is not a DocType of the installed apps`);
    if (typeof override !== 'function') throw new AppLoadError(`${file}: override_doctype_class "${doctype}" must be a function of the base controller`);
  }
  for (const key of ['has_permission', 'permission_query_conditions'] as const) {
    for (const [doctype, rule] of Object.entries((hooks[key] ?? {}) as Record<string, unknown>)) {
      if (typeof rule !== 'function') throw new AppLoadError(`${file}: ${key} "${doctype}" must be a function (meta, user, right) answering a condition or null`);
    }
  }
  return hooks as AppHooks;
}

/** add_to_apps_screen: a list of tiles, each with a title, text route and logo, and a function as has_permission. */
function checkAppsScreen(file: string, value: unknown): void {
  const where = `${file}: add_to_apps_screen`;
  if (!Array.isArray(value)) throw new AppLoadError(`${where} must be a list of {title, route, logo, has_permission?}`);
  for (const entry of value) {
    if (!isRecord(entry) || typeof entry.title !== 'string') throw new AppLoadError(`${where}: each entry needs a title`);
    for (const key of ['name', 'route', 'logo'] as const) if (entry[key] !== undefined && typeof entry[key] !== 'string') throw new AppLoadError(`${where}: ${key} must be text`);
    if (entry.has_permission !== undefined && typeof entry.has_permission !== 'function') throw new AppLoadError(`${where}: has_permission must be a function of the user`);
  }
}

/**
 * The methods a hooks file schedules, checked against what a job may run (every app's module
 * exports are known by then): an unknown path or a function no module exports stops the start.
 */
export function scheduledEvents(file: string, hooks: AppHooks, jobs: ReadonlyMap<string, unknown>): ScheduledEvent[] {
  if (hooks.scheduler_events === undefined) return [];
  try {
    return readSchedulerEvents(hooks.scheduler_events, { pathOf: (target) => jobPathOf(target as JobTarget), isTarget: (path) => jobs.has(path) });
  } catch (err) {
    throw new AppLoadError(`${file}: ${(err as Error).message}`);
  }
}

/**
 * Frappe's override_doctype_class, once at start-up: each override, in app order, gets the
 * controller the DocType has so far and answers the one it keeps (Frappe keeps only the last
 * app's class; here a later override receives the earlier one and may build on it). What an
 * override answers is checked as a controller module's default export is.
 */
export function applyOverrides(file: string, hooks: AppHooks, controllers: Map<string, DocController>): void {
  for (const [doctype, override] of Object.entries(hooks.override_doctype_class ?? {})) {
    const where = `${file}: override_doctype_class "${doctype}"`;
    let controller: unknown;
    try {
      controller = override(controllers.get(doctype) ?? {});
    } catch (err) {
      throw new AppLoadError(`${where} failed (${String((err as Error)?.message ?? err).split('\n')[0]})`);
    }
    if (!isRecord(controller)) throw new AppLoadError(`${where} must answer a controller object`);
    checkController(where, controller as DocController);
    controllers.set(doctype, controller as DocController);
  }
}
