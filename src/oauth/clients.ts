import type { Principal } from '../context/principal.ts';
import { decryptSecret } from '../crypto/encryption.ts';
import { timingSafeStringEqual } from '../crypto/timing-safe.ts';
import { oauthError } from '../errors/oauth-error.ts';
import { getAuthValue } from '../storage/auth-table.ts';
import type { Tx } from '../storage/database.ts';
import type { TokenSite } from './oauth-site.ts';
import { splitScopes } from './store/oauth-store.ts';

/** A registered OAuth Client as the provider uses it; `secret` is null for public clients. */
export interface OAuthClient {
  readonly id: string;
  readonly appName: string;
  readonly secret: string | null;
  readonly isPublic: boolean;
  readonly redirectUris: readonly string[];
  readonly defaultRedirectUri: string | null;
  readonly scopes: readonly string[];
  readonly skipAuthorization: boolean;
  readonly allowedRoles: readonly string[];
  readonly responseType: string;
  readonly idTokenAlg: 'HS256' | 'RS256';
}

/** A user may use a client holding one of its allowed roles (none listed: anyone); Administrator always may. */
export function userMayUseClient(user: Principal, client: Pick<OAuthClient, 'allowedRoles'>): boolean {
  return client.allowedRoles.length === 0 || user.superuser || client.allowedRoles.some((r) => user.roles.has(r));
}

/** Registered redirect URIs: Frappe separates them by spaces; newlines work too. */
export function splitRedirectUris(text: unknown): string[] {
  return typeof text === 'string' ? text.split(/\s+/).filter(Boolean) : [];
}

/**
 * Loads a client, or null for an unknown id: with its decrypted secret unless `withSecret` is
 * false (Bearer checks need only scopes and roles, and spare the read and the decryption).
 */
export async function loadClient(site: TokenSite, id: string, { withSecret = true } = {}): Promise<OAuthClient | null> {
  // No client's name is that long or holds a NUL (which PostgreSQL refuses in a parameter).
  if (!id || id.length > 140 || id.includes('\u0000')) return null;
  return site.db.read(async (tx) => {
    const row = await tx.first<Record<string, any>>(tx.builder.selectFrom('tabOAuth Client').selectAll().where('name', '=', id));
    if (!row) return null;
    const roles = await tx.all<{ role: string }>(
      tx.builder.selectFrom('tabOAuth Client Role').select('role').where('parent', '=', id).where('parenttype', '=', 'OAuth Client'),
    );
    const secret = withSecret ? await readClientSecret(tx, site, id) : null;
    const isPublic = row.token_endpoint_auth_method === 'none';
    return {
      id: row.name,
      appName: row.app_name ?? row.name,
      secret: isPublic ? null : secret,
      isPublic,
      redirectUris: splitRedirectUris(row.redirect_uris),
      defaultRedirectUri: row.default_redirect_uri || null,
      scopes: splitScopes(row.scopes),
      skipAuthorization: Number(row.skip_authorization) === 1,
      allowedRoles: roles.map((r) => r.role),
      responseType: String(row.response_type ?? 'Code').toLowerCase(),
      idTokenAlg: isPublic || row.id_token_signed_response_alg === 'RS256' ? 'RS256' : 'HS256',
    };
  });
}

/** A client's secret, decrypted with the site key; null when it has none (or the site has no key). */
export async function readClientSecret(tx: Tx, site: Pick<TokenSite, 'config'>, id: string): Promise<string | null> {
  const sealed = await getAuthValue(tx, 'OAuth Client', id, 'client_secret');
  const key = site.config.encryption_key;
  return sealed && key !== undefined ? decryptSecret(sealed, key) : null;
}

/** Client credentials a request presented: `client_id`/`client_secret` fields and/or HTTP Basic. */
export interface PresentedClient {
  fieldId: string | undefined;
  fieldSecret: string | undefined;
  basic: { id: string; secret: string } | null;
  /** An Authorization header was sent but is not usable Basic. */
  badHeader: boolean;
}

/** A secret was sent (a form field, even empty, or an Authorization header): it must then be right. */
function sendsClientSecret(p: PresentedClient): boolean {
  return p.fieldSecret !== undefined || p.basic !== null || p.badHeader;
}

/**
 * The client a revocation or introspection request speaks for, whose tokens alone it may then
 * touch: authenticated when a secret was sent (a wrong one is 401 invalid_client), named by
 * `client_id` alone otherwise (a public client's only credential; for any client it only narrows
 * what the request reaches), and null when the request names none (the token's holder acts).
 */
export async function speakingClient(site: TokenSite, p: PresentedClient): Promise<string | null> {
  if (sendsClientSecret(p)) return (await authenticateClient(site, p)).id;
  return p.fieldId ?? null;
}

/**
 * Authenticates the client of a token, revocation or introspection request (RFC 6749 §2.3,
 * docs/DECISIONS.md D21): confidential clients by `client_secret_basic` or `client_secret_post` (never
 * both), the secret compared in constant time; public clients by `client_id` alone (they prove
 * possession with PKCE). Every failure is invalid_client (401).
 */
export async function authenticateClient(site: TokenSite, p: PresentedClient): Promise<OAuthClient> {
  if (p.badHeader) throw oauthError('invalid_client', 'The Authorization header is not valid HTTP Basic client authentication');
  if (p.basic && p.fieldSecret !== undefined) throw oauthError('invalid_request', 'Use one client authentication method, not both');
  if (p.basic && p.fieldId && p.fieldId !== p.basic.id) throw oauthError('invalid_client', 'client_id does not match the authenticated client');
  const id = p.basic?.id ?? p.fieldId;
  if (!id) throw oauthError('invalid_client', 'Client authentication is required');
  const client = await loadClient(site, id);
  const secret = p.basic?.secret ?? p.fieldSecret;
  if (!client) {
    timingSafeStringEqual(secret ?? '', 'no such client');
    throw oauthError('invalid_client', 'Unknown client or wrong client secret');
  }
  if (client.isPublic) {
    if (secret) throw oauthError('invalid_client', 'A public client has no secret');
    return client;
  }
  if (!secret || !client.secret || !timingSafeStringEqual(secret, client.secret)) throw oauthError('invalid_client', 'Unknown client or wrong client secret');
  return client;
}
