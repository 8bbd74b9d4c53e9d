import { AppError, isAppError, type ServerMessage } from './app-error.ts';
import { serializeError, type SerializedError } from './serialize.ts';

/**
 * Turns any thrown value into Frappe's v2 error body (frappe/utils/response.py report_error for
 * ApiVersion.V2, docs/DECISIONS.md F14): `{"errors": [{type, exception?, message, title, indicator}]}`
 * with the status and headers the catalog gives the v1 body; v1's extra body keys are v1's alone. The message-log entry the error raised is merged
 * into the error and loses `raise_exception`; other messages ride in `messages`, a real list.
 * `exception` (the traceback) appears only in developer mode and never for a 404, as in Frappe,
 * where tracebacks follow the `allow_error_traceback` setting and skip 404s.
 */
export function serializeErrorV2(err: unknown, developerMode: boolean, earlier: readonly ServerMessage[] = []): SerializedError {
  // The v1 serializer owns the status, headers and the unexpected-error fallback; v2 reshapes its parts.
  const v1 = serializeError(err, developerMode);
  const error: AppError | null = isAppError(err) ? err : null;
  const entry: Record<string, unknown> = { type: v1.body.exc_type };
  if (developerMode && v1.status !== 404) entry.exception = JSON.parse(String(v1.body.exc ?? '[""]'))[0];
  const own = error?.messages ?? [];
  // The exception's own entry is the last one raised: earlier ones belong to errors it replaced.
  const raised = [...own].reverse().find((m) => m.raise_exception) ?? null;
  if (raised) {
    const { raise_exception: _dropped, ...rest } = raised;
    Object.assign(entry, rest);
  } else if (error && error.message) entry.message = error.message;
  const body: Record<string, unknown> = { errors: [entry] };
  const others = [...earlier, ...own.filter((m) => m !== raised)].map(({ raise_exception: _r, ...m }) => m);
  if (others.length > 0) body.messages = others;
  return { status: v1.status, body, headers: v1.headers };
}
