import type { MethodRegistry } from '../../registry.ts';
import { toggleLike } from './like.ts';
import { addTag, getTags, removeTag } from './tag-methods.ts';

/** Tags and likes (frappe.desk.doctype.tag.tag, frappe.desk.like), as `svc.*` and `frappe.*`. */
export function registerTagMethods(registry: MethodRegistry): void {
  for (const def of [addTag, removeTag, getTags, toggleLike]) registry.registerBuiltin(def);
}
