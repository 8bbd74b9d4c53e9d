import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { DocTypeMeta } from '../meta/doctype-meta.ts';
import { DocTypeDefinitionError, parseDocType } from '../meta/parse-doctype.ts';
import type { DocController } from '../model/controller.ts';

/** The DocTypes and controllers of every installed app, loaded once at start-up. */
export interface LoadedApps {
  names: string[];
  doctypes: ReadonlyMap<string, DocTypeMeta>;
  controllers: ReadonlyMap<string, DocController>;
}

/** Thrown at start-up for a DocType file that cannot be used; the message names the file. */
export class AppLoadError extends Error {}

/** The built-in app shipped with svc (User, Role, ToDo, Note, DocType, ...). */
export const BUILTIN_APP_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/svc');

/**
 * Reads `<app>/doctype/<name>/<name>.json` of each app folder (Frappe's layout) and imports the
 * controller `<name>.ts` (or `.js`) beside it when there is one. A malformed file fails with its
 * path and the reason.
 */
export async function loadApps(appDirs: string[]): Promise<LoadedApps> {
  const doctypes = new Map<string, DocTypeMeta>();
  const controllers = new Map<string, DocController>();
  const names: string[] = [];
  for (const dir of appDirs) {
    names.push(path.basename(dir));
    const doctypeDir = path.join(dir, 'doctype');
    if (!fs.existsSync(doctypeDir)) continue;
    for (const folder of fs.readdirSync(doctypeDir).sort()) {
      const file = path.join(doctypeDir, folder, `${folder}.json`);
      if (!fs.existsSync(file)) continue;
      const meta = parseFile(file);
      if (doctypes.has(meta.name)) throw new AppLoadError(`${file}: DocType ${meta.name} is already defined by another app`);
      doctypes.set(meta.name, meta);
      const controller = await importController(path.join(doctypeDir, folder, folder));
      if (controller) controllers.set(meta.name, controller);
    }
  }
  for (const meta of doctypes.values()) {
    for (const f of meta.tableFields) {
      const child = doctypes.get(f.options!);
      if (!child?.istable) throw new AppLoadError(`DocType ${meta.name}: table field "${f.fieldname}" names ${f.options}, which is not a child DocType of the installed apps`);
    }
  }
  return { names, doctypes, controllers };
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
    if (!fs.existsSync(base + ext)) continue;
    const mod = (await import(pathToFileURL(base + ext).href)) as { default?: DocController };
    if (!mod.default) throw new AppLoadError(`${base + ext}: a controller module must export a default controller object`);
    return mod.default;
  }
  return null;
}
