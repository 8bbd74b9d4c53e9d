import type { DocController } from '../../../../src/model/controller.ts';
import { frappeThrow } from '../../../../src/apps/app-api.ts';
import { fieldCondition, NO_ROWS } from '../../../../src/model/row-rules.ts';

/**
 * Notification Settings (frappe/desk/doctype/notification_settings), one record per user named
 * after them: a user reads and edits only their own; a System Manager every one but
 * Administrator's; Administrator all (Frappe's has_permission and permission query conditions).
 */
const controller: DocController = {
  permissionCondition(meta, user) {
    if (user.name === 'Administrator') return null;
    if (user.roles.has('System Manager')) return fieldCondition(meta, 'name', '!=', 'Administrator');
    return user.name === 'Guest' ? NO_ROWS : fieldCondition(meta, 'name', '=', user.name);
  },
  events: {
    validate(_dc, doc) {
      // The record is the user's: its name and its user field say the same.
      if (doc.user && doc.user !== doc.name) frappeThrow('Notification Settings are named after their user');
      doc.user = doc.name;
    },
  },
};

export default controller;
