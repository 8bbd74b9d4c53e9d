import type { DocController } from '../../../../src/model/controller.ts';
import { refuseCreation, refuseRevival, refuseServerOwnedChanges } from './server_owned_fields.ts';

/** Everything but `status`: the provider sets them when it issues the token. */
const SERVER_OWNED = ['client', 'user', 'scopes', 'access_token', 'refresh_token', 'expiration_time', 'expires_in', 'expires_at', 'grant_id'];

/**
 * OAuth Bearer Token (frappe/integrations/doctype/oauth_bearer_token): issued by the provider
 * only. A System Manager may revoke a token (status Revoked, never back to Active) or delete it;
 * either stops it at once on every process, as one revoked by the provider does: the `auth` notice
 * drops every cached token record.
 */
const controller: DocController = {
  events: {
    before_insert() {
      refuseCreation('OAuth Bearer Token');
    },
    async validate(dc, doc, meta) {
      const stored = await refuseServerOwnedChanges(dc, meta, doc, SERVER_OWNED);
      refuseRevival(meta, 'status', stored, doc, 'Active');
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
