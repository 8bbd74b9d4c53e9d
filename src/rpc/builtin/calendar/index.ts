import type { MethodRegistry } from '../../registry.ts';
import { getEvents } from './get-events.ts';

/** The calendar view's methods (frappe.desk.calendar), as `svc.*` and `frappe.*`. */
export function registerCalendarMethods(registry: MethodRegistry): void {
  registry.registerBuiltin(getEvents);
}
