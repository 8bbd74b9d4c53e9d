import type { MethodRegistry } from '../../registry.ts';
import {
  addRule, getPermissions, getRolesAndDoctypes, getStandardPermissions, getUsersWithRole, removeRule, resetRules, updateRule,
} from './permission-manager.ts';

/** The permission manager page's methods (frappe.core.page.permission_manager), as `svc.*` and `frappe.*`. */
export function registerPermissionManagerMethods(registry: MethodRegistry): void {
  for (const def of [getRolesAndDoctypes, getPermissions, addRule, updateRule, removeRule, resetRules, getUsersWithRole, getStandardPermissions]) registry.registerBuiltin(def);
}
