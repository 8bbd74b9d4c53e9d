import type { MethodRegistry } from '../../registry.ts';
import { globalSearch } from './global-search.ts';

/** The desk's search bar (frappe.utils.global_search), as `svc.*` and `frappe.*`. */
export function registerGlobalSearchMethods(registry: MethodRegistry): void {
  registry.registerBuiltin(globalSearch);
}
