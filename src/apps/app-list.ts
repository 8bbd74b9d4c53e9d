import fs from 'node:fs';
import path from 'node:path';
import { AppLoadError, BUILTIN_APP_DIR, loadApps, type LoadedApps } from './load-apps.ts';

/** Frappe's list of a bench's apps, in the sites folder. */
export const APPS_TXT = 'apps.txt';

/** Names that stand for the built-in app in apps.txt (Frappe's own file starts with `frappe`). */
const BUILTIN_NAMES = new Set(['svc', 'frappe']);

/** The project folder: the one holding the sites folder (a bench, in Frappe's terms). */
export function projectDir(sitesDir: string): string {
  return path.dirname(path.resolve(sitesDir));
}

/** Where `svc new-app` creates apps and where bare names in apps.txt are found: `<project>/apps`. */
export function defaultAppsDir(sitesDir: string): string {
  return path.join(projectDir(sitesDir), 'apps');
}

/**
 * The folder of one apps.txt entry: a bare name (`myapp`) is `<project>/apps/myapp` as in a Frappe
 * bench; an entry with a slash or starting with `.` is a path, relative to the project folder
 * unless absolute. `svc` and `frappe` stand for the built-in app.
 */
export function resolveAppEntry(sitesDir: string, entry: string): string {
  if (BUILTIN_NAMES.has(entry)) return BUILTIN_APP_DIR;
  const isPath = entry.includes('/') || entry.includes('\\') || entry.startsWith('.');
  return isPath ? path.resolve(projectDir(sitesDir), entry) : path.join(defaultAppsDir(sitesDir), entry);
}

/** The entries of `<sites>/apps.txt` (none when there is no file); blank lines and `#` comments skipped. */
export function readAppsTxt(sitesDir: string): Array<{ line: number; entry: string; dir: string }> {
  const file = path.join(sitesDir, APPS_TXT);
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .map((text, i) => ({ line: i + 1, entry: text.trim() }))
    .filter((e) => e.entry && !e.entry.startsWith('#'))
    .map((e) => ({ ...e, dir: resolveAppEntry(sitesDir, e.entry) }));
}

/**
 * The app folders this project runs, each once: the built-in app, the apps listed in
 * `<sites>/apps.txt`, then SVC_APPS_DIRS. Every site runs (has installed) all of them. An entry
 * whose folder is missing fails with the file, the line and the folder looked for.
 */
export function installedAppDirs(sitesDir: string, extraDirs: string[] = []): string[] {
  const dirs = [BUILTIN_APP_DIR];
  for (const { line, entry, dir } of readAppsTxt(sitesDir)) {
    if (!fs.statSync(dir, { throwIfNoEntry: false })?.isDirectory()) {
      throw new AppLoadError(`${path.join(sitesDir, APPS_TXT)} line ${line}: app "${entry}" not found at ${dir}`);
    }
    dirs.push(dir);
  }
  dirs.push(...extraDirs.map((d) => path.resolve(d)));
  return [...new Set(dirs)];
}

/** Loads the apps of `installedAppDirs` (what every command and the server run). */
export async function loadInstalledApps(sitesDir: string, extraDirs: string[] = []): Promise<LoadedApps> {
  return loadApps(installedAppDirs(sitesDir, extraDirs));
}

/** Appends an entry to `<sites>/apps.txt` (created when missing), keeping one entry per line. */
export function appendToAppsTxt(sitesDir: string, entry: string): string {
  const file = path.join(sitesDir, APPS_TXT);
  fs.mkdirSync(sitesDir, { recursive: true });
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  fs.writeFileSync(file, `${current}${current && !current.endsWith('\n') ? '\n' : ''}${entry}\n`);
  return file;
}
