import { appError } from '../../../../src/errors/app-error.ts';
import type { DocController } from '../../../../src/model/controller.ts';

const STANDARD_ROLES = ['Administrator', 'Guest', 'All', 'System Manager', 'Desk User'];

/** Role (frappe/core/doctype/role): standard roles stay; a change reaches every process's credential cache. */
const controller: DocController = {
  events: {
    async on_update(dc) {
      await dc.site.db.notify(dc.tx, 'auth');
    },
    async on_trash(dc, doc) {
      if (STANDARD_ROLES.includes(String(doc.name))) throw appError('PERMISSION_DENIED', `Role ${String(doc.name)} is a standard role and cannot be deleted`);
      await dc.site.db.notify(dc.tx, 'auth');
    },
  },
};

export default controller;
