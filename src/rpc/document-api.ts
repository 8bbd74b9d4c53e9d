import { appError } from '../errors/app-error.ts';
import { isPlainObject } from '../util/json.ts';
import type { DocTypeMeta } from '../meta/doctype-meta.ts';
import type { DocContext } from '../model/doc-context.ts';
import type { Doc } from '../model/document.ts';
import { deleteDocument } from '../model/lifecycle/delete-document.ts';
import { insertDocument } from '../model/lifecycle/insert-document.ts';
import { saveDocument } from '../model/lifecycle/save-document.ts';
import { loadReadableDocument } from '../model/load-document.ts';
import { accessFor } from '../model/permissions.ts';
import { serializeDoc } from '../model/serialize-doc.ts';
import { countDocuments } from '../operations/document-count.ts';
import { listInTx } from '../operations/document-list.ts';
import { requireDocType } from '../operations/require-doctype.ts';
import { parseFilterArg, parseListParams } from '../query/list-params.ts';

/** Listing arguments as app code passes them (Frappe's get_list keywords). */
export interface ListArgs {
  fields?: string[];
  filters?: unknown;
  or_filters?: unknown;
  order_by?: string;
  group_by?: string;
  limit_start?: number;
  limit_page_length?: number;
  parent?: string;
  as_dict?: boolean;
}

/**
 * Documents for app code, inside the request's transaction. Every call checks the permissions
 * of the principal it was made for; only `asSystem()` (explicit) bypasses them.
 */
export interface DocumentApi {
  /** A document as a dict with nulls (Frappe's as_dict), unreadable fields left out. */
  get(doctype: string, name: string): Promise<Record<string, unknown>>;
  list(doctype: string, args?: ListArgs): Promise<unknown[]>;
  count(doctype: string, filters?: unknown): Promise<number>;
  exists(doctype: string, name: string): Promise<boolean>;
  insert(doc: Record<string, unknown>): Promise<Record<string, unknown>>;
  /** Applies a partial update (PUT semantics) and saves. */
  update(doctype: string, name: string, changes: Record<string, unknown>): Promise<Record<string, unknown>>;
  delete(doctype: string, name: string): Promise<void>;
}

/** The DocumentApi bound to one transaction and principal. */
export function documentApi(dc: DocContext): DocumentApi {
  const asDict = (meta: DocTypeMeta, doc: Doc) =>
    serializeDoc(meta, doc, dc.site.meta, { noNulls: false, readableLevels: accessFor(meta, dc.user, dc.site.controllers).readableLevels });
  return {
    async get(doctype, name) {
      const meta = requireDocType(dc, doctype);
      return asDict(meta, await loadReadableDocument(dc, meta, String(name)));
    },
    list(doctype, args = {}) {
      // App code passes Frappe's get_list keywords, read once as the form's arguments are.
      return listInTx(dc, doctype, parseListParams(args as Record<string, unknown>, { allowLimitAlias: false }));
    },
    count(doctype, filters) {
      return countDocuments(dc, doctype, parseFilterArg(filters, 'filters'));
    },
    async exists(doctype, name) {
      const meta = requireDocType(dc, doctype);
      try {
        await loadReadableDocument(dc, meta, String(name));
        return true;
      } catch (err) {
        if ((err as { code?: string }).code === 'DOC_NOT_FOUND') return false;
        throw err;
      }
    },
    async insert(doc) {
      if (!isPlainObject(doc) || typeof doc.doctype !== 'string') throw appError('VALIDATION', 'A document needs its doctype');
      const meta = requireDocType(dc, doc.doctype);
      const { doctype: _dt, ...input } = doc;
      return asDict(meta, await insertDocument(dc, meta, input));
    },
    async update(doctype, name, changes) {
      const meta = requireDocType(dc, doctype);
      const old = await loadReadableDocument(dc, meta, String(name), true);
      return asDict(meta, await saveDocument(dc, meta, old, changes));
    },
    async delete(doctype, name) {
      const meta = requireDocType(dc, doctype);
      await deleteDocument(dc, meta, await loadReadableDocument(dc, meta, String(name), true));
    },
  };
}
