import { appError } from '../../../errors/app-error.ts';
import type { DocTypeMeta } from '../../../meta/doctype-meta.ts';
import type { DocContext } from '../../../model/doc-context.ts';
import { deleteDocument } from '../../../model/lifecycle/delete-document.ts';
import { loadReadableDocument } from '../../../model/load-document.ts';
import { validateName } from '../../../model/naming/set-name.ts';
import { accessFor } from '../../../model/permissions.ts';
import { notifyRename } from '../../../model/notify-realtime.ts';
import { hasDocRight, permissionDenied } from '../../../model/steps/check-permission.ts';
import { requireDocType } from '../../../operations/require-doctype.ts';
import { rowExists } from '../../../storage/repository.ts';
import { escapeHtml } from '../../../util/html.ts';
import { whitelist } from '../../method-def.ts';
import { addInfoComment } from '../../../model/info-comment.ts';
import { renameRows, repointLinks, repointRecords } from './rename-links.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * svc.client.rename_doc (frappe.client.rename_doc → frappe.rename_doc): renames a document, its
 * child rows' parent, its secrets, its attachments and versions and every Link / Dynamic Link
 * value naming it, in the request's one transaction, runs the controller's rename hooks
 * (before_rename, after_rename) and notes it on the timeline ("Edit"); answers the new name. With
 * `merge` the document is folded into an existing one (all of that repointed, then the old
 * document deleted). Needs read and write permission (and delete to merge).
 */
export const renameDoc = whitelist({
  path: 'client.rename_doc',
  methods: ['POST', 'PUT'],
  params: [
    { name: 'doctype', type: 'str', required: true },
    { name: 'old_name', type: 'str', required: true },
    { name: 'new_name', type: 'str', required: true },
    { name: 'merge', type: 'bool', default: false },
  ],
  handler: (api, a) => renameDocument(api.dc, requireDocType(api.dc, a.doctype), a.old_name, a.new_name, a.merge),
});

/** Renames (or merges) one document, as `rename_doc` describes; answers the new name. */
export async function renameDocument(dc: DocContext, meta: DocTypeMeta, oldName: string, newName: string, merge: boolean): Promise<string> {
  refuseUnrenamable(dc, meta);
  const old = await loadReadableDocument(dc, meta, oldName, true);
  const from = String(old.name);
  // Frappe's validate_rename answers a readable document without write right with a plain
  // ValidationError (417); the merge's delete is frappe.delete_doc's PermissionError (403).
  const access = accessFor(meta, dc.user, dc.site.controllers);
  if (!hasDocRight(access, 'write', old)) throw appError('VALIDATION', 'You need write permission to rename');
  if (merge && !hasDocRight(access, 'delete', old)) throw permissionDenied(meta.name, dc.user, 'delete', from);
  const hooks = dc.site.controllers.get(meta.name)?.rename;
  const asked = String(validateName(meta, newName));
  // Frappe's before_rename may answer the name to use instead (User's, the address lower-cased).
  const preferred = await hooks?.before?.(dc, old, asked, merge);
  const to = typeof preferred === 'string' && preferred !== asked ? String(validateName(meta, preferred)) : asked;
  if (meta.naming.kind === 'uuid' && !UUID.test(to)) throw appError('INVALID_NAME', `${to} is not a valid UUID`);
  if (to === from) throw appError('VALIDATION', 'No changes made because old and new name are the same.');
  const exists = Boolean(await rowExists(dc.tx, meta, to));
  if (merge) {
    if (!exists || !(await readable(dc, meta, to))) throw appError('VALIDATION', `${meta.name} ${to} does not exist, select a new target to merge`);
    await repointLinks(dc, meta, from, to);
    await repointRecords(dc, meta, from, to);
    await hooks?.after?.(dc, from, to, true);
    await addInfoComment(dc, meta.name, to, 'Edit', `merged ${bold(from)} into ${bold(to)}`);
    await deleteDocument(dc, meta, old);
    notifyRename(dc, meta, from, { ...old, name: to });
    renamedAlert(dc, from, to);
    return to;
  }
  if (exists) throw appError('VALIDATION', `Another ${meta.name} with name ${to} exists, select another name`);
  await renameRows(dc, meta, from, to);
  await repointLinks(dc, meta, from, to);
  await repointRecords(dc, meta, from, to);
  await hooks?.after?.(dc, from, to, false);
  await addInfoComment(dc, meta.name, to, 'Edit', `renamed from ${bold(from)} to ${bold(to)}`);
  notifyRename(dc, meta, from, { ...old, name: to });
  renamedAlert(dc, from, to);
  return to;
}

/** Frappe's rename_doc(show_alert=True), after a rename or a merge: the desk shows it as a green toast. */
function renamedAlert(dc: DocContext, from: string, to: string): void {
  dc.messages.push({ message: `Document renamed from ${bold(from)} to ${bold(to)}`, title: 'Message', indicator: 'green', alert: 1 });
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
