import { encodeServerMessages } from '../errors/serialize.ts';
import type { ServerMessage } from '../errors/app-error.ts';

/**
 * Frappe's success envelopes, built in one place: resources answer `{"data": ...}`, methods
 * `{"message": ...}` (or `{}` when the method returned nothing); messages a request printed ride
 * along in `_server_messages` (v1) or `messages` (v2, `v2Body`). Error bodies are
 * `errors/serialize.ts`'s alone.
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
 * v2's success body (frappe/utils/response.py _make_logs_v2): `{"data": ...}` plus the message
 * log as `messages`, a real list of message objects rather than v1's nested JSON text.
 */
export function v2Body(data: unknown, messages: readonly ServerMessage[], extra: Record<string, unknown> = {}): Record<string, unknown> {
  const body: Record<string, unknown> = { data, ...extra };
  if (messages.length > 0) body.messages = messages.map(({ raise_exception: _r, ...m }) => m);
  return body;
}

/**
 * A JSON object body with Frappe's `"session_expired": 1` added, for a request that presented an
 * unknown or ended sid (docs/DECISIONS.md F10); any other payload passes unchanged.
 */
export function withSessionExpired(payload: unknown, contentType: string): unknown {
  if (typeof payload !== 'string' || !contentType.startsWith('application/json') || !payload.startsWith('{')) return payload;
  try {
    return JSON.stringify({ ...JSON.parse(payload), session_expired: 1 });
  } catch {
    return payload;
  }
}
