import { appError } from '../../../../src/errors/app-error.ts';
import type { DocController } from '../../../../src/model/controller.ts';
import type { DocContext } from '../../../../src/model/doc-context.ts';
import type { Doc } from '../../../../src/model/document.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const flag = (value: unknown) => (Number(value ?? 0) === 1 ? 1 : 0);

/** Another record of the same user and DocType matching `where`, if any. */
async function otherRecord(dc: DocContext, doc: Doc, where: (row: Record<string, unknown>) => boolean): Promise<string | undefined> {
  const rows = await dc.tx.all<Record<string, unknown>>(
    dc.tx.builder.selectFrom('tabUser Permission').select(['name', 'for_value', 'applicable_for', 'apply_to_all_doctypes', 'is_default']).where('user', '=', text(doc.user)).where('allow', '=', text(doc.allow)),
  );
  return rows.find((row) => row.name !== doc.name && where(row))?.name as string | undefined;
}

/**
 * User Permission (frappe/core/doctype/user_permission): restricts a user to documents whose links
 * hold the allowed value. One record per (user, DocType, value, scope), at most one default per
 * scope; every change reloads the user's principal on every process (the `auth` notice), as
 * Frappe drops its cached user_permissions.
 */
const controller: DocController = {
  events: {
    async validate(dc, doc) {
      if (flag(doc.apply_to_all_doctypes)) doc.applicable_for = null;
      else if (!text(doc.applicable_for)) throw appError('MANDATORY', 'Applicable For is required when the permission does not apply to all document types');
      const scope = text(doc.applicable_for);
      const duplicate = await otherRecord(dc, doc, (row) => row.for_value === doc.for_value && text(row.applicable_for) === scope && flag(row.apply_to_all_doctypes) === flag(doc.apply_to_all_doctypes));
      if (duplicate) throw appError('DUPLICATE_ENTRY', 'User permission already exists');
      if (flag(doc.is_default)) {
        const overlap = await otherRecord(dc, doc, (row) => flag(row.is_default) === 1 && (text(row.applicable_for) === scope || flag(row.apply_to_all_doctypes) === 1));
        if (overlap) throw appError('VALIDATION', `${overlap} has already assigned default value for ${text(doc.allow)}.`);
      }
    },
    async on_update(dc) {
      await dc.site.db.notify(dc.tx, 'auth');
    },
    async on_trash(dc) {
      await dc.site.db.notify(dc.tx, 'auth');
    },
  },
};

export default controller;
