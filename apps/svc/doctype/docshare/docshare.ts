import { appError } from '../../../../src/errors/app-error.ts';
import type { DocController } from '../../../../src/model/controller.ts';
import type { DocContext } from '../../../../src/model/doc-context.ts';
import type { Doc } from '../../../../src/model/document.ts';
import { holdsShareRight } from '../../../../src/model/share-right.ts';
import { notifyDocinfo } from '../../../../src/model/notify-realtime.ts';
import { addInfoComment, fullNameOf } from '../../../../src/model/info-comment.ts';

function notifyShares(dc: DocContext, doc: Doc, action: 'update' | 'delete'): void {
  notifyDocinfo(dc, { doctype: String(doc.share_doctype ?? ''), name: String(doc.share_name ?? '') }, 'shared', action, doc);
}

/** The shared document's timeline entry (Frappe's DocShare.after_insert and on_trash). */
async function addShareComment(dc: DocContext, doc: Doc, action: 'Shared' | 'Unshared'): Promise<void> {
  const name = (user: unknown) => fullNameOf(dc, typeof user === 'string' && user ? user : dc.user.name);
  const sharer = await name(doc.owner);
  const text = action === 'Unshared'
    ? `${sharer} un-shared this document with ${await name(doc.user)}`
    : Number(doc.everyone) === 1 ? `${sharer} shared this document with everyone` : `${sharer} shared this document with ${await name(doc.user)}`;
  await addInfoComment(dc, doc.share_doctype, doc.share_name, action, text);
}

/** Whether the acting user holds `share` on the shared document (Frappe's check_share_permission). */
async function requireSharePermission(dc: DocContext, doc: Doc): Promise<void> {
  const meta = dc.site.meta.get(String(doc.share_doctype));
  if (!meta) throw appError('LINK_VALIDATION', `Could not find Document Type: ${String(doc.share_doctype)}`);
  if (!(await holdsShareRight(dc, meta, String(doc.share_name)))) throw appError('PERMISSION_DENIED', 'You need to have "Share" permission');
}

/**
 * DocShare (frappe/core/doctype/docshare): one user's (or everyone's) rights on one document.
 * Higher rights imply the lower (share, write and submit imply read; submit implies write); the
 * user making or removing a share must hold `share` on the document. Every change reloads the
 * principals of every process (the `auth` notice), whose shares are part of what they may read.
 * A new share and a removed one are written on the document's timeline.
 */
const controller: DocController = {
  events: {
    async validate(dc, doc) {
      if (Number(doc.everyone) === 1) doc.user = null;
      else if (typeof doc.user !== 'string' || !doc.user) throw appError('MANDATORY', 'User is mandatory for Share');
      if (Number(doc.share) === 1 || Number(doc.write) === 1 || Number(doc.submit) === 1) doc.read = 1;
      if (Number(doc.submit) === 1) doc.write = 1;
      const meta = dc.site.meta.get(String(doc.share_doctype));
      if (Number(doc.submit) === 1 && !meta?.isSubmittable) {
        throw appError('VALIDATION', `Cannot share ${String(doc.share_name)} with submit permission as the doctype ${String(doc.share_doctype)} is not submittable`);
      }
      if (!dc.user.superuser) await requireSharePermission(dc, doc);
    },
    async after_insert(dc, doc) {
      await addShareComment(dc, doc, 'Shared');
    },
    async on_update(dc, doc) {
      await dc.site.db.notify(dc.tx, 'auth');
      notifyShares(dc, doc, 'update');
    },
    async on_trash(dc, doc) {
      if (!dc.user.superuser) await requireSharePermission(dc, doc);
      await addShareComment(dc, doc, 'Unshared');
      await dc.site.db.notify(dc.tx, 'auth');
      notifyShares(dc, doc, 'delete');
    },
  },
};

export default controller;
