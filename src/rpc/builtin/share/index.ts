import type { MethodRegistry } from '../../registry.ts';
import { getUserPermissions, shareAdd, shareGetUsers, shareRemove, shareSetPermission } from './share-methods.ts';

/** Sharing (frappe.share) and User Permissions' lookup, as `svc.*` and `frappe.*`. */
export function registerShareMethods(registry: MethodRegistry): void {
  for (const def of [shareAdd, shareSetPermission, shareRemove, shareGetUsers, getUserPermissions]) registry.registerBuiltin(def);
}
