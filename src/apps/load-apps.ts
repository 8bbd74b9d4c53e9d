import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { DocTypeMeta } from '../meta/doctype-meta.ts';
import { resolveAppApiByName } from './app-api-specifier.ts';
import { DIST_URL, RUNS_COMPILED } from './run-mode.ts';
import { DocTypeDefinitionError, parseDocType } from '../meta/parse-doctype.ts';
import { mergeHooks, type AppHooks, type AppsScreenEntry, type FixtureSpec, type HookTable } from '../model/app-hooks.ts';
import type { DocController } from '../model/controller.ts';
import { isWhitelisted, type MethodDef } from '../rpc/method-def.ts';
import { markJobPath } from '../rpc/job-targets.ts';
import { methodAsJob } from '../rpc/method-as-job.ts';
import { builtinJobFunctions } from '../rpc/builtin/job-functions.ts';
import { isScriptReport, type ScriptReportDef } from '../rpc/script-report.ts';
import type { JobFunction } from '../jobs/site-jobs.ts';
import { isQueueDeclaration, queueDeclarationProblem } from '../jobs/queues.ts';
import { AppLoadError } from './app-load-error.ts';
import { checkController, checkDefinition } from './check-controller.ts';
import { readFixtures } from './load-fixtures.ts';
import { applyOverrides, checkHooks, hooksFile, scheduledEvents } from './load-hooks.ts';
import { checkFrontends, checkRouteOverlap, FRONTEND_DIRS, type AppFrontend } from './load-frontends.ts';
import { mergeSchedulerEvents, type ScheduledEvent } from '../scheduler/scheduler-events.ts';

export { AppLoadError } from './app-load-error.ts';

/** The DocTypes, controllers, hooks and whitelisted functions of every installed app, loaded once at start-up. */
export interface LoadedApps {
  names: string[];
  doctypes: ReadonlyMap<string, DocTypeMeta>;
  /** Each DocType's controller, apps' override_doctype_class applied; a site composes the hooks in (model/compose-controllers.ts). */
  controllers: ReadonlyMap<string, DocController>;
  /** The apps' hooks.ts files merged in app order: document events and permission rules. */
  hooks: HookTable;
  /**
   * Whitelisted functions of the apps' modules by dotted path (docs/DECISIONS.md D30): export `fn` of
   * `<app>/api.ts` is `<app>.api.fn`, of `<app>/utils/dates.ts` is `<app>.utils.dates.fn`.
   */
  methods: ReadonlyMap<string, MethodDef>;
  /**
   * What a background job may run, by dotted path: every function an app module exports (as
   * Frappe can enqueue any module function) and every whitelisted method, beside svc's own
   * (rpc/builtin/job-functions.ts).
   */
  jobs: ReadonlyMap<string, JobFunction>;
  /** Queues the apps declared with `jobQueues()`, with their default timeouts in seconds. */
  queues: ReadonlyMap<string, number>;
  /** The app folders, in load order: a job worker's threads load the same apps from them. */
  dirs: readonly string[];
  /** The apps' scheduler_events, in app order: each site's Scheduled Job Types are synced to them. */
  scheduledEvents: readonly ScheduledEvent[];
  /** The apps' add_to_apps_screen tiles, in app order, each with its app's name. */
  appsScreen: ReadonlyArray<{ readonly app: string; readonly entry: AppsScreenEntry }>;
  /** The apps' single-page front-ends (hooks.ts `frontends`, docs/DECISIONS.md D63), in app order. */
  frontends: readonly AppFrontend[];
  /** Each app's hooks.ts `fixtures`, by app name (apps without any are absent). */
  fixtures: ReadonlyMap<string, readonly FixtureSpec[]>;
  /** The script reports of the apps' modules (exports made with `scriptReport()`), by report name (docs/DECISIONS.md D133). */
  scriptReports: ReadonlyMap<string, ScriptReportDef>;
}

/** The built-in app shipped with svc (User, Role, ToDo, Note, DocType, ...). */
export const BUILTIN_APP_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/svc');

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** Folders of an app that never hold method modules: a front-end's built scripts and sources are for browsers. */
const SKIPPED_DIRS = new Set<string>(['node_modules', 'test', 'tests', ...FRONTEND_DIRS]);

/**
 * Reads each app folder once, at start-up (docs/DECISIONS.md D29, D30); nothing is imported because of a
 * request. Per app: `doctype/<name>/<name>.json` (Frappe's layout) with the controller `<name>.ts`
 * (or `.js`) beside it, and every module (`.ts`/`.js` outside test folders and test files), whose
 * exports made with `whitelist()` become methods at their dotted path; other exports are ignored;
 * and `hooks.ts` (or `.js`) at its root, whose overrides replace controllers once every app's
 * DocTypes are known. Anything malformed fails here with its path and the reason.
 */
