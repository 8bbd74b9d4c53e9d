import type { SiteConfig } from '../config/site-config.ts';

/** What one socket may ask of the server, from the site's config when it connected. */
export interface SocketLimits {
  /** Client events a socket may send at once, and per `eventSeconds` after that (event-budget.ts). */
  readonly events: number;
  readonly eventSeconds: number;
  /** Document, DocType and task rooms a socket may be subscribed to at once. */
  readonly rooms: number;
}

/** The site's `realtime_event_limit` (`{limit, seconds}`) and `realtime_max_rooms` (defaults and reasons in config/site-config.ts). */
export function socketLimits(config: Pick<SiteConfig, 'realtime_event_limit' | 'realtime_max_rooms'>): SocketLimits {
  return { events: config.realtime_event_limit.limit, eventSeconds: config.realtime_event_limit.seconds, rooms: config.realtime_max_rooms };
}
