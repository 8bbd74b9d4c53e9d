import { appError } from '../../../../src/errors/app-error.ts';
import type { DocTypeMeta } from '../../../../src/meta/doctype-meta.ts';
import type { DocContext } from '../../../../src/model/doc-context.ts';
import type { Doc } from '../../../../src/model/document.ts';
import { TRUE } from '../../../../src/query/ast.ts';
import { selectRow } from '../../../../src/query/select-row.ts';

/**
 * Codes and tokens are the provider's records (src/oauth/store): a System Manager may list them,
 * revoke or delete them, but not make them. Creating one, or rewriting its hash, client, user,
 * scopes or lifetime, would mint a working credential for any user.
 */
export function refuseCreation(doctype: string): never {
  throw appError('VALIDATION', `${doctype} records are made by the OAuth provider only; they cannot be created through the API`);
}

/**
 * Refuses (417) a save that changes any of `fields`, compared with the stored record as the save
 * path loads it (so formats agree). Answers the stored record, for further checks.
 */
export async function refuseServerOwnedChanges(dc: DocContext, meta: DocTypeMeta, doc: Doc, fields: readonly string[]): Promise<Doc> {
  const stored = await selectRow(dc.tx, meta, doc.name, TRUE);
  if (!stored) refuseCreation(meta.name);
  for (const field of fields) {
    if (String(stored[field] ?? '') !== String(doc[field] ?? '')) throw appError('VALIDATION', `${field} of ${meta.name} is set by the OAuth provider and cannot be changed`);
  }
  return stored;
}

/** A Select that may only move one way (Active → Revoked, Valid → Invalid): a spent credential is never made usable again. */
export function refuseRevival(meta: DocTypeMeta, field: string, stored: Doc, doc: Doc, live: string): void {
  if (stored[field] !== live && doc[field] === live) throw appError('VALIDATION', `${meta.name} ${String(doc.name)}: ${field} cannot go back to ${live}`);
}
