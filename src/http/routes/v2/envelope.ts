import type { ServerMessage } from '../../../errors/app-error.ts';

/**
 * v2's success body (frappe/utils/response.py _make_logs_v2): `{"data": ...}` plus the message
 * log as `messages`, a real list of message objects rather than v1's nested JSON text.
 */
export function v2Body(data: unknown, messages: readonly ServerMessage[], extra: Record<string, unknown> = {}): Record<string, unknown> {
  const body: Record<string, unknown> = { data, ...extra };
  if (messages.length > 0) body.messages = messages.map(({ raise_exception: _r, ...m }) => m);
  return body;
}
