import type { MethodRegistry } from '../../registry.ts';
import { addNode, getChildren } from './treeview.ts';

/** Tree views' methods (frappe.desk.treeview), as `svc.*` and `frappe.*`. */
export function registerTreeMethods(registry: MethodRegistry): void {
  for (const def of [getChildren, addNode]) registry.registerBuiltin(def);
}
