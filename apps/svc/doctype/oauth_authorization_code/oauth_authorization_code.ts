import type { DocController } from '../../../../src/model/controller.ts';
import { refuseCreation, refuseRevival, refuseServerOwnedChanges } from '../oauth_bearer_token/server_owned_fields.ts';

/** Everything but `validity`: the provider binds the code to them when it issues it (docs/DECISIONS.md D19). */
const SERVER_OWNED = ['client', 'user', 'scopes', 'authorization_code', 'expiration_time', 'expires_at', 'redirect_uri_bound_to_authorization_code', 'nonce', 'code_challenge', 'code_challenge_method'];

/**
 * OAuth Authorization Code (frappe/integrations/doctype/oauth_authorization_code): issued by the
 * provider only. A System Manager may invalidate a code (validity Invalid, never back to Valid) or
 * delete it.
 */
const controller: DocController = {
  events: {
    before_insert() {
      refuseCreation('OAuth Authorization Code');
    },
    async validate(dc, doc, meta) {
      const stored = await refuseServerOwnedChanges(dc, meta, doc, SERVER_OWNED);
      refuseRevival(meta, 'validity', stored, doc, 'Valid');
    },
  },
};

export default controller;
