import type { DocController } from '../../../../src/model/controller.ts';
import { mustColumnRef } from '../../../../src/query/column-ref.ts';
import { addDays } from '../../../../src/util/datetime.ts';

/** Note (frappe/desk/doctype/note): everyone but Administrator sees only public notes and their own. */
const controller: DocController = {
  permissionCondition(meta, user) {
    return {
      kind: 'or',
      items: [
        { kind: 'compare', ref: mustColumnRef(meta, 'owner'), op: '=', value: user.name },
        { kind: 'compare', ref: mustColumnRef(meta, 'public'), op: '=', value: 1 },
      ],
    };
  },
  events: {
    validate(dc, doc) {
      if (!doc.content) doc.content = '<span></span>';
      if (!doc.public) doc.notify_on_login = 0;
      if (doc.notify_on_login && !doc.expire_notification_on) {
        doc.expire_notification_on = addDays(String(doc.creation ?? dc.now).slice(0, 10), 7);
      }
    },
  },
};

export default controller;
