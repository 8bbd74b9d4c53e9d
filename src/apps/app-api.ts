/**
 * What app code imports from svc (docs/DECISIONS.md D30), in one place:
 *
 * - `whitelist({...})` marks an exported function of an app module as callable at
 *   `/api/method/<app>.<module>.<name>`;
 * - `docMethod({...})` declares a whitelisted document method in a controller's `methods`;
 * - `DocController` is what a controller module exports by default (autoname, permission rules,
 *   document events, rename hooks, document methods);
 * - `frappeThrow` and `msgprint` are Frappe's, for document events (methods get them on `api`);
 * - `enqueue` is Frappe's, for document events (methods call `api.enqueue`), and `jobQueues`
 *   declares an app's own queues;
 * - `sendmail(dc, {...})` is Frappe's frappe.sendmail, for document events (methods call
 *   `api.sendmail`);
 * - `defineHooks({...})` types an app's `hooks.ts` (doc_events, override_doctype_class,
 *   has_permission, permission_query_conditions, fixtures, …), whose rules `fieldCondition`, `allOf`, `anyOf`
 *   build; in a document event `afterCommit(dc, fn)` queues work for after the commit and
 *   `eventApi(dc)` is the app API `api` of methods;
 * - `getMappedDoc(api, ...)` builds a new document from a stored one (Frappe's get_mapped_doc),
 *   for mapper methods that frappe.model.mapper.make_mapped_doc runs; a controller's `dashboard`
 *   (`DashboardData`) declares the form's linked-document counts;
 * - `scriptReport({...})` declares a Script Report (filters and `execute`) the desk runs through
 *   frappe.desk.query_report.run.
 */
import { appError } from '../errors/app-error.ts';
import type { AppHooks } from '../model/app-hooks.ts';
import type { DocContext } from '../model/doc-context.ts';
import { methodContext, THROW_KINDS, type MethodContext, type ThrowKind } from '../rpc/method-context.ts';
import { enqueueJob, type EnqueuedJob, type EnqueueOptions } from '../rpc/enqueue.ts';
import type { JobTarget } from '../rpc/job-targets.ts';

export { scriptReport, type ReportColumn, type ReportFilterDef, type ScriptReportDef, type ScriptReportResult } from '../rpc/script-report.ts';
export { docMethod, whitelist, type AppMethodDef, type DocDict, type DocMethodSpec, type HttpVerb, type ParamSpec, type ParamType } from '../rpc/method-def.ts';
export type { MethodContext, ThrowKind } from '../rpc/method-context.ts';
export type { PublishOptions } from '../realtime/publish-options.ts';
export type { DocumentApi, ListArgs } from '../rpc/document-api.ts';
export type { DocController, DocEvent, DocEventHandler, RenameDetail, RenameHooks } from '../model/controller.ts';
export type { AfterRenameHandler, AppHooks, BeforeRenameHandler, ControllerOverride, DocEventHooks, HookEvent, PermissionHook } from '../model/app-hooks.ts';
export { ALL_ROWS, allOf, anyOf, fieldCondition, NO_ROWS, type Condition, type FieldOperator } from '../model/row-rules.ts';
export type { Right } from '../meta/doctype-meta.ts';
export type { DocContext } from '../model/doc-context.ts';
export type { Doc } from '../model/document.ts';
export type { DocTypeMeta } from '../meta/doctype-meta.ts';
export type { Principal } from '../context/principal.ts';
export type { EnqueuedJob, EnqueueOptions } from '../rpc/enqueue.ts';
export type { JobTarget } from '../rpc/job-targets.ts';
export { jobQueues } from '../jobs/queues.ts';
export { sendmail } from '../email/queue-mail.ts';
export type { QueuedMail, SendmailArgs } from '../email/mail-args.ts';
export { getMappedDoc, type MapOptions, type TableMap } from '../rpc/mapped-doc.ts';
export { createCustomFields, makePropertySetter, type CustomFieldSpec } from '../rpc/customize.ts';
export type { DashboardData } from '../model/dashboard.ts';

/**
 * Stops the request with a Frappe exception (frappe.throw): ValidationError (417) by default;
 * the message reaches the client in `_server_messages` and everything the request wrote is
 * rolled back.
 */
export function frappeThrow(message: string, kind: ThrowKind = 'ValidationError'): never {
  throw appError(THROW_KINDS[kind] ?? 'VALIDATION', message);
}

/** Adds a message to the response's `_server_messages` (frappe.msgprint), from a document event. */
export function msgprint(dc: DocContext, message: string, options: { title?: string; indicator?: string } = {}): void {
  dc.messages.push({ message, title: options.title ?? 'Message', ...(options.indicator ? { indicator: options.indicator } : {}) });
}

/**
 * Types an app's hooks (the default export of `<app>/hooks.ts`, Frappe's hooks.py); answers them
 * unchanged. svc checks them when it starts and composes them into every site's controllers.
 */
export function defineHooks(hooks: AppHooks): AppHooks {
  return hooks;
}

/**
 * Runs `fn` once the operation's transaction has committed (Frappe's frappe.db.after_commit), before
 * the response goes out; never when it rolls back. Queued work runs in order; a failure is logged
 * and does not change the response, which the committed writes already decided.
 */
export function afterCommit(dc: DocContext, fn: () => void | Promise<void>): void {
  dc.onCommitted(fn);
}

/** The app API (`api` of whitelisted methods) inside a document event, on the event's transaction and user. */
export function eventApi(dc: DocContext): MethodContext {
  return methodContext(dc, 'POST');
}

/**
 * Frappe's `frappe.enqueue` from a document event (methods call `api.enqueue`): the job is
 * written with the event's transaction, so it runs only if the save commits.
 */
export function enqueue(dc: DocContext, method: JobTarget, options: EnqueueOptions & { now: true }): Promise<unknown>;
export function enqueue(dc: DocContext, method: JobTarget, options?: EnqueueOptions): Promise<EnqueuedJob | null>;
export function enqueue(dc: DocContext, method: JobTarget, options?: EnqueueOptions): Promise<unknown> {
  return enqueueJob(dc, methodContext(dc, 'POST'), method, options);
}
