import type { Clock } from '../context/clock.ts';
import { SYSTEM } from '../context/principal.ts';
import type { Logger } from '../context/request-context.ts';
import type { OperationRequest, OperationSite } from './operation-request.ts';

/** A context acting as the system principal, for CLI commands and maintenance (never for requests). */
export function systemContext(site: OperationSite, clock: Clock, log: Logger): OperationRequest {
  return { requestId: 'cli', ip: 'local', site, user: SYSTEM, clock, log, messages: [] };
}
