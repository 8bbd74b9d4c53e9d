import { AppLoadError } from './app-load-error.ts';
import { DOC_EVENTS, type DocController } from '../model/controller.ts';
import type { ParamType } from '../rpc/method-def.ts';

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
const PARAM_TYPES: readonly ParamType[] = ['str', 'int', 'float', 'bool', 'json', 'any'];
const VERBS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'];

/** Checks a controller object (its module's default export, or what an app's override answered); `file` names where it came from. */
export function checkController(file: string, controller: DocController): void {
  for (const key of ['autoname', 'permissionCondition'] as const) {
    if (controller[key] !== undefined && typeof controller[key] !== 'function') throw new AppLoadError(`${file}: ${key} must be a function`);
  }
  if (controller.events !== undefined && (typeof controller.events !== 'object' || controller.events === null)) throw new AppLoadError(`${file}: events must be an object of handlers`);
  for (const event of Object.keys(controller.events ?? {})) {
    if (!(DOC_EVENTS as readonly string[]).includes(event)) throw new AppLoadError(`${file}: unknown document event "${event}" (known: ${DOC_EVENTS.join(', ')})`);
    if (typeof controller.events![event as keyof typeof controller.events] !== 'function') throw new AppLoadError(`${file}: event "${event}" must be a function`);
  }
  for (const hook of ['before', 'after'] as const) {
    const fn = controller.rename?.[hook];
    if (fn !== undefined && typeof fn !== 'function') throw new AppLoadError(`${file}: rename hook "${hook}" must be a function`);
  }
  const dashboard: unknown = controller.dashboard;
  if (dashboard !== undefined && (typeof dashboard !== 'object' || dashboard === null || Array.isArray(dashboard))) throw new AppLoadError(`${file}: dashboard must be an object (fieldname, transactions, ...)`);
  const transactions: unknown = (dashboard as { transactions?: unknown } | undefined)?.transactions;
  if (transactions !== undefined && !(Array.isArray(transactions) && transactions.every((g) => Array.isArray(g?.items) && g.items.every((i: unknown) => typeof i === 'string')))) {
    throw new AppLoadError(`${file}: dashboard.transactions must be a list of {label, items: [DocType names]}`);
  }
  const methods = controller.methods ?? {};
  if (typeof methods !== 'object') throw new AppLoadError(`${file}: "methods" must be an object of docMethod() definitions`);
  for (const [name, def] of Object.entries(methods)) {
    if (!IDENTIFIER.test(name)) throw new AppLoadError(`${file}: document method "${name}" must be a name of letters, digits and "_"`);
    checkDefinition(`${file}: document method "${name}"`, def);
  }
}

/** Checks what `whitelist()` and `docMethod()` declare: a handler, typed params, known verbs. */
export function checkDefinition(where: string, def: unknown): void {
  if (typeof def !== 'object' || def === null) throw new AppLoadError(`${where}: must be an object with a handler`);
  const d = def as { handler?: unknown; params?: unknown; methods?: unknown; allowGuest?: unknown; extraArgs?: unknown };
  if (typeof d.handler !== 'function') throw new AppLoadError(`${where}: handler must be a function`);
  if (d.params !== undefined && !Array.isArray(d.params)) throw new AppLoadError(`${where}: params must be a list`);
  const seen = new Set<string>();
  for (const p of (d.params as unknown[] | undefined) ?? []) {
    const spec = p as { name?: unknown; type?: unknown };
    if (typeof spec?.name !== 'string' || !spec.name) throw new AppLoadError(`${where}: every param needs a name`);
    if (seen.has(spec.name)) throw new AppLoadError(`${where}: param "${spec.name}" is declared twice`);
    seen.add(spec.name);
    if (!PARAM_TYPES.includes(spec.type as ParamType)) throw new AppLoadError(`${where}: param "${spec.name}" has unknown type "${String(spec.type)}" (known: ${PARAM_TYPES.join(', ')})`);
  }
  if (d.methods !== undefined) {
    if (!Array.isArray(d.methods) || d.methods.length === 0) throw new AppLoadError(`${where}: methods must be a non-empty list of HTTP verbs`);
    for (const verb of d.methods) if (!VERBS.includes(verb as string)) throw new AppLoadError(`${where}: unknown HTTP verb "${String(verb)}"`);
  }
  if (d.allowGuest !== undefined && typeof d.allowGuest !== 'boolean') throw new AppLoadError(`${where}: allowGuest must be true or false`);
  if (d.extraArgs !== undefined && typeof d.extraArgs !== 'boolean') throw new AppLoadError(`${where}: extraArgs must be true or false`);
}
