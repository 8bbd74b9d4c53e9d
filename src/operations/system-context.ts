import type { Clock } from '../context/clock.ts';
import { SYSTEM } from '../context/principal.ts';
import type { Logger, RequestContext, SiteServices } from '../context/request-context.ts';

/** A context acting as the system principal, for CLI commands and maintenance (never for requests). */
export function systemContext(site: SiteServices, clock: Clock, log: Logger): RequestContext {
  return { requestId: 'cli', ip: 'local', site, user: SYSTEM, clock, log, messages: [] };
}
