import type { MethodRegistry } from '../../registry.ts';
import { assignAdd, assignClose, assignGet, assignRemove } from './assign-to.ts';

/** Assignments (frappe.desk.form.assign_to), as `svc.*` and `frappe.*`. */
export function registerAssignMethods(registry: MethodRegistry): void {
  for (const def of [assignAdd, assignRemove, assignClose, assignGet]) registry.registerBuiltin(def);
}
