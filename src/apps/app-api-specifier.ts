import { register } from 'node:module';

/** The import specifier app code uses for svc's app API (src/apps/app-api.ts). */
export const APP_API_SPECIFIER = 'svc/app-api';

const hook = new URL('./app-api-hook.mjs', import.meta.url);
const target = new URL('./app-api.ts', import.meta.url).href;

// Process-wide on purpose: a resolve hook belongs to the module loader, of which there is one per
// process; registering it again would stack a second copy in front of the first.
let registered = false;

/** Makes `import ... from 'svc/app-api'` resolve to this checkout's app API, from any folder. */
export function resolveAppApiByName(): void {
  if (registered) return;
  registered = true;
  register(hook.href, { data: { target } });
}
