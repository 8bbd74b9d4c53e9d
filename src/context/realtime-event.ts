/**
 * One realtime event as svc publishes it (Frappe's `emit_via_redis` payload without the
 * namespace, which is the channel's site). `gate` names the document the event is about: a
 * recipient gets it only while it may read that document, whatever room it sits in.
 */
export interface RealtimeEvent {
  readonly event: string;
  readonly message: unknown;
  /** A Frappe room name (`doc:<doctype>/<name>`, `doctype:<doctype>`, `user:<user>`, `all`, `website`, `task_progress:<id>`). */
  readonly room: string;
  readonly gate?: RealtimeGate;
}

export interface RealtimeGate {
  readonly doctype: string;
  readonly name: string;
  /**
   * The document's own column values as the event saw them (before a delete, after a save), so a
   * row rule (owner, User Permissions, shares) is decided without a query, even for a document
   * that no longer exists.
   */
  readonly row?: Readonly<Record<string, unknown>>;
}

/** Frappe's room names (frappe/realtime.py, realtime/handlers.js). */
export const rooms = {
  doc: (doctype: string, name: string) => `doc:${doctype}/${name}`,
  openDoc: (doctype: string, name: string) => `open_doc:${doctype}/${name}`,
  doctype: (doctype: string) => `doctype:${doctype}`,
  user: (user: string) => `user:${user}`,
  task: (taskId: string) => `task_progress:${taskId}`,
  all: 'all',
  website: 'website',
} as const;

/**
 * A site's realtime events between processes: what one process publishes, every process of the
 * site that subscribed receives, the publisher included (Frappe's Redis `events` channel). Events
 * are fire-and-forget: one published while no process listens is gone, as in Frappe.
 */
export interface RealtimeChannel {
  publish(event: RealtimeEvent): void;
  /** Adds a listener; answers a function that removes it. */
  subscribe(listener: (event: RealtimeEvent) => void): () => void;
}
