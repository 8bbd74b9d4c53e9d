import type { AppsScreenEntry } from '../../../model/app-hooks.ts';
import { whitelist, type MethodDef } from '../../method-def.ts';

/** The framework's own apps: Frappe v15 leaves `frappe` off its apps screen. */
const FRAMEWORK = new Set(['svc', 'frappe']);

/**
 * frappe.apps.get_apps for the installed apps' add_to_apps_screen tiles: `[{name, logo, title,
 * route}]` in app order, those whose has_permission refuses the caller left out, as Frappe v15.
 */
export function getAppsMethod(tiles: ReadonlyArray<{ readonly app: string; readonly entry: AppsScreenEntry }>): MethodDef {
  return whitelist({
    path: 'apps.get_apps',
    params: [],
    handler: (api) => tiles
      .filter(({ app, entry }) => !FRAMEWORK.has(app) && (entry.has_permission?.(api.user) ?? true))
      .map(({ app, entry }) => ({ name: app, logo: entry.logo ?? null, title: entry.title, route: entry.route ?? null })),
  });
}
