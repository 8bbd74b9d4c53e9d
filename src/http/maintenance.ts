import type { FastifyRequest } from 'fastify';
import type { SiteConfig } from '../config/site-config.ts';
import { appError } from '../errors/app-error.ts';
import { siteOf } from './request-context.ts';
import { traitsOf } from './route-traits.ts';

/** The site's maintenance state from its config (re-read at most once a second, so no restart is needed). */
export type MaintenanceState = 'serving' | 'stopped' | 'read_only';

const READ_VERBS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function maintenanceState(config: Pick<SiteConfig, 'maintenance_mode' | 'allow_reads_during_maintenance'>): MaintenanceState {
  if (config.maintenance_mode === 0) return 'serving';
  return config.allow_reads_during_maintenance === 1 ? 'read_only' : 'stopped';
}

/** Whether a request may change anything: every verb but GET, HEAD and OPTIONS, and routes whose traits say they write (login, logout). */
export function isWriteRequest(request: FastifyRequest): boolean {
  return !READ_VERBS.has(request.method) || traitsOf(request).writes === true;
}

/**
 * Frappe's maintenance switches (frappe/app.py init_request): `maintenance_mode: 1` stops every
 * request with 503 SessionStopped; with `allow_reads_during_maintenance: 1` reads go on and
 * anything that would write is 503 InReadOnlyMode before it runs, so nothing is written.
 */
export function refuseDuringMaintenance(state: MaintenanceState, request: FastifyRequest): void {
  if (state === 'stopped') throw appError('SESSION_STOPPED', 'Session Stopped');
  if (state === 'read_only' && isWriteRequest(request)) {
    throw appError('READ_ONLY_MODE', 'Site is running in read only mode for maintenance or site update, this action can not be performed right now. Please try again later.');
  }
}

/** The preHandler of API routes: a site in maintenance refuses the request before anyone is authenticated. */
export function checkMaintenance(request: FastifyRequest, _reply: unknown, done: (err?: Error) => void): void {
  const state = maintenanceState(siteOf(request).config);
  if (state === 'serving') return done();
  try {
    refuseDuringMaintenance(state, request);
  } catch (err) {
    return done(err as Error);
  }
  done();
}
