import { appError } from '../../errors/app-error.ts';
import type { DocTypeMeta } from '../../meta/doctype-meta.ts';
import { rowExists } from '../../storage/repository.ts';
import { escapeHtml } from '../../util/html.ts';
import { runSteps } from '../../util/step-table.ts';
import { indexDocument, isIndexed, unindexDocument } from '../global-search.ts';
import type { RenameDetail } from '../controller.ts';
import { asTrusted, type DocContext } from '../doc-context.ts';
import type { Doc } from '../document.ts';
import { addInfoComment } from '../info-comment.ts';
import { loadReadableDocument } from '../load-document.ts';
import { validateName } from '../naming/set-name.ts';
import { notifyRename } from '../notify-realtime.ts';
import { accessFor } from '../permissions.ts';
import { hasDocRight, permissionDenied } from '../steps/check-permission.ts';
import { renameDocTypeStorage } from '../steps/rename-doctype.ts';
import { renameRows, repointLinks, repointRecords } from '../steps/rename-links.ts';
import { runEvent } from '../steps/run-event.ts';
import { deleteDocument } from './delete-document.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface RenameState {
  readonly dc: DocContext;
  readonly meta: DocTypeMeta;
  /** The names as the caller gave them. */
  readonly oldName: string;
  readonly newName: string;
  readonly merge: boolean;
  /** The stored document, loaded for update. */
  old: Doc;
  /** Its stored name, and the name it takes (the asked one, or the one before_rename answered). */
  from: string;
  to: string;
}

const detail = (s: RenameState): RenameDetail => ({ from: s.from, to: s.to, merge: s.merge });
const hooksOf = (s: RenameState) => s.dc.site.controllers.get(s.meta.name)?.rename;

/**
 * The rename pipeline in Frappe's order (frappe/model/rename_doc.py rename_doc), one named step a
 * row. A rename moves the row, its child rows' parent, its secrets, every Link / Dynamic Link
 * naming it, its attachments and versions; a merge repoints all of that to an existing document
 * and deletes the old one.
 */
