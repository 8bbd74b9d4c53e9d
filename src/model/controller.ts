import type { PdfRenderer } from '../context/pdf-renderer.ts';
import type { Principal } from '../context/principal.ts';
import type { RealtimeChannel, RealtimeEvent } from '../context/realtime-event.ts';
import type { CredentialCache, RequestContext, SiteServices } from '../context/request-context.ts';
import type { SystemSettings } from '../context/system-settings.ts';
import type { KdfGate } from '../crypto/kdf-gate.ts';
import type { DocTypeMeta, Right } from '../meta/doctype-meta.ts';
import type { Condition } from '../query/ast.ts';
import type { Database, Tx } from '../storage/database.ts';
import type { SiteJobs } from '../jobs/site-jobs.ts';
import type { Doc } from './document.ts';
import type { DashboardData } from './dashboard.ts';

/**
 * The document events of Frappe's lifecycle that controllers may hook (frappe/model/document.py,
 * delete_doc.py, rename_doc.py); where each runs is the step tables' of `model/lifecycle/`.
 */
export const DOC_EVENTS = [
  'before_insert', 'before_validate', 'validate', 'before_save', 'on_update', 'after_insert',
  'before_submit', 'on_submit', 'before_update_after_submit', 'on_update_after_submit', 'before_cancel', 'on_cancel', 'on_change',
  'on_trash', 'after_delete', 'before_discard', 'on_discard', 'before_rename', 'after_rename',
] as const;
export type DocEvent = (typeof DOC_EVENTS)[number];

/** What before_rename and after_rename are told beside the document (Frappe passes old, new and merge). */
export interface RenameDetail {
  readonly from: string;
  readonly to: string;
  readonly merge: boolean;
}

/**
 * `old` is the stored document a save started from (Frappe's get_doc_before_save()); null on
 * insert and delete. On a rename `doc` is the stored document (before_rename) or the one under
 * the new name (after_rename), `old` null, and `rename` says what is renamed.
 */
export type DocEventHandler = (dc: DocContext, doc: Doc, meta: DocTypeMeta, old: Doc | null, rename?: RenameDetail) => void | Promise<void>;

/** What a DocType's code may add to the generic document model. */
export interface DocController {
  /** Names a new document that amends nothing; wins over the DocType's autoname (Frappe's controller autoname()). */
  autoname?(doc: Doc): string | undefined;
  /**
   * Row condition a user must meet for `right`, AND-ed into every query and checked on new
   * documents (Frappe's permission_query_conditions and has_permission hooks); null for none.
   */
  permissionCondition?(meta: DocTypeMeta, user: Principal, right: Right): Condition | null;
  events?: Partial<Record<DocEvent, DocEventHandler>>;
  /**
   * Frappe's before_rename and after_rename as methods that may answer a name, run by the rename
   * table (`model/lifecycle/rename-document.ts`) inside its transaction, each just before the
   * `before_rename` / `after_rename` event.
   */
  rename?: RenameHooks;
  /**
   * Whitelisted document methods by name (Frappe's `@frappe.whitelist()` on a controller method),
   * run through `run_method` on `/api/resource/<doctype>/<name>` and `/api/method/run_doc_method`.
   * Declare each with `docMethod()` (src/apps/app-api.ts), which types its app API; a name not
   * listed here is not whitelisted.
   */
  methods?: Readonly<Record<string, DocMethodDef>>;
  /** A virtual DocType's documents (`is_virtual`); without it such a DocType lists nothing, as in Frappe. */
  virtual?: VirtualSource;
  /**
   * The form's dashboard of linked documents (Frappe's `<doctype>_dashboard.py` get_data), counted
   * by frappe.desk.notifications.get_open_count; the DocType's `links` rows are added to it.
   */
  dashboard?: DashboardData;
}

/**
 * Where a virtual DocType's documents come from (Frappe's controller get_list, get_count and
 * load_from_db). svc decides the caller's rights by role before asking, then applies every
 * filter, the row rules, the order and the page itself (operations/virtual-list.ts), so a source
 * answers plain documents: `name`, the standard fields it has and the DocType's fields.
 */
export interface VirtualSource {
  /** Documents that may match `request`, newest first, at most `request.max`. */
  list(dc: DocContext, request: VirtualListRequest): Promise<Doc[]>;
  /** One document by name, or null. */
  get(dc: DocContext, name: string): Promise<Doc | null>;
}

