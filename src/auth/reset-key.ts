import { randomBytes } from 'node:crypto';
import { sha256Hex, timingSafeStringEqual } from '../crypto/timing-safe.ts';
import { issuerOf } from '../oauth/issuer.ts';
import type { Tx } from '../storage/database.ts';

/** Where a reset link points: the site's `host_name`, else its name (docs/DECISIONS.md D74). */
export interface LinkBase {
  readonly siteName: string;
  readonly hostName: unknown;
}

/**
 * The site's base URL for links sent by mail: `host_name`, else `http://<site name>`. Never the
 * request's Host: whoever asks for a reset would choose where the victim's key is sent.
 */
export function mailLinkBase(base: LinkBase): string {
  return issuerOf({ siteName: base.siteName, hostName: base.hostName, protocol: 'http', host: undefined });
}

/**
 * Frappe's User.reset_password: a new one-use key for `user`, kept only as its SHA-256 beside the
 * time it was made (the older key stops working); answers the `/update-password?key=` link.
 * `passwordExpired` marks a link made at login because the password is too old.
 */
export async function issueResetKey(tx: Tx, user: string, now: string, base: LinkBase, passwordExpired = false): Promise<string> {
  const key = randomBytes(24).toString('hex');
  await tx.run(tx.builder.updateTable('tabUser').set({ reset_password_key: sha256Hex(key), last_reset_password_key_generated_on: now }).where('name', '=', user));
  return `${mailLinkBase(base)}/update-password?key=${key}${passwordExpired ? '&password_expired=true' : ''}`;
}

export const KEY_EXPIRED = 'The reset password link has been expired';
export const KEY_INVALID = 'The reset password link has either been used before or is invalid';

/**
 * The user a reset key names (Frappe's _get_user_for_update_password with a key): found by the
 * key's hash, the stored hash then compared in constant time; a key older than `expirySeconds`
 * (0: no limit) answers Frappe's expired message, an unknown or used one the invalid message.
 */
export async function userForResetKey(tx: Tx, key: string, now: string, expirySeconds: number): Promise<{ user: string } | { message: string }> {
  if (!key || key.length > 200) return { message: KEY_INVALID };
  const hash = sha256Hex(key);
  const row = await tx.first<{ name: string; reset_password_key: string | null; last_reset_password_key_generated_on: unknown }>(
    tx.builder.selectFrom('tabUser').select(['name', 'reset_password_key', 'last_reset_password_key_generated_on']).where('reset_password_key', '=', hash).where('enabled', '=', 1),
  );
  if (!row || !row.reset_password_key || !timingSafeStringEqual(row.reset_password_key, hash)) return { message: KEY_INVALID };
  if (expirySeconds > 0) {
    const made = naiveMillis(row.last_reset_password_key_generated_on);
    if (made === null || naiveMillis(now)! > made + expirySeconds * 1000) return { message: KEY_EXPIRED };
  }
  return { user: row.name };
}

/** A stored site-local datetime as milliseconds on a naive scale (both sides read alike), or null. */
function naiveMillis(value: unknown): number | null {
  const text = value instanceof Date ? value.toISOString().replace('T', ' ').replace('Z', '') : String(value ?? '');
  const ms = Date.parse(`${text.slice(0, 23).replace(' ', 'T')}Z`);
  return Number.isNaN(ms) ? null : ms;
}

/** Ends a key's use: Frappe clears it once the password is set. */
export async function clearResetKey(tx: Tx, user: string, today: string): Promise<void> {
  await tx.run(tx.builder.updateTable('tabUser').set({ reset_password_key: null, last_password_reset_date: today }).where('name', '=', user));
}
