import path from 'node:path';
import type { FrontendHook } from '../model/app-hooks.ts';
import { AppLoadError } from './app-load-error.ts';

/** A front-end an app declared (hooks.ts `frontends`, docs/DECISIONS.md D63), checked and resolved. */
export interface AppFrontend {
  app: string;
  /** `/crm`: no trailing slash. */
  route: string;
  /** The absolute folder of its built files (it may not exist until the app is built). */
  root: string;
  /** The page, relative to `root`, with `/` separators. */
  index: string;
  loginRequired: boolean;
  /** Roles of which a user must hold one; null for any user. */
  roles: readonly string[] | null;
}

/** Folders of an app svc never loads modules from (load-apps.ts): a front-end's files must be in one. */
export const FRONTEND_DIRS = ['public', 'frontend'] as const;

/** First path segments svc answers itself (and `socket.io`, `.well-known`, which a route cannot spell). */
const RESERVED_SEGMENTS = new Set(['api', 'app', 'assets', 'files', 'private', 'login']);
const SEGMENT = /^[A-Za-z0-9_-]{1,100}$/;
const KEYS = new Set(['route', 'dir', 'index', 'login_required', 'roles']);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A relative path's segments when every one is an ordinary name (no `.`, `..`, empty or hidden one), else null. */
function plainSegments(rel: string): string[] | null {
  const segments = rel.split('/');
  return segments.every((s) => s !== '' && !s.startsWith('.') && !/[\\\0]/.test(s)) ? segments : null;
}

/**
 * An app's `frontends`, checked whole: a route of plain path segments that is not svc's own, a
 * folder under `public/` or `frontend/` of the app, an index page inside it, a boolean and a list
 * of role names where given. Whether the files exist is asked per request: a front-end is
 * usually built after the code that serves it.
 */
export function checkFrontends(file: string, app: string, appDir: string, declared: readonly FrontendHook[] | undefined): AppFrontend[] {
  const out: AppFrontend[] = [];
  for (const [i, entry] of (declared ?? []).entries()) {
    const where = `${file}: frontends[${i}]`;
    if (!isRecord(entry)) throw new AppLoadError(`${where} must be an object ({ route, dir, index?, login_required?, roles? })`);
    const unknown = Object.keys(entry).find((k) => !KEYS.has(k));
    if (unknown) throw new AppLoadError(`${where}: unknown key "${unknown}" (known: ${[...KEYS].join(', ')})`);
    const { route, dir, index = 'index.html', login_required: loginRequired = true, roles } = entry;
    const segments = typeof route === 'string' && route.startsWith('/') ? route.slice(1).split('/') : null;
    if (!segments || !segments.every((s) => SEGMENT.test(s))) throw new AppLoadError(`${where}: route must be a path such as "/${app}" (letters, digits, "_" and "-" between slashes, no trailing slash)`);
    if (RESERVED_SEGMENTS.has(segments[0].toLowerCase())) throw new AppLoadError(`${where}: route ${route} is under /${segments[0]}, which svc answers itself`);
    const dirSegments = typeof dir === 'string' ? plainSegments(dir) : null;
    if (!dirSegments || !(FRONTEND_DIRS as readonly string[]).includes(dirSegments[0])) throw new AppLoadError(`${where}: dir must be a folder of the app under ${FRONTEND_DIRS.map((d) => `${d}/`).join(' or ')} (such as "public/frontend"), written with "/"`);
    if (typeof index !== 'string' || !plainSegments(index)) throw new AppLoadError(`${where}: index must be a file inside dir (such as "index.html")`);
    if (typeof loginRequired !== 'boolean') throw new AppLoadError(`${where}: login_required must be true or false`);
    if (roles !== undefined && (!Array.isArray(roles) || roles.length === 0 || roles.some((r) => typeof r !== 'string' || r === ''))) throw new AppLoadError(`${where}: roles must be a non-empty list of role names`);
    out.push({ app, route: route as string, root: path.join(appDir, ...dirSegments), index, loginRequired, roles: roles ? [...(roles as string[])] : null });
  }
  return out;
}

/** Refuses two front-ends (of any apps) of which one's route is, or lies under, the other's. */
export function checkRouteOverlap(frontends: readonly AppFrontend[]): void {
  for (const [i, a] of frontends.entries()) {
    for (const b of frontends.slice(i + 1)) {
      const [short, long] = a.route.length <= b.route.length ? [a, b] : [b, a];
      if (long.route === short.route || long.route.startsWith(`${short.route}/`)) {
        throw new AppLoadError(`front-end route ${long.route} of app ${long.app} overlaps ${short.route} of app ${short.app}`);
      }
    }
  }
}
