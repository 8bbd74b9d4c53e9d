import type { MethodRegistry } from '../../registry.ts';
import { resetPassword } from './reset-password.ts';
import { signUp } from './sign-up.ts';
import { testPasswordStrength } from './test-password-strength.ts';
import { updatePassword } from './update-password.ts';

/** Account flows of frappe.core.doctype.user.user: reset, update and strength of passwords, sign-up. */
export function registerAccountMethods(registry: MethodRegistry): void {
  for (const def of [resetPassword, updatePassword, testPasswordStrength, signUp]) registry.registerBuiltin(def);
}
