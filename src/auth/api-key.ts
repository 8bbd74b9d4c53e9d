import { timingSafeEqual } from 'node:crypto';
import type { Principal } from '../context/principal.ts';
import { credentialKey } from '../context/credential-keys.ts';
import type { SiteServices } from '../context/request-context.ts';
import { sha256Hex } from '../crypto/timing-safe.ts';
import { appError } from '../errors/app-error.ts';
import { getAuthValue } from '../storage/auth-table.ts';
import { loadPrincipal, type WithTx } from './load-principal.ts';
import { andThen, type Awaitable } from '../util/awaitable.ts';

interface KeyRecord {
  user: string;
  secretHash: string;
}

/** How an API secret is stored in `__Auth`: a SHA-256 of a high-entropy random secret. */
export function hashApiSecret(secret: string): string {
  return `sha256$${sha256Hex(secret)}`;
}

/**
 * Authenticates `key:secret` (frappe/auth.py validate_api_key_secret): the key names a user, the
 * secret's hash must match in constant time, and the user must be enabled. Null when it fails.
 * A key and user already cached are answered without a promise.
 */
export function authenticateApiKey(site: SiteServices, withTx: WithTx, key: string, secret: string): Awaitable<Principal | null> {
  if (!key || !secret || key.length > 256 || secret.length > 256) return null;
  const cached = site.credentials.get(credentialKey<KeyRecord>('api-key', key));
  return andThen(cached ?? readKey(site, withTx, key), (record) => checkSecret(site, withTx, record, secret));
}

async function readKey(site: SiteServices, withTx: WithTx, key: string): Promise<KeyRecord | null> {
  const since = site.credentials.epoch;
  const record = await withTx(async (tx) => {
    const user = await tx.first<{ name: string }>(tx.builder.selectFrom('tabUser').select('name').where('api_key', '=', key));
    const stored = user ? await getAuthValue(tx, 'User', user.name, 'api_secret') : undefined;
    return user && stored ? { user: user.name, secretHash: stored } : null;
  });
  // Only known keys are cached: a flood of made-up keys must not push real ones out.
  if (record) site.credentials.set(credentialKey<KeyRecord>('api-key', key), record, since);
  return record;
}

/** The key's user when `secret` hashes to the stored hash (compared in constant time, as for an unknown key). */
function checkSecret(site: SiteServices, withTx: WithTx, record: KeyRecord | null, secret: string): Awaitable<Principal | null> {
  const expected = Buffer.from(record?.secretHash ?? hashApiSecret(''), 'utf8');
  const actual = Buffer.from(hashApiSecret(secret), 'utf8');
  const match = expected.length === actual.length && timingSafeEqual(expected, actual);
  if (!record || !match) return null;
  return loadPrincipal(site, withTx, record.user);
}

/** Splits `key:secret`; null when there is no colon. */
export function splitKeySecret(text: string): [string, string] | null {
  const i = text.indexOf(':');
  if (i <= 0) return null;
  return [text.slice(0, i), text.slice(i + 1)];
}

/** Decodes a Basic credential; 400 InvalidAuthorizationToken when it is not base64 (Frappe). */
export function decodeBasic(value: string): string {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(value) || value.length % 4 === 1) {
    throw appError('AUTH_TOKEN_MALFORMED', 'Failed to decode token, please provide a valid base64-encoded token.');
  }
  return Buffer.from(value, 'base64').toString('utf8');
}