export interface VirtualListRequest {
  /**
   * Values a field must take, from the listing's AND-ed `=` and `in` filters on the DocType's own
   * fields: a source may read only those (svc checks every filter again, so it may also ignore them).
   */
  readonly equals: ReadonlyMap<string, readonly unknown[]>;
  /** The most documents svc looks at for one listing or count. */
  readonly max: number;
}

/**
 * A rename's hooks. `before` sees the stored document while nothing has moved yet, and may refuse
 * or answer the name to use instead (validated as the asked one was); `after` runs once the row,
 * its child rows, its secrets and every link carry the new name (on a merge: before the old
 * document is deleted).
 */
export interface RenameHooks {
  before?(dc: DocContext, doc: Doc, to: string, merge: boolean): string | void | Promise<string | void>;
  after?(dc: DocContext, from: string, to: string, merge: boolean): void | Promise<void>;
}

/**
 * A whitelisted document method as the model stores it. Its shape mirrors a whitelisted
 * function's (verbs, allow_guest, typed params); the handler's first argument is the app API,
 * which the rpc layer supplies (MethodContext), the second the document as a dict with nulls.
 */
export interface DocMethodDef {
  /** Allowed HTTP verbs; Frappe's default GET, POST, PUT, DELETE. */
  methods?: readonly string[];
  allowGuest?: boolean;
  params?: ReadonlyArray<{ name: string; type: string; required?: boolean; default?: unknown }>;
  /** Accept arguments beyond `params` (Python's **kwargs). */
  extraArgs?: boolean;
  handler(api: never, doc: Record<string, any>, args: Record<string, any>): unknown;
}

/**
 * The effective controller of any DocType by name: its own (or an app's override of it) with the
 * apps' document hooks composed in (model/compose-controllers.ts); undefined when nothing applies.
 */
export interface ControllerMap {
  get(doctype: string): DocController | undefined;
}

/**
 * What documents' code sees of a site (the model's, and controllers' through `DocContext`).
 * Controllers and `DocContext` name each other, so they are declared in one file;
 * model/doc-context.ts builds the context.
 */
export interface ModelSite extends SiteServices {
  readonly db: Database;
  readonly controllers: ControllerMap;
  /** Where password hashing queues, so logins never take every core. */
  readonly kdf: KdfGate;
  /**
   * System Settings and the credential cache, with which auth/load-principal.ts finds another
   * user's principal (whether an assignee or a share's user may read a document).
   */
  readonly settings: SystemSettings;
  readonly credentials: CredentialCache;
  /** The site's realtime events, to every process's sockets and streams (Redis when configured). */
  readonly realtime: RealtimeChannel;
  /** What documents may do to login sessions (auth/sessions/site-sessions.ts): the User controller ends a renamed user's. */
  readonly sessions: { endUsers(users: string[]): Promise<void> };
  readonly files: DocFileBytes;
  /** Background jobs: the site's queue, its queues' timeouts and what a job may run (documents' code may enqueue). */
  readonly jobs: SiteJobs;
  /** PDFs of documents' prints (a mail attaches one). */
  readonly pdf: PdfRenderer;
}

/**
 * What documents may do with the site's file bytes (files/file-store.ts's `FileStore` is one): a
 * File record checks that its URL's bytes exist, and removes them once no record names them.
 */
export interface DocFileBytes {
  stat(key: { readonly isPrivate: boolean; readonly path: string }): Promise<{ size: number } | null>;
  delete(key: { readonly isPrivate: boolean; readonly path: string }): Promise<boolean>;
  /** The bytes of a stored file, null when none are stored: a mail attaches a File record's content. */
  get(key: { readonly isPrivate: boolean; readonly path: string }): Promise<NodeJS.ReadableStream | null>;
}

/** A request on a site as the model sees it. */
export interface ModelRequest extends RequestContext {
  readonly site: ModelSite;
}

/** A request context inside an operation's transaction: what every model function receives. */
export interface DocContext extends ModelRequest {
  readonly tx: Tx;
  /** Request-wide time of this operation, so every row it writes gets the same timestamp. */
  readonly now: string;
  /**
   * Queues work for once the transaction has committed (Frappe's frappe.db.after_commit: removing
   * a deleted file's bytes, say); a rollback drops it unrun. The operation runs the queue in order
   * before answering; a piece that fails is logged, not thrown, and the others still run.
   */
  onCommitted(fn: () => void | Promise<void>): void;
  /**
   * Publishes a realtime event once the transaction commits (Frappe's `after_commit=True`); a
   * rollback drops it. The same event, room and message queued twice goes out once.
   */
  publishRealtime(event: RealtimeEvent): void;
}
