import type { DocController } from '../../../../src/model/controller.ts';
import { rooms } from '../../../../src/context/realtime-event.ts';
import { fieldCondition, NO_ROWS } from '../../../../src/model/row-rules.ts';
import { sendLogEmail } from './log-email.ts';

/**
 * Notification Log (frappe/desk/doctype/notification_log): the bell's entries. Each user reads
 * only the logs meant for them, Administrator every one (Frappe's permission query conditions);
 * a new log tells its user's desk at once (`notification`, after the commit) and, where their
 * Notification Settings ask for it, mails them.
 */
const controller: DocController = {
  permissionCondition(meta, user) {
    if (user.name === 'Administrator') return null;
    return user.name === 'Guest' ? NO_ROWS : fieldCondition(meta, 'for_user', '=', user.name);
  },
  events: {
    async after_insert(dc, doc) {
      const user = String(doc.for_user ?? '');
      if (!user) return;
      dc.publishRealtime({ event: 'notification', message: {}, room: rooms.user(user) });
      await sendLogEmail(dc, doc);
    },
  },
};

export default controller;
