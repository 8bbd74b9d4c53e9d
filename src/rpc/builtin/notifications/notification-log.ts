import { rooms } from '../../../context/realtime-event.ts';
import { appError } from '../../../errors/app-error.ts';
import type { MethodContext } from '../../method-context.ts';
import { whitelist } from '../../method-def.ts';
import { userInfoOf } from '../form/user-info.ts';

/** The most logs one call answers (the bell asks for 20; Frappe sets no bound). */
const MAX_LOGS = 500;

/**
 * frappe.desk.doctype.notification_log.notification_log.get_notification_logs: the caller's
 * latest logs (the read rule keeps every user to their own), every field, newest change first,
 * with the senders' `user_info`.
 */
export const getNotificationLogs = whitelist({
  path: 'desk.doctype.notification_log.notification_log.get_notification_logs',
  params: [{ name: 'limit', type: 'int', default: 20 }],
  handler: async (api, a) => {
    if (a.limit < 0) throw appError('VALIDATION', 'limit must not be negative');
    const logs = await api.docs.list('Notification Log', { fields: ['*'], order_by: 'modified desc', limit_page_length: Math.min(a.limit || MAX_LOGS, MAX_LOGS) }) as Array<Record<string, unknown>>;
    const user_info = await userInfoOf(api.asSystem(), logs.map((l) => l.from_user));
    return { notification_logs: logs, user_info };
  },
});

/**
 * Sets `read` on the caller's own logs among `names` without touching `modified` (Frappe's
 * update_modified=False). The names are first read under the caller's read rule, so another
 * user's log is never changed.
 */
async function markRead(api: MethodContext, filters: unknown[][]): Promise<void> {
  const own = await api.docs.list('Notification Log', { fields: ['name'], filters: [...filters, ['read', '=', 0], ['for_user', '=', api.user.name]], limit_page_length: 0 }) as Array<{ name: string }>;
  if (own.length === 0) return;
  const meta = api.dc.site.meta.get('Notification Log')!;
  await api.dc.tx.run(api.dc.tx.builder.updateTable(meta.tableName).set({ read: 1 }).where('name', 'in', own.map((r) => r.name)));
}

/** …notification_log.mark_all_as_read: every unread log of the caller becomes read. */
export const markAllAsRead = whitelist({
  path: 'desk.doctype.notification_log.notification_log.mark_all_as_read',
  methods: ['POST', 'PUT'],
  params: [],
  handler: async (api) => {
    await markRead(api, []);
    return null;
  },
});

/**
 * …notification_log.mark_as_read: one log of the caller becomes read. A name that is not the
 * caller's log changes nothing and answers as Frappe does for a missing one (docs/DECISIONS.md D80).
 */
export const markAsRead = whitelist({
  path: 'desk.doctype.notification_log.notification_log.mark_as_read',
  methods: ['POST', 'PUT'],
  params: [{ name: 'docname', type: 'str', required: true }],
  handler: async (api, a) => {
    if (a.docname) await markRead(api, [['name', '=', a.docname]]);
    return null;
  },
});

/** …notification_log.trigger_indicator_hide: the caller's other desks hide the bell's dot (`indicator_hide`). */
export const triggerIndicatorHide = whitelist({
  path: 'desk.doctype.notification_log.notification_log.trigger_indicator_hide',
  methods: ['POST', 'PUT'],
  params: [],
  handler: (api) => {
    api.dc.publishRealtime({ event: 'indicator_hide', message: {}, room: rooms.user(api.user.name) });
    return null;
  },
});
