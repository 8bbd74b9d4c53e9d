import { errorCatalog, type ErrorCode } from './catalog.ts';

/** One entry of Frappe's message log, as it appears inside `_server_messages`. */
export interface ServerMessage {
  message: string;
  title?: string;
  indicator?: string;
  raise_exception?: 1;
  /** Shown as a passing alert rather than a dialog (msgprint's alert=True). */
  alert?: 1;
}

export interface AppErrorOptions {
  /** Messages shown to the user; by default the error message, red, raised. */
  messages?: ServerMessage[];
  /** Text after `frappe.exceptions.<Type>: ` in `exception`; defaults to the message. */
  exceptionText?: string;
  /** Extra top-level body keys (`_error_message`, login `message`, ...). */
  extra?: Record<string, unknown>;
  /** Extra response headers (`Allow`, `Retry-After`, ...). */
  headers?: Record<string, string>;
  cause?: unknown;
}

/** An error from the catalog; the serializer turns it into Frappe's body and status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly excType: string;
  readonly messages: ServerMessage[];
  readonly exceptionText: string;
  readonly extra: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, message: string, options: AppErrorOptions = {}) {
    super(message, { cause: options.cause });
    const entry = errorCatalog[code];
    this.name = entry.excType;
    this.code = code;
    this.status = entry.status;
    this.excType = entry.excType;
    this.messages = options.messages ?? (message ? [{ message, title: 'Message', indicator: 'red', raise_exception: 1 }] : []);
    this.exceptionText = options.exceptionText ?? message;
    this.extra = options.extra ?? {};
    this.headers = options.headers ?? {};
  }
}

/** Creates a catalog error. */
export function appError(code: ErrorCode, message = '', options?: AppErrorOptions): AppError {
  return new AppError(code, message, options);
}

/** True for catalog errors. */
export function isAppError(err: unknown): err is AppError {
  return err instanceof AppError;
}
