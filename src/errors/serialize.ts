import { randomHex } from '../util/random.ts';
import { pyJsonDumps } from '../util/json.ts';
import { AppError, isAppError, type ServerMessage } from './app-error.ts';

export interface SerializedError {
  status: number;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

/**
 * Turns any thrown value into Frappe's v1 error body: `exception`, `exc_type`, `exc`,
 * `_server_messages` in that order. Every error carries `exc`, because the Python frappe-client
 * raises only on a truthy `exc` and would otherwise answer None for a 404; outside developer mode
 * it is a one-line summary, never a stack or a file path. `exception` stays off 404s and CSRF
 * failures, as Frappe leaves it (frappe-js-sdk shows `exception` before `exc_type`).
 */
export function serializeError(err: unknown, developerMode: boolean, earlier: ServerMessage[] = []): SerializedError {
  const error = isAppError(err) ? err : internalError(err);
  const body: Record<string, unknown> = {};
  if (error.status !== 404 && error.code !== 'CSRF_INVALID') body.exception = exceptionLine(error);
  body.exc_type = error.excType;
  body.exc = JSON.stringify([developerMode ? stackOf(err, error) : exceptionLine(error)]);
  // Messages the request printed before it failed come first, as in Frappe's message log.
  if (error.messages.length + earlier.length > 0) body._server_messages = encodeServerMessages([...earlier, ...error.messages]);
  Object.assign(body, error.extra);
  return { status: error.status, body, headers: error.headers };
}

function exceptionLine(error: AppError): string {
  const qualified = error.code === 'INTERNAL' ? error.excType : `frappe.exceptions.${error.excType}`;
  return error.exceptionText ? `${qualified}: ${error.exceptionText}` : qualified;
}

function stackOf(original: unknown, error: AppError): string {
  if (original instanceof Error && original.stack) return original.stack;
  return error.stack ?? exceptionLine(error);
}

/** `_server_messages` as Frappe nests it: a JSON list of JSON strings, Python separators. */
export function encodeServerMessages(messages: ServerMessage[]): string {
  return pyJsonDumps(messages.map((m) => pyJsonDumps(m.raise_exception ? { ...m, __frappe_exc_id: randomHex(56) } : m)));
}

function internalError(err: unknown): AppError {
  const name = err instanceof Error ? err.name : 'Error';
  const error = new AppError('INTERNAL', 'Internal Server Error', { messages: [], exceptionText: '' });
  Object.defineProperty(error, 'excType', { value: name === 'Error' ? 'Exception' : name });
  return error;
}
