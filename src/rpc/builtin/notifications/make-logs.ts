import type { MethodContext } from '../../method-context.ts';
import { switchesOf } from './settings-of.ts';

/** What a Notification Log says, before it is addressed (Frappe's enqueue_create_notification's doc). */
export interface LogContent {
  readonly type: 'Mention' | 'Energy Point' | 'Assignment' | 'Share' | 'Alert';
  readonly document_type?: string | null;
  readonly document_name?: string | null;
  readonly subject: string;
  readonly email_content?: string | null;
  readonly from_user?: string | null;
  readonly link?: string | null;
}

/**
 * Frappe's make_notification_logs: a log per enabled user whose email is among `emails` and whose
 * Notification Settings leave notifications on; nobody is told of their own act, but for Alerts
 * and Energy Points. Written in the caller's transaction (Frappe enqueues them, and runs them at
 * once in tests), so a save that fails leaves none.
 */
export async function makeNotificationLogs(api: MethodContext, emails: readonly string[], content: LogContent): Promise<number> {
  const wanted = [...new Set(emails.map((e) => e.trim()).filter(Boolean))];
  if (wanted.length === 0) return 0;
  const system = api.ignoringPermissions();
  const users = await api.asSystem().list('User', { fields: ['name'], filters: [['enabled', '=', 1], ['email', 'in', wanted]], order_by: 'name asc', limit_page_length: 0 }) as Array<{ name: string }>;
  let made = 0;
  for (const { name } of users) {
    if (name === content.from_user && content.type !== 'Alert' && content.type !== 'Energy Point') continue;
    if (!(await switchesOf(api, name)).enabled) continue;
    await system.insert({ doctype: 'Notification Log', ...content, for_user: name });
    made++;
  }
  return made;
}
