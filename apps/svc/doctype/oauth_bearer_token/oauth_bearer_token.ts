import type { DocController } from '../../../../src/model/controller.ts';

/**
 * OAuth Bearer Token (frappe/integrations/doctype/oauth_bearer_token): a token revoked, edited or
 * deleted through the resource API stops working at once on every process, as one revoked by the
 * provider does: the `auth` notice drops every cached token record.
 */
const controller: DocController = {
  events: {
    async on_update(dc) {
      await dc.site.db.notify(dc.tx, 'auth');
    },
    async on_trash(dc) {
      await dc.site.db.notify(dc.tx, 'auth');
    },
  },
};

export default controller;
