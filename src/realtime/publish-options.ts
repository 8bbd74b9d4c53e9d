import { rooms, type RealtimeEvent } from '../context/realtime-event.ts';

/** Where app code sends an event (frappe.publish_realtime's keyword arguments). */
export interface PublishOptions {
  readonly room?: string;
  readonly user?: string;
  readonly doctype?: string;
  readonly docname?: string;
  readonly taskId?: string;
  /** Hold the event until the request's transaction commits, and drop it on rollback (default false, as in Frappe). */
  readonly afterCommit?: boolean;
}

/**
 * Frappe's routing of publish_realtime (frappe/realtime.py): no event name means `global`;
 * `msgprint` goes to the caller; `list_update` to the DocType's room and `docinfo_update` to the
 * document's; otherwise the first of room, task, user, document, else every desk user (`all`).
 * An event for a document is gated on it, so only readers of that document receive it.
 */
export function routeEvent(event: string | undefined, message: unknown, options: PublishOptions, caller: string): RealtimeEvent {
  const name = event || (options.taskId ? 'task_progress' : 'global');
  const body = (message ?? {}) as Record<string, unknown>;
  const gateOf = (doctype: string | undefined, docname: string | undefined) => (doctype && docname ? { gate: { doctype, name: docname } } : {});
  if (name === 'list_update') {
    const doctype = options.doctype ?? (typeof body.doctype === 'string' ? body.doctype : undefined);
    if (doctype) return { event: name, message: body, room: rooms.doctype(doctype), ...gateOf(doctype, typeof body.name === 'string' ? body.name : undefined) };
  }
  if (name === 'docinfo_update' && options.doctype && options.docname) {
    return { event: name, message: body, room: rooms.doc(options.doctype, options.docname), ...gateOf(options.doctype, options.docname) };
  }
  if (options.room) return { event: name, message: body, room: options.room };
  if (options.taskId) return { event: name, message: { ...body, task_id: body.task_id ?? options.taskId }, room: rooms.task(options.taskId) };
  const user = options.user ?? (name === 'msgprint' ? caller : undefined);
  if (user) return { event: name, message: body, room: rooms.user(user) };
  if (options.doctype && options.docname) return { event: name, message: body, room: rooms.doc(options.doctype, options.docname), ...gateOf(options.doctype, options.docname) };
  return { event: name, message: body, room: rooms.all };
}
