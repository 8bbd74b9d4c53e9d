import { randomBytes } from 'node:crypto';
import { docMethod } from '../../../../src/apps/app-api.ts';
import { appError } from '../../../../src/errors/app-error.ts';
import { readClientSecret, splitRedirectUris } from '../../../../src/oauth/clients.ts';
import { splitScopes } from '../../../../src/oauth/store/oauth-store.ts';
import type { DocController } from '../../../../src/model/controller.ts';
import type { DocContext } from '../../../../src/model/doc-context.ts';
import type { ChildRow, Doc } from '../../../../src/model/document.ts';
import { randomHex } from '../../../../src/util/random.ts';

/** A redirect URI a client may register: an absolute http(s) or custom-scheme URI without a fragment (RFC 6749 §3.1.2). */
function checkRedirectUri(uri: string): void {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    throw appError('VALIDATION', `Redirect URI ${uri} is not an absolute URI`);
  }
  if (uri.includes('#')) throw appError('VALIDATION', `Redirect URI ${uri} must not hold a fragment`);
  if (/^(javascript|data|vbscript|file):$/i.test(url.protocol)) throw appError('VALIDATION', `Redirect URI ${uri} uses a forbidden scheme`);
  if ((url.protocol === 'http:' || url.protocol === 'https:') && (url.username || url.password)) throw appError('VALIDATION', `Redirect URI ${uri} must not hold user information`);
}

/** 32 random bytes in base64url: what svc generates, and the least a System Manager may set (docs/DECISIONS.md D21). */
const MIN_SECRET_LENGTH = 43;
const MIN_DISTINCT_CHARACTERS = 10;

/**
 * A secret a System Manager sets instead of the generated one is the HS256 key of the client's
 * id_tokens: anything guessable would let anyone forge them. Asterisks (the stored value as read)
 * and an empty value keep the stored secret. Length stands in for entropy; the distinct-character
 * count refuses `aaaa…`.
 */
function checkSetSecret(doc: Doc): void {
  const value = doc.client_secret;
  if (typeof value !== 'string' || value === '' || /^\*+$/.test(value)) return;
  if (doc.token_endpoint_auth_method === 'none') throw appError('VALIDATION', 'A public client (token_endpoint_auth_method none) has no client secret');
  if (value.length < MIN_SECRET_LENGTH || new Set(value).size < MIN_DISTINCT_CHARACTERS) {
    throw appError('VALIDATION', `A client secret must be at least ${MIN_SECRET_LENGTH} random characters (32 random bytes, as svc generates them); leave it out to keep the current one`);
  }
}

const storedSecret = (dc: DocContext, name: string) => readClientSecret(dc.tx, dc.site, name);

/**
 * OAuth Client (frappe/integrations/doctype/oauth_client): named by a random client_id; a
 * confidential client gets a secret of 32 random bytes (docs/DECISIONS.md D21: it is the HS256 key of its
 * id_tokens), stored encrypted with the site key and shown in the create response only (a System
 * Manager may replace it later with one as long, never a shorter one); public
 * clients (`token_endpoint_auth_method` none) get none and sign id_tokens with RS256. Every
 * change drops cached Bearer tokens on all processes: its tokens then carry its new scopes and roles.
 */
const controller: DocController = {
  autoname() {
    return randomHex(10);
  },
  events: {
    before_insert(_dc, doc) {
      doc.client_secret = doc.token_endpoint_auth_method === 'none' ? null : randomBytes(32).toString('base64url');
    },
    validate(_dc, doc) {
      doc.client_id = doc.name;
      checkSetSecret(doc);
      const grant = doc.grant_type ?? 'Authorization Code';
      const response = doc.response_type ?? 'Code';
      if ((grant === 'Authorization Code' && response !== 'Code') || (grant === 'Implicit' && response !== 'Token')) {
        throw appError('VALIDATION', `Combination of Grant Type (${grant}) and Response Type (${response}) not allowed`);
      }
      if (grant === 'Implicit') throw appError('VALIDATION', 'The implicit grant is not supported (RFC 9700 §2.1.2); use Authorization Code with PKCE');
      const uris = splitRedirectUris(String(doc.redirect_uris ?? ''));
      const fallback = typeof doc.default_redirect_uri === 'string' ? doc.default_redirect_uri.trim() : '';
      if (fallback && !uris.includes(fallback)) uris.push(fallback);
      if (uris.length === 0) throw appError('MANDATORY', 'Register at least one redirect URI');
      for (const uri of uris) checkRedirectUri(uri);
      doc.redirect_uris = uris.join(' ');
      doc.default_redirect_uri = fallback || uris[0];
      const scopes = splitScopes(String(doc.scopes ?? ''));
      if (scopes.length === 0) throw appError('MANDATORY', 'Scopes are required');
      doc.scopes = [...new Set(scopes)].join(' ');
      if (doc.token_endpoint_auth_method === 'none') doc.id_token_signed_response_alg = 'RS256';
      const roles = (doc.allowed_roles as ChildRow[] | undefined) ?? [];
      if (roles.length === 0) doc.allowed_roles = [{ role: 'Desk User' }];
    },
    async after_insert(dc, doc: Doc) {
      // The create response is the one place a new secret is shown (the column keeps asterisks).
      doc.client_secret = await storedSecret(dc, String(doc.name));
    },
    // Its tokens' cached records hold its scopes and roles: a change or deletion applies to them at once on every process.
    async on_update(dc) {
      await dc.site.db.notify(dc.tx, 'auth');
    },
    async on_trash(dc) {
      await dc.site.db.notify(dc.tx, 'auth');
    },
  },
  methods: {
    /** The client secret, for System Managers (the only role with rights on OAuth Client). */
    get_client_secret: docMethod({
      methods: ['GET', 'POST'],
      handler: async (api, doc) => {
        if (!api.user.superuser && !api.user.roles.has('System Manager')) throw appError('PERMISSION_DENIED', 'Only a System Manager may read client secrets');
        return storedSecret(api.dc, String(doc.name));
      },
    }),
  },
};

export default controller;
