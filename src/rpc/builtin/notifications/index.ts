import type { MethodRegistry } from '../../registry.ts';
import { getNotificationInfo } from './notification-info.ts';
import { getNotificationLogs, markAllAsRead, markAsRead, triggerIndicatorHide } from './notification-log.ts';

/** The desk's bell (frappe.desk.doctype.notification_log, frappe.desk.notifications), as `svc.*` and `frappe.*`. */
export function registerNotificationMethods(registry: MethodRegistry): void {
  for (const def of [getNotificationLogs, markAllAsRead, markAsRead, triggerIndicatorHide, getNotificationInfo]) registry.registerBuiltin(def);
}
