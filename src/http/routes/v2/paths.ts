import { appError } from '../../../errors/app-error.ts';

/** One path part decoded once; NUL and bad percent-encoding are 417, as on v1's resource routes. */
export function decodePart(part: string): string {
  if (part.includes('%00')) throw appError('VALIDATION', 'The URL holds a NUL character');
  try {
    return decodeURIComponent(part);
  } catch {
    throw appError('VALIDATION', 'The URL holds an invalid percent-encoding');
  }
}

/** The raw parts of `/api/v2/<section>/...` after the section, without empty trailing parts (trailing slashes are optional). */
export function v2Parts(rawUrl: string, section: 'document' | 'doctype' | 'method' | 'jobs'): string[] {
  const path = rawUrl.split('?')[0];
  const rest = path.slice(`/api/v2/${section}/`.length);
  const parts = rest.split('/');
  while (parts.length > 0 && parts[parts.length - 1] === '') parts.pop();
  return parts;
}

/** What `/api/v2/document/...` addresses: a collection, a document, or a document's method. */
export type DocumentTarget =
  | { kind: 'collection'; doctype: string }
  | { kind: 'document'; doctype: string; name: string }
  | { kind: 'method'; doctype: string; name: string; method: string }
  | { kind: 'copy'; doctype: string; name: string };

/**
 * frappe/api/v2.py's document rules: `<doctype>`, `<doctype>/<path:name>` (a name may hold `/`)
 * `<doctype>/<path:name>/method/<method>` and `<doctype>/<path:name>/copy`; as in werkzeug, a
 * name ending in `/method/<x>` is read as the method route, one ending in `/copy` as the copy.
 */
export function documentTarget(rawUrl: string): DocumentTarget {
  const parts = v2Parts(rawUrl, 'document');
  if (parts.length === 0 || parts[0] === '') throw appError('ROUTE_NOT_FOUND', 'No DocType in the URL: use /api/v2/document/<DocType>[/<name>]');
  const doctype = decodePart(parts[0]);
  if (parts.length === 1) return { kind: 'collection', doctype };
  if (parts.length >= 4 && parts[parts.length - 2] === 'method') {
    return { kind: 'method', doctype, name: decodePart(parts.slice(1, -2).join('/')), method: decodePart(parts[parts.length - 1]) };
  }
  if (parts.length >= 3 && parts[parts.length - 1] === 'copy') return { kind: 'copy', doctype, name: decodePart(parts.slice(1, -1).join('/')) };
  return { kind: 'document', doctype, name: decodePart(parts.slice(1).join('/')) };
}
