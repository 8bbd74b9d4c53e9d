import type { MethodRegistry } from '../../registry.ts';
import { getEmailTemplate } from './get-email-template.ts';

/** Email Template's method (frappe.email.doctype.email_template), as `svc.*` and `frappe.*`. */
export function registerEmailTemplateMethods(registry: MethodRegistry): void {
  registry.registerBuiltin(getEmailTemplate);
}
