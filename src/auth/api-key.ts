import { hash } from 'node:crypto';
import type { Principal } from '../context/principal.ts';
import { credentialKey } from '../context/credential-keys.ts';
import { sameChars, sha256Hex } from '../crypto/timing-safe.ts';
import { appError } from '../errors/app-error.ts';
import { getAuthValue } from '../storage/auth-table.ts';
import { loadPrincipal, type WithTx } from './load-principal.ts';
import type { PrincipalSite } from './principal-site.ts';
import { andThen, type Awaitable } from '../util/awaitable.ts';

interface KeyRecord {
  user: string;
  /** The stored hash's digest, one latin1 character per byte; null when it is not `sha256$<hex>` (no secret matches it). */
  digest: string | null;
  /**
   * The secret that last hashed to `digest`. A client sends the same secret with every request,
   * and comparing it with this one in constant time spares the SHA-256 (0.4-0.9 us measured on a
   * machine where a document read took 66-85 us). Held in this process's memory only, as long as
   * the record is cached: any change to credentials empties the cache, and a new secret starts
   * without it.
   */
  verified?: string;
}

const STORED_HASH = /^sha256\$([0-9a-f]{64})$/;

/** The digest a stored `sha256$<hex>` names, or null for anything else. */
function digestOf(secretHash: string): string | null {
  const m = STORED_HASH.exec(secretHash);
  return m ? Buffer.from(m[1], 'hex').toString('binary') : null;
}

/** What a secret is checked against when its key is unknown, so both paths do the same work. */
const UNKNOWN_KEY_DIGEST = hash('sha256', '\0unknown api key', 'binary');

/** How an API secret is stored in `__Auth`: a SHA-256 of a high-entropy random secret. */
export function hashApiSecret(secret: string): string {
  return `sha256$${sha256Hex(secret)}`;
}

/**
 * Authenticates `key:secret` (frappe/auth.py validate_api_key_secret): the key names a user, the
 * secret's hash must match in constant time, and the user must be enabled. Null when it fails.
 * A key and user already cached are answered without a promise.
 */
export function authenticateApiKey(site: PrincipalSite, withTx: WithTx, key: string, secret: string): Awaitable<Principal | null> {
  if (!key || !secret || key.length > 256 || secret.length > 256) return null;
  const cached = site.credentials.get(credentialKey<KeyRecord>('api-key', key));
  return andThen(cached ?? readKey(site, withTx, key), (record) => checkSecret(site, withTx, record, secret));
}

async function readKey(site: PrincipalSite, withTx: WithTx, key: string): Promise<KeyRecord | null> {
  const since = site.credentials.epoch;
  const record = await withTx(async (tx) => {
    const user = await tx.first<{ name: string }>(tx.builder.selectFrom('tabUser').select('name').where('api_key', '=', key));
    const stored = user ? await getAuthValue(tx, 'User', user.name, 'api_secret') : undefined;
    return user && stored ? { user: user.name, digest: digestOf(stored) } : null;
  });
  // Only known keys are cached: a flood of made-up keys must not push real ones out.
  if (record) site.credentials.set(credentialKey<KeyRecord>('api-key', key), record, since);
  return record;
}

/**
 * The key's user when `secret` is the one already verified for this record, compared in constant
 * time, or when it hashes to the stored hash, the two digests compared in constant time. An
 * unknown key, or a stored hash in no form `hashApiSecret` writes (which no secret could match),
 * is compared against a stand-in, so every path that fails does the same work. Every request with
 * a key passes here: the stored digest was decoded when the key was read, and both are compared as
 * strings, with no Buffer per request. The comparison with the verified secret returns early only
 * on a length that differs, and svc's secrets all have one length (generateKeys).
 */
function checkSecret(site: PrincipalSite, withTx: WithTx, record: KeyRecord | null, secret: string): Awaitable<Principal | null> {
  if (record?.verified !== undefined && sameChars(record.verified, secret)) return loadPrincipal(site, withTx, record.user);
  const expected = record?.digest ?? UNKNOWN_KEY_DIGEST;
  const match = sameChars(expected, hash('sha256', secret, 'binary'));
  if (!record?.digest || !match) return null;
  record.verified = secret;
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