export async function loadApps(appDirs: string[]): Promise<LoadedApps> {
  const doctypes = new Map<string, DocTypeMeta>();
  const controllers = new Map<string, DocController>();
  const methods = new Map<string, MethodDef>();
  // svc's own jobs first, so the built-in methods can enqueue them like any app's.
  const jobs = new Map<string, JobFunction>(builtinJobFunctions());
  const queues = new Map<string, number>();
  const scriptReports = new Map<string, ScriptReportDef>();
  const dirsByName = new Map<string, string>();
  const hookFiles: Array<{ app: string; file: string }> = [];
  for (const given of appDirs) {
    const dir = path.resolve(given);
    const app = path.basename(dir);
    if (dirsByName.get(app) === dir) continue;
    if (dirsByName.has(app)) throw new AppLoadError(`${dir}: an app named ${app} is already loaded from ${dirsByName.get(app)}`);
    if (!fs.statSync(dir, { throwIfNoEntry: false })?.isDirectory()) throw new AppLoadError(`${dir}: app folder not found`);
    dirsByName.set(app, dir);
    const doctypeDir = path.join(dir, 'doctype');
    for (const folder of fs.existsSync(doctypeDir) ? fs.readdirSync(doctypeDir).sort() : []) {
      const file = path.join(doctypeDir, folder, `${folder}.json`);
      if (!fs.existsSync(file)) continue;
      const meta = parseFile(file);
      if (doctypes.has(meta.name)) throw new AppLoadError(`${file}: DocType ${meta.name} is already defined by another app`);
      doctypes.set(meta.name, meta);
      const controller = await importController(path.join(doctypeDir, folder, folder));
      if (controller) controllers.set(meta.name, controller);
    }
    for (const file of moduleFiles(dir)) await loadMethodModule(app, dir, file, { methods, jobs, queues, scriptReports });
    const hooks = hooksFile(dir);
    if (hooks) hookFiles.push({ app, file: hooks });
  }
  for (const meta of doctypes.values()) {
    for (const f of meta.tableFields) {
      const child = doctypes.get(f.options!);
      if (!child?.istable) throw new AppLoadError(`DocType ${meta.name}: table field "${f.fieldname}" names ${f.options}, which is not a child DocType of the installed apps`);
    }
  }
  const declared: AppHooks[] = [];
  const scheduled: ScheduledEvent[][] = [];
  const appsScreen: Array<{ app: string; entry: AppsScreenEntry }> = [];
  const frontends: AppFrontend[] = [];
  const fixtures = new Map<string, readonly FixtureSpec[]>();
  for (const { app, file } of hookFiles) {
    const hooks = checkHooks(file, await importModule(file), doctypes);
    if (hooks.fixtures) fixtures.set(app, readFixtures(file, hooks.fixtures));
    for (const entry of hooks.add_to_apps_screen ?? []) appsScreen.push({ app, entry });
    applyOverrides(file, hooks, controllers);
    scheduled.push(scheduledEvents(file, hooks, jobs));
    frontends.push(...checkFrontends(file, app, path.dirname(file), hooks.frontends));
    declared.push(hooks);
  }
  checkRouteOverlap(frontends);
  return { names: [...dirsByName.keys()], doctypes, controllers, hooks: mergeHooks(declared), methods, jobs, queues, dirs: [...dirsByName.values()], scheduledEvents: mergeSchedulerEvents(scheduled), appsScreen, frontends, fixtures, scriptReports };
}

function parseFile(file: string): DocTypeMeta {
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    throw new AppLoadError(`${file}: not valid JSON (${(err as Error).message})`);
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new AppLoadError(`${file}: must hold a JSON object`);
  try {
    return parseDocType(json as Record<string, unknown>);
  } catch (err) {
    if (err instanceof DocTypeDefinitionError) throw new AppLoadError(`${file}: ${err.message}`);
    throw err;
  }
}

async function importController(base: string): Promise<DocController | null> {
  for (const ext of ['.ts', '.js']) {
    const file = base + ext;
    if (!fs.existsSync(file)) continue;
    const mod = (await importModule(file)) as { default?: DocController };
    if (!mod.default || typeof mod.default !== 'object') throw new AppLoadError(`${file}: a controller module must export a default controller object`);
    checkController(file, mod.default);
    return mod.default;
  }
  return null;
}

/** Imports an app module; a failure (syntax, a throw at load) names the file and the reason, on one line. */
async function importModule(file: string): Promise<Record<string, unknown>> {
  const built = builtModule(file);
  // Registered only for modules not in the build: a server with the built-in app alone starts no
  // module-hook thread (about 100 ms).
  if (!built) resolveAppApiByName();
  try {
    return (await import(built ?? pathToFileURL(file).href)) as Record<string, unknown>;
  } catch (err) {
    // On one line: esbuild puts the position of a syntax error on the lines after its first.
    const lines = String((err as Error)?.message ?? err).split('\n').map((l) => l.trim()).filter(Boolean);
    const reason = lines.slice(0, 3).join(' ').slice(0, 400) || 'unknown error';
    throw new AppLoadError(`${file}: cannot be loaded (${reason})`);
  }
}

