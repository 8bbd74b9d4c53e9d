import { register } from 'node:module';
import { DIST_URL, RUNS_COMPILED } from './run-mode.ts';

/** The import specifier app code uses for svc's app API (src/apps/app-api.ts). */
export const APP_API_SPECIFIER = 'svc/app-api';

const hook = new URL('./app-api-hook.mjs', import.meta.url);
const source = new URL('./app-api.ts', import.meta.url).href;
/** The app API the server runs: built, it is the build's own entry, which shares its modules. */
const target = RUNS_COMPILED ? new URL('app-api.js', DIST_URL).href : source;

// Process-wide on purpose: a resolve hook belongs to the module loader, of which there is one per
// process; registering it again would stack a second copy in front of the first.
let registered = false;

/**
 * Makes `import ... from 'svc/app-api'` resolve to the app API this process runs, from any folder.
 * Built, the hook also compiles the apps' TypeScript (src/apps/app-api-hook.mjs).
 */
export function resolveAppApiByName(): void {
  if (registered) return;
  registered = true;
  register(hook.href, { data: RUNS_COMPILED ? { target, compiled: { source, src: new URL('../', import.meta.url).href } } : { target } });
}