const renameSteps: Array<[string, (s: RenameState) => unknown]> = [
  ['refuse DocTypes not renamed', (s) => refuseUnrenamable(s.dc, s.meta)],
  ['load the document, locked', async (s) => {
    s.old = await loadReadableDocument(s.dc, s.meta, s.oldName, true);
    s.from = String(s.old.name);
  }],
  // Frappe's validate_rename answers a readable document without write right with a plain
  // ValidationError (417); the merge's delete is frappe.delete_doc's PermissionError (403).
  ['check write permission', (s) => {
    if (!hasDocRight(accessFor(s.meta, s.dc.user, s.dc.site.controllers), 'write', s.old)) throw appError('VALIDATION', 'You need write permission to rename');
  }],
  ['check delete permission on a merge', (s) => {
    if (s.merge && !hasDocRight(accessFor(s.meta, s.dc.user, s.dc.site.controllers), 'delete', s.old)) throw permissionDenied(s.meta.name, s.dc.user, 'delete', s.from);
  }],
  ['check the asked name', (s) => {
    s.to = String(validateName(s.meta, s.newName));
  }],
  // The controller's rename.before may answer the name to use instead (User's, the address
  // lower-cased); the before_rename event sees the name chosen.
  ['before_rename', async (s) => {
    const preferred = await hooksOf(s)?.before?.(s.dc, s.old, s.to, s.merge);
    if (typeof preferred === 'string' && preferred !== s.to) s.to = String(validateName(s.meta, preferred));
    await runEvent(s.dc, s.meta, s.old, 'before_rename', null, detail(s));
  }],
  ['check the new name', (s) => {
    if (s.meta.naming.kind === 'uuid' && !UUID.test(s.to)) throw appError('INVALID_NAME', `${s.to} is not a valid UUID`);
    if (s.to === s.from) throw appError('VALIDATION', 'No changes made because old and new name are the same.');
  }],
  ['check the target', async (s) => {
    const exists = Boolean(await rowExists(s.dc.tx, s.meta, s.to));
    if (!s.merge && exists) throw appError('VALIDATION', `Another ${s.meta.name} with name ${s.to} exists, select another name`);
    if (s.merge && (!exists || !(await readable(s.dc, s.meta, s.to)))) throw appError('VALIDATION', `${s.meta.name} ${s.to} does not exist, select a new target to merge`);
  }],
  // A DocType's table and what names the DocType go first, before the rename reads its table
  // (docs/DECISIONS.md D110); the rest of the pipeline then moves its record as any document's.
  ['rename the DocType itself', (s) => (s.meta.name === 'DocType' ? renameDocTypeStorage(s.dc, s.from, s.to) : undefined)],
  ['move the rows', (s) => (s.merge ? undefined : renameRows(s.dc, s.meta, s.from, s.to))],
  ['repoint links', (s) => repointLinks(s.dc, s.meta, s.from, s.to, s.meta.name === 'DocType' ? new Map([[`tab${s.from}`, `tab${s.to}`]]) : undefined)],
  ['repoint attachments and versions', (s) => repointRecords(s.dc, s.meta, s.from, s.to)],
  // Frappe v15 rebuilds the whole DocType's entries in a job; the one entry moves here, at once.
  ['move the global search entry', async (s) => {
    if (s.merge || !isIndexed(s.meta, s.dc.site.meta)) return;
    await unindexDocument(s.dc.tx, s.dc.site.meta, s.meta, s.from);
    await indexDocument(s.dc.tx, s.dc.site.meta, s.meta, await loadReadableDocument(asTrusted(s.dc), s.meta, s.to));
  }],
  // On a merge, before the old document is deleted; the event gets the document under the new name, as Frappe's get_doc(doctype, new).
  ['after_rename', async (s) => {
    await hooksOf(s)?.after?.(s.dc, s.from, s.to, s.merge);
    await runEvent(s.dc, s.meta, await loadReadableDocument(asTrusted(s.dc), s.meta, s.to), 'after_rename', null, detail(s));
  }],
  ['note it on the timeline', (s) => addInfoComment(s.dc, s.meta.name, s.to, 'Edit', s.merge ? `merged ${bold(s.from)} into ${bold(s.to)}` : `renamed from ${bold(s.from)} to ${bold(s.to)}`)],
  ['delete the merged document', (s) => (s.merge ? deleteDocument(s.dc, s.meta, s.old) : undefined)],
  ['notify realtime', (s) => notifyRename(s.dc, s.meta, s.from, { ...s.old, name: s.to })],
  // Frappe's rename_doc(show_alert=True): the desk shows it as a green toast.
  ['alert', (s) => {
    s.dc.messages.push({ message: `Document renamed from ${bold(s.from)} to ${bold(s.to)}`, title: 'Message', indicator: 'green', alert: 1 });
  }],
];

/**
 * Renames (or, with `merge`, folds into an existing one) a document in the caller's transaction,
 * running the controller's rename hooks and events; answers the new name. Needs read and write
 * permission, and delete to merge.
 */
export async function renameDocument(dc: DocContext, meta: DocTypeMeta, oldName: string, newName: string, merge: boolean): Promise<string> {
  const state: RenameState = { dc, meta, oldName, newName, merge, old: {}, from: oldName, to: newName };
  await runSteps(renameSteps, state);
  return state.to;
}

/**
 * Which DocTypes svc renames: those whose `allow_rename` is set, as Frappe asks. A custom DocType
 * has it unless its record clears it (Frappe's default for new DocTypes; records stored before the
 * flag existed hold null); a DocType shipped by an app only when its JSON says `allow_rename: 1`,
 * as Frappe's User, Role and Tag do (their controllers' rename hooks carry the name into what else
 * keys on it). Single DocTypes, child tables and autoincrement names (numbers drawn from a
 * counter) are never renamed.
 */
function refuseUnrenamable(dc: DocContext, meta: DocTypeMeta): void {
  const notAllowed = () => appError('VALIDATION', `${meta.name} not allowed to be renamed`);
  if (meta.issingle || meta.istable) throw notAllowed();
  if (meta.naming.kind === 'autoincrement') throw appError('VALIDATION', `${meta.name} documents are numbered automatically and cannot be renamed`);
  if (!Number(meta.source.allow_rename ?? (dc.site.meta.isStandard(meta.name) ? 0 : 1))) throw notAllowed();
}

/** Frappe's bold(): the name as the timeline shows it. */
const bold = (text: string) => `<strong>${escapeHtml(text)}</strong>`;

async function readable(dc: DocContext, meta: DocTypeMeta, name: string): Promise<boolean> {
  try {
    await loadReadableDocument(dc, meta, name);
    return true;
  } catch (err) {
    if ((err as { code?: string }).code === 'DOC_NOT_FOUND') return false;
    throw err;
  }
}
