import type { MethodRegistry } from '../../registry.ts';
import { getFieldsLabel } from './get-fields-label.ts';
import { renameFieldname } from './rename-fieldname.ts';

/** Custom Field's whitelisted functions (frappe.custom.doctype.custom_field.custom_field), as `svc.*` and `frappe.*`. */
export function registerCustomFieldMethods(registry: MethodRegistry): void {
  for (const def of [getFieldsLabel, renameFieldname]) registry.registerBuiltin(def);
}
