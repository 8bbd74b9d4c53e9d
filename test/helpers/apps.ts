import path from 'node:path';
import { BUILTIN_APP_DIR, loadApps, type LoadedApps } from '../../src/apps/load-apps.ts';

/** The app the app tests run against: methods of every kind, a controller with document methods. */
export const FIXTURE_APP = path.resolve(import.meta.dirname, '../fixtures/apps/apptest');

/** The app the background-job tests run: methods that enqueue, and the jobs they run. */
export const JOBS_APP = path.resolve(import.meta.dirname, '../fixtures/apps/jobtest');

/** The app the mail tests run: a method that calls api.sendmail with the arguments it is given. */
export const MAIL_APP = path.resolve(import.meta.dirname, '../fixtures/apps/mailtest');

/** The app the scheduler tests run: hooks.ts scheduler_events of every kind, and the methods they name. */
export const SCHEDULER_APP = path.resolve(import.meta.dirname, '../fixtures/apps/schedtest');

/** The app the DocType rename tests run: a DocType after_rename that fails for some names, after everything moved. */
export const RENAME_APP = path.resolve(import.meta.dirname, '../fixtures/apps/renametest');

/** The app the fixtures tests run (copied, since exporting writes into it): hooks.ts fixtures of its own DocType and of Role. */
export const FIXTURES_APP = path.resolve(import.meta.dirname, '../fixtures/apps/fixtest');

/** The `examples/` app shipped at the repository root. */
export const EXAMPLES_APP = path.resolve(import.meta.dirname, '../../examples');

/** The built-in app plus the given app folders, loaded as the server loads them at start-up. */
export function appsWith(...dirs: string[]): Promise<LoadedApps> {
  return loadApps([BUILTIN_APP_DIR, ...dirs]);
}

/** The app the customization tests run: methods that call createCustomFields and makePropertySetter. */
export const CUSTOM_APP = path.resolve(import.meta.dirname, '../fixtures/apps/customtest');

/** The app the Data Import tests run: a DocType with a mandatory field, a Select, a Link, a child table and a permlevel-1 field, created only by Import Manager. */
export const IMPORT_APP = path.resolve(import.meta.dirname, '../fixtures/apps/importtest');
