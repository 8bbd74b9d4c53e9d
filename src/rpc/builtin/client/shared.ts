import { appError } from '../../../errors/app-error.ts';
import { CHILD_STANDARD_FIELDS, STANDARD_FIELDS, type DocTypeMeta } from '../../../meta/doctype-meta.ts';
import type { DocContext } from '../../../model/doc-context.ts';
import type { Doc } from '../../../model/document.ts';
import { accessFor } from '../../../model/permissions.ts';
import { serializeDoc } from '../../../model/serialize-doc.ts';
import { isPlainObject } from '../../../util/json.ts';
import { MAX_DOCUMENT_DEPTH, parseJsonWithin, tooDeepMessage } from '../../../util/json-depth.ts';

/** Frappe's default_fields + child_table_fields: what set_value and bulk_update never change. */
export const STANDARD_FIELD_NAMES: ReadonlySet<string> = new Set<string>(['doctype', ...STANDARD_FIELDS, ...CHILD_STANDARD_FIELDS]);

/** A document as Frappe's `as_dict()` answers it (docs/DECISIONS.md D6): nulls kept, unreadable field levels left out. */
export function asDict(dc: DocContext, meta: DocTypeMeta, doc: Doc, levelsOf: DocTypeMeta = meta): Record<string, unknown> {
  return serializeDoc(meta, doc, dc.site.meta, { noNulls: false, readableLevels: accessFor(levelsOf, dc.user, dc.site.controllers).readableLevels });
}

/** A JSON-object argument (`doc`), given as JSON text or as an object; 417 naming the argument otherwise. */
export function objectArg(name: string, raw: unknown): Record<string, unknown> {
  const value = typeof raw === 'string' ? jsonOrText(raw, name) : raw;
  if (!isPlainObject(value)) throw appError('ARGUMENT_TYPE', `Argument '${name}' should be of type 'dict' but got '${kindOf(value)}' instead.`);
  return value;
}

/** A JSON-list argument (`docs`), given as JSON text or as a list; 417 naming the argument otherwise. */
export function listArg(name: string, raw: unknown): unknown[] {
  const value = typeof raw === 'string' ? jsonOrText(raw, name) : raw;
  if (!Array.isArray(value)) throw appError('ARGUMENT_TYPE', `Argument '${name}' should be of type 'list' but got '${kindOf(value)}' instead.`);
  return value;
}

/** The `doctype` key of a document dict, which must name a DocType. */
export function doctypeOf(doc: Record<string, unknown>, argName = 'doc'): string {
  if (typeof doc.doctype !== 'string' || !doc.doctype) throw appError('VALIDATION', `${argName}: the document needs its doctype`);
  return doc.doctype;
}

/**
 * JSON text parsed, or the text itself when it is not JSON (Frappe's parse_json on names); 417
 * naming argument `name` when it nests more than MAX_DOCUMENT_DEPTH deep.
 */
export function jsonOrText(text: string, name: string): unknown {
  const parsed = parseJsonWithin(text, MAX_DOCUMENT_DEPTH);
  if (!parsed.ok && parsed.tooDeep) throw appError('VALIDATION', tooDeepMessage(`Argument '${name}'`, MAX_DOCUMENT_DEPTH));
  return parsed.ok ? parsed.value : text;
}

function kindOf(value: unknown): string {
  if (Array.isArray(value)) return 'list';
  if (isPlainObject(value)) return 'dict';
  if (value === null || value === undefined) return 'NoneType';
  return typeof value === 'string' ? 'str' : typeof value;
}
