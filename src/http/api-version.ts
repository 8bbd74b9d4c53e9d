import type { ServerMessage } from '../errors/app-error.ts';
import { serializeError, type SerializedError } from '../errors/serialize.ts';
import { serializeErrorV2 } from '../errors/serialize-v2.ts';

const V2_PREFIX = /^\/api\/v2(?:[/?]|$)/;

/** True for a request under `/api/v2` (frappe/api/__init__.py get_api_version). */
export function isV2Url(url: string): boolean {
  return V2_PREFIX.test(url);
}

/** The error body of the API version the URL addresses: v2's `errors` list, else Frappe's v1 keys. */
export function serializeErrorFor(url: string, err: unknown, developerMode: boolean, earlier: readonly ServerMessage[] = []): SerializedError {
  return isV2Url(url) ? serializeErrorV2(err, developerMode, earlier) : serializeError(err, developerMode, [...earlier]);
}
