import { appError } from '../../../../src/errors/app-error.ts';
import type { DocController } from '../../../../src/model/controller.ts';

/**
 * Custom DocPerm (frappe/core/doctype/custom_docperm): a permission rule the permission manager
 * keeps for a DocType (`parent`); once a DocType has any, they replace its own DocPerm rows.
 * Every change reloads the DocTypes on every process of the site (the `meta` notice, which also
 * drops the principals), so lists, documents and realtime judge by the new rules at once, as
 * Frappe clears the DocType's cache.
 */
const controller: DocController = {
  events: {
    validate(dc, doc) {
      const parent = typeof doc.parent === 'string' ? doc.parent : '';
      if (!dc.site.meta.get(parent)) throw appError('LINK_VALIDATION', `Could not find Document Type: ${parent}`);
    },
    async on_update(dc) {
      await dc.site.db.notify(dc.tx, 'meta');
    },
    async on_trash(dc) {
      await dc.site.db.notify(dc.tx, 'meta');
    },
  },
};

export default controller;
