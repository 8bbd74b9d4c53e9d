import type { MethodRegistry } from '../../registry.ts';
import { getAutoRepeatDoctypes } from './auto-repeat-doctypes.ts';
import { makeAutoRepeat } from './make-auto-repeat.ts';
import { generateMessagePreview } from './message-preview.ts';
import { updateReference } from './update-reference.ts';

/** Auto Repeat's methods (frappe.automation.doctype.auto_repeat.auto_repeat), as `svc.*` and `frappe.*`. */
export function registerAutoRepeatMethods(registry: MethodRegistry): void {
  for (const def of [makeAutoRepeat, getAutoRepeatDoctypes, updateReference, generateMessagePreview]) registry.registerBuiltin(def);
}
