import { appError } from '../errors/app-error.ts';
import type { DocTypeMeta } from '../meta/doctype-meta.ts';
import { selectRow } from '../query/select-row.ts';
import { loadChildren } from '../storage/repository.ts';
import { loadSingle } from '../storage/singles.ts';
import type { Condition } from '../query/ast.ts';
import { evaluateCondition } from '../query/evaluate-condition.ts';
import type { DocContext } from './doc-context.ts';
import type { Doc } from './document.ts';
import { accessFor } from './permissions.ts';
import { permissionDenied } from './steps/check-permission.ts';
import { andThen, type Awaitable } from '../util/awaitable.ts';

/** Converts a name from a URL into the name column's type (autoincrement names are numbers). */
export function nameFromText(meta: DocTypeMeta, name: string): string | number {
  if (meta.naming.kind === 'autoincrement' && /^\d{1,15}$/.test(name)) return Number(name);
  return name;
}

/**
 * Loads a document the user may read, with its child rows. The read rule is part of the query;
 * a document outside it answers 404 exactly like a missing one, so existence never leaks to
 * users who cannot read it. No read right on the DocType at all is 403 (Frappe). Answered at
 * once, without a promise, when the database reads on this thread and there are no tables to
 * load; a refusal is then thrown.
 */
export function loadReadableDocument(dc: DocContext, meta: DocTypeMeta, name: string, forUpdate = false): Awaitable<Doc> {
  const access = accessFor(meta, dc.user, dc.site.controllers);
  if (!access.has('read')) throw permissionDenied(meta.name, dc.user, 'read');
  if (meta.naming.kind === 'autoincrement' && typeof nameFromText(meta, name) !== 'number') throw notFound(meta.name, name);
  const row = meta.issingle ? readSingle(dc, meta, name, access.condition('read'))
    : meta.isVirtual ? readVirtual(dc, meta, name, access.condition('read'))
    : selectRow(dc.tx, meta, nameFromText(meta, name), access.condition('read'), forUpdate);
  return andThen(row, (found): Awaitable<Doc> => {
    if (!found) throw notFound(meta.name, name);
    return meta.tableFields.length > 0 ? loadChildren(dc.tx, meta, dc.site.meta, found).then(() => found) : found;
  });
}

async function readSingle(dc: DocContext, meta: DocTypeMeta, name: string, condition: Condition): Promise<Doc | undefined> {
  if (name !== meta.name) return undefined;
  const doc = await loadSingle(dc.tx, meta);
  return evaluateCondition(condition, doc) ? doc : undefined;
}

/** A virtual DocType's document from its controller's source, judged by the read rule as a row would be. */
async function readVirtual(dc: DocContext, meta: DocTypeMeta, name: string, condition: Condition): Promise<Doc | undefined> {
  const doc = await dc.site.controllers.get(meta.name)?.virtual?.get(dc, name);
  return doc && evaluateCondition(condition, doc) ? doc : undefined;
}

/** Frappe's 404 for a missing document: `<DocType> <name> not found`. */
export function notFound(doctype: string, name: unknown) {
  return appError('DOC_NOT_FOUND', `${doctype} ${String(name).slice(0, 140)} not found`);
}