/**
 * The build's compiled copy of a built-in app module (scripts/build.js bundles them with svc, so
 * they share its modules), or null: not running the build, or not a built-in module. The JSON
 * definitions are read from apps/svc either way.
 */
function builtModule(file: string): string | null {
  const rel = path.relative(BUILTIN_APP_DIR, file);
  if (!RUNS_COMPILED || rel.startsWith('..') || path.isAbsolute(rel) || !rel.endsWith('.ts')) return null;
  return new URL(`builtin/svc/${rel.split(path.sep).join('/').replace(/\.ts$/, '.js')}`, DIST_URL).href;
}

/** The `.ts`/`.js` files of an app, outside hidden and test folders; test files and `.d.ts` left out. */
function moduleFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (folder: string) => {
    const entries = fs.readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
    const names = new Set(entries.map((e) => e.name));
    for (const entry of entries) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!entry.name.startsWith('.') && !SKIPPED_DIRS.has(entry.name)) walk(full);
        continue;
      }
      if (!/\.(ts|js)$/.test(entry.name) || entry.name.endsWith('.d.ts') || /\.(test|spec)\.[jt]s$/.test(entry.name) || entry.name.startsWith('test_')) continue;
      // A compiled `.js` beside its `.ts` is the same module; the `.ts` wins, as for controllers.
      if (entry.name.endsWith('.js') && names.has(entry.name.replace(/\.js$/, '.ts'))) continue;
      out.push(full);
    }
  };
  walk(dir);
  return out;
}

interface ModuleExports {
  methods: Map<string, MethodDef>;
  jobs: Map<string, JobFunction>;
  queues: Map<string, number>;
  scriptReports: Map<string, ScriptReportDef>;
}

/**
 * Registers a module's exports: whitelisted methods (also runnable as jobs), the other exported
 * functions as job targets, and queue declarations. A module whose path cannot be dotted may
 * export functions, which then cannot be enqueued, but no whitelisted method.
 */
async function loadMethodModule(app: string, dir: string, file: string, into: ModuleExports): Promise<void> {
  const mod = await importModule(file);
  const segments = [app, ...path.relative(dir, file).replace(/\.(ts|js)$/, '').split(path.sep)];
  const bad = segments.find((s) => !IDENTIFIER.test(s));
  for (const [exportName, value] of Object.entries(mod)) {
    if (isQueueDeclaration(value)) {
      declareQueues(`${file}: export "${exportName}"`, value, into.queues);
      continue;
    }
    if (isScriptReport(value)) {
      if (into.scriptReports.has(value.name)) throw new AppLoadError(`${file}: export "${exportName}": script report "${value.name}" is declared twice`);
      into.scriptReports.set(value.name, value);
      continue;
    }
    if (isWhitelisted(value)) {
      if (bad !== undefined) throw new AppLoadError(`${file}: "${bad}" cannot be part of a method path (app, folder and module names are letters, digits and "_")`);
      if (exportName === 'default') throw new AppLoadError(`${file}: a whitelisted function must be a named export (its name is the last part of its path)`);
      const def = value as Omit<MethodDef, 'path'> & { path?: string };
      const dotted = [...segments, exportName].join('.');
      const where = `${file}: export "${exportName}"`;
      checkDefinition(where, def);
      if (def.path !== undefined && def.path !== dotted) throw new AppLoadError(`${where}: path "${def.path}" differs from ${dotted}, where it is exported (leave path out)`);
      const registered = { ...def, params: def.params ?? [], path: dotted };
      into.methods.set(dotted, registered);
      into.jobs.set(dotted, methodAsJob(registered));
      markJobPath(value, dotted);
    } else if (typeof value === 'function' && exportName !== 'default' && bad === undefined) {
      const dotted = [...segments, exportName].join('.');
      into.jobs.set(dotted, value as JobFunction);
      markJobPath(value, dotted);
    }
  }
}

function declareQueues(where: string, declaration: Record<string, unknown>, queues: Map<string, number>): void {
  for (const [name, spec] of Object.entries(declaration)) {
    const problem = queueDeclarationProblem(name, spec);
    if (problem) throw new AppLoadError(`${where}: ${problem}`);
    const timeout = (spec as { timeout: number }).timeout;
    const known = queues.get(name);
    if (known !== undefined && known !== timeout) throw new AppLoadError(`${where}: queue "${name}" is already declared with a timeout of ${known} s`);
    queues.set(name, timeout);
  }
}
