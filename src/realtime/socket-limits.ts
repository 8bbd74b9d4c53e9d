/** What one socket may ask of the server, from the site's config when it connected. */
export interface SocketLimits {
  /** Client events a socket may send at once, and per `eventSeconds` after that (event-budget.ts). */
  readonly events: number;
  readonly eventSeconds: number;
  /** Document, DocType and task rooms a socket may be subscribed to at once. */
  readonly rooms: number;
}

/**
 * 200 events per 4 s: Frappe's desk sends two or three per form it opens and one per list, and a
 * frappe-react-sdk page one or two per component that listens, so a page of a hundred listening
 * components fits in one burst. 1,000 rooms: Frappe's desk never leaves a document's room while
 * its tab stays open, so a long day of opening forms in one tab stays within it.
 */
export const DEFAULT_SOCKET_LIMITS: SocketLimits = { events: 200, eventSeconds: 4, rooms: 1000 };

const positive = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/** The site's `realtime_event_limit` (`{limit, seconds}`) and `realtime_max_rooms`, each falling back to its default when absent or not a positive number. */
export function socketLimits(config: Readonly<Record<string, unknown>>): SocketLimits {
  const events = config.realtime_event_limit as { limit?: unknown; seconds?: unknown } | undefined;
  const eventsGiven = typeof events === 'object' && events !== null && positive(events.limit) && positive(events.seconds);
  return {
    events: eventsGiven ? Math.max(1, Math.floor(events.limit as number)) : DEFAULT_SOCKET_LIMITS.events,
    eventSeconds: eventsGiven ? (events.seconds as number) : DEFAULT_SOCKET_LIMITS.eventSeconds,
    rooms: positive(config.realtime_max_rooms) ? Math.floor(config.realtime_max_rooms) : DEFAULT_SOCKET_LIMITS.rooms,
  };
}
