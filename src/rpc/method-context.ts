import { SYSTEM, type Principal } from '../context/principal.ts';
import { appError, type AppError } from '../errors/app-error.ts';
import type { ErrorCode } from '../errors/catalog.ts';
import { asTrusted, contextWith, type DocContext } from '../model/doc-context.ts';
import { documentApi, type DocumentApi } from './document-api.ts';
import { routeEvent, type PublishOptions } from '../realtime/publish-options.ts';
import { enqueueJob, type EnqueuedJob, type EnqueueOptions } from './enqueue.ts';
import type { JobTarget } from './job-targets.ts';
import type { QueuedMail, SendmailArgs } from '../email/mail-args.ts';
import { sendmail } from '../email/queue-mail.ts';

/** Frappe exception kinds app code may throw, by the exc_type clients see. */
export const THROW_KINDS = {
  ValidationError: 'VALIDATION',
  PermissionError: 'PERMISSION_DENIED',
  DoesNotExistError: 'DOC_NOT_FOUND',
  MandatoryError: 'MANDATORY',
  LinkValidationError: 'LINK_VALIDATION',
  DuplicateEntryError: 'DUPLICATE_ENTRY',
  UniqueValidationError: 'UNIQUE_VALIDATION',
  TimestampMismatchError: 'TIMESTAMP_MISMATCH',
  AuthenticationError: 'AUTH_INVALID',
  DataError: 'DATA_ERROR',
  NameError: 'NAME_ERROR',
} as const satisfies Record<string, ErrorCode>;
export type ThrowKind = keyof typeof THROW_KINDS;

/**
 * What a whitelisted function or a document controller's method receives: who is calling, the
 * documents (permission-checked), an explicit way to act with system rights, and Frappe's
 * `throw` and `msgprint`. Everything runs in the request's one transaction.
 */
export interface MethodContext {
  readonly user: Principal;
  readonly site: string;
  /** The HTTP verb of the request (GET requests cannot write). */
  readonly verb: string;
  readonly docs: DocumentApi;
  /** Documents with system rights; use only where the code itself has checked access. */
  asSystem(): DocumentApi;
  /**
   * Documents with system rights, written in the caller's name (owner, modified_by): Frappe's
   * `ignore_permissions=True`. Use only where the code itself has checked access.
   */
  ignoringPermissions(): DocumentApi;
  /** Stops the call with a Frappe exception (ValidationError by default), the message in `_server_messages`. */
  throw(message: string, kind?: ThrowKind): never;
  /** Adds a message to the response's `_server_messages`. */
  msgprint(message: string, options?: { title?: string; indicator?: string; alert?: boolean }): void;
  /**
   * Frappe's `publish_realtime`: sends `event` to the sockets (and SSE streams) of a room, a user,
   * a document's readers or every desk user; with `afterCommit` only once this request's
   * transaction commits.
   */
  publishRealtime(event: string | undefined, message?: unknown, options?: PublishOptions): void;
  /**
   * Frappe's `publish_progress`: a `progress` event `{percent, title, description}` sent at once
   * (not held for the commit): to the task's room when the job was enqueued with a `taskId` (or
   * `options.taskId` names one), else to the readers of `doctype`/`docname` when both are given,
   * else to this user (in a job, the one who enqueued it).
   */
  publishProgress(percent: number, title?: string, description?: string, options?: ProgressOptions): void;
  /**
   * Frappe's `enqueue`: runs `method` (a dotted path, or a function or whitelisted method an app
   * module exports) in a background worker, as this user, on this site, with `options.kwargs`.
   * After this transaction commits by default; null when `deduplicate` found the job already
   * queued or running; with `now: true` it runs here and now and answers the method's result.
   */
  enqueue(method: JobTarget, options: EnqueueOptions & { now: true }): Promise<unknown>;
  enqueue(method: JobTarget, options?: EnqueueOptions): Promise<EnqueuedJob | null>;
  /**
   * Frappe's `frappe.db.commit()`, for background jobs: what the job wrote so far is committed and
   * visible to others, the realtime events and after-commit work queued so far run, and the job
   * goes on in a new transaction, so an error later rolls back only what came after (on SQLite the
   * database's writer is free until the job's next statement). Await it before the next
   * statement. Anywhere else (a request, a document event, a scheduled method) the call is one
   * transaction and this is refused with 417 (docs/DECISIONS.md D44).
   */
  commit(): Promise<void>;
  /**
   * Frappe's `frappe.sendmail`: queues a mail in this transaction and sends it by a background job
   * (or with `now`, once this transaction commits); see README "Email". Answers the Email Queue
   * record, null when every recipient had unsubscribed.
   */
  sendmail(args: SendmailArgs): Promise<QueuedMail | null>;
  /** The request's transaction context, for svc's own built-in methods. */
  readonly dc: DocContext;
}

/** Where publish_progress sends its event beside the user: a document's readers, or a task's room. */
export interface ProgressOptions {
  readonly doctype?: string;
  readonly docname?: string;
  readonly taskId?: string;
}

/** What a background job's own call has beyond a request's. */
export interface JobCall {
  /**
   * The running job's task id (Frappe's frappe.local.task_id): events published without a room,
   * user or task of their own go there.
   */
  readonly taskId?: string;
  /** Ends the job's transaction early, given only by its operation (operations/run-job-operation.ts). */
  readonly commit?: () => Promise<void>;
}

/** Builds the MethodContext of one call; `job` only for a background job's own method. */
export function methodContext(dc: DocContext, verb: string, job: JobCall = {}): MethodContext {
  const api: MethodContext = {
    user: dc.user,
    site: dc.site.name,
    verb,
    get docs() {
      return documentApi(dc);
    },
    asSystem: () => documentApi(contextWith(dc, { user: SYSTEM })),
    ignoringPermissions: () => documentApi(asTrusted(dc)),
    throw(message: string, kind: ThrowKind = 'ValidationError'): never {
      const code = Object.hasOwn(THROW_KINDS, kind) ? THROW_KINDS[kind] : 'VALIDATION';
      throw appError(code, message) as AppError;
    },
    publishRealtime(event, message, options = {}) {
      // As frappe.local.task_id in v15: a running job's task id routes events that name no room.
      const taskId = options.taskId ?? job.taskId;
      const routed = routeEvent(event, message, taskId ? { ...options, taskId } : options, dc.user.name);
      if (options.afterCommit) dc.publishRealtime(routed);
      else dc.site.realtime.publish(routed);
    },
    publishProgress(percent, title, description, options = {}) {
      const taskId = options.taskId ?? job.taskId;
      const onDoc = !taskId && options.doctype && options.docname;
      const target = taskId ? { taskId } : onDoc ? { doctype: options.doctype, docname: options.docname } : { user: dc.user.name };
      dc.site.realtime.publish(routeEvent('progress', { percent, title: title ?? null, description: description ?? null }, target, dc.user.name));
    },
    msgprint(message, options = {}) {
      dc.messages.push({ message, title: options.title ?? 'Message', ...(options.indicator ? { indicator: options.indicator } : {}), ...(options.alert ? { alert: 1 as const } : {}) });
    },
    enqueue: ((method: JobTarget, options?: EnqueueOptions) => enqueueJob(dc, api, method, options)) as MethodContext['enqueue'],
    commit: job.commit ?? refuseCommit,
    sendmail: (args) => sendmail(dc, args),
    dc,
  };
  return api;
}

/** api.commit() outside a background job: the call's transaction commits once, when it ends. */
function refuseCommit(): Promise<void> {
  return Promise.reject(appError('VALIDATION', 'api.commit() is only available in a background job: this call runs in one transaction, committed when it ends'));
}
