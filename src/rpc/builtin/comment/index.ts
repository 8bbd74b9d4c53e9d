import type { MethodRegistry } from '../../registry.ts';
import { addComment, updateComment } from './comment-methods.ts';

/** Comments (frappe.desk.form.utils), as `svc.*` and `frappe.*`. */
export function registerCommentMethods(registry: MethodRegistry): void {
  for (const def of [addComment, updateComment]) registry.registerBuiltin(def);
}
