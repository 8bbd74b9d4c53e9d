import type { Principal } from '../context/principal.ts';
import type { DocTypeMeta, Right } from '../meta/doctype-meta.ts';
import type { Condition } from '../query/ast.ts';
import type { DocContext } from './doc-context.ts';
import type { Doc } from './document.ts';

/** The document events of Frappe's lifecycle that controllers may hook. */
export const DOC_EVENTS = ['before_insert', 'validate', 'before_save', 'on_update', 'after_insert', 'on_submit', 'on_cancel', 'on_trash'] as const;
export type DocEvent = (typeof DOC_EVENTS)[number];

export type DocEventHandler = (dc: DocContext, doc: Doc, meta: DocTypeMeta) => void | Promise<void>;

/** What a DocType's code may add to the generic document model. */
export interface DocController {
  /** Names a new document; wins over the DocType's autoname (Frappe's controller autoname()). */
  autoname?(doc: Doc): string | undefined;
  /**
   * Row condition a user must meet for `right`, AND-ed into every query and checked on new
   * documents (Frappe's permission_query_conditions and has_permission hooks); null for none.
   */
  permissionCondition?(meta: DocTypeMeta, user: Principal, right: Right): Condition | null;
  events?: Partial<Record<DocEvent, DocEventHandler>>;
}

/** Controllers by DocType name. */
export type ControllerMap = ReadonlyMap<string, DocController>;
