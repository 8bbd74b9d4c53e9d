import type { MethodRegistry } from '../../registry.ts';
import { addUserPermissions, clearUserPermissions } from './user-permission-methods.ts';
import { getRoles, getTimezones } from './user-methods.ts';
import { resetOtpSecret } from './reset-otp-secret.ts';

/** User and User Permission methods (frappe.core.doctype.user.user, ...user_permission.user_permission), as `svc.*` and `frappe.*`. */
export function registerUserMethods(registry: MethodRegistry): void {
  for (const def of [getRoles, getTimezones, addUserPermissions, clearUserPermissions, resetOtpSecret]) registry.registerBuiltin(def);
}
