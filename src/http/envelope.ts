import { encodeServerMessages } from '../errors/serialize.ts';
import type { ServerMessage } from '../errors/app-error.ts';

/**
 * Frappe's success envelopes, built in one place: resources answer `{"data": ...}`, methods
 * `{"message": ...}` (or `{}` when the method returned nothing); messages a request printed ride
 * along in `_server_messages`. Error bodies are `errors/serialize.ts`'s alone.
 */
export function dataEnvelope(data: unknown, messages: readonly ServerMessage[]): Record<string, unknown> {
  return messages.length > 0 ? { data, _server_messages: encodeServerMessages([...messages]) } : { data };
}

/** A method's answer: `message` when it returned a value, then any extra keys it adds (`docs`), then `_server_messages`. */
export function messageEnvelope(result: { hasValue: boolean; value?: unknown; extra?: Record<string, unknown> }, messages: readonly ServerMessage[]): Record<string, unknown> {
  const body: Record<string, unknown> = result.hasValue ? { message: result.value } : {};
  if (result.extra) Object.assign(body, result.extra);
  if (messages.length > 0) body._server_messages = encodeServerMessages([...messages]);
  return body;
}

/**
 * A JSON object body with Frappe's `"session_expired": 1` added, for a request that presented an
 * unknown or ended sid (frappe-behavior §8.3); any other payload passes unchanged.
 */
export function withSessionExpired(payload: unknown, contentType: string): unknown {
  if (typeof payload !== 'string' || !contentType.startsWith('application/json') || !payload.startsWith('{')) return payload;
  try {
    return JSON.stringify({ ...JSON.parse(payload), session_expired: 1 });
  } catch {
    return payload;
  }
}
