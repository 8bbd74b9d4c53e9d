import { createHash, createHmac, randomBytes } from 'node:crypto';
import { sha256Hex, timingSafeStringEqual } from '../../crypto/timing-safe.ts';

/** Frappe's sid shape: 56 lowercase hex characters (224 random bits). */
const SID_SHAPE = /^[0-9a-f]{56}$/;

/** A new session id from the CSPRNG. */
export function newSid(): string {
  return randomBytes(28).toString('hex');
}

/** True when `sid` has the shape svc issues; anything else is never looked up. */
export function isWellFormedSid(sid: string): boolean {
  return SID_SHAPE.test(sid);
}

/** What stores key sessions by: the SHA-256 of the sid (a high-entropy value needs no slow KDF). */
export function hashSid(sid: string): string {
  return sha256Hex(sid);
}

/**
 * A session's CSRF token, derived from its sid with HMAC-SHA256: nothing to store, a leaked store
 * reveals no token, and the token reveals nothing about the sid.
 */
export function csrfTokenFor(sid: string): string {
  return createHmac('sha256', sid).update('svc csrf token').digest('hex').slice(0, 40);
}

/**
 * Compares a presented CSRF token with the session's in constant time. Both sides are hashed to
 * equal-length digests first, so no presented string (non-ASCII ones included) can make the
 * comparison throw.
 */
export function csrfTokenMatches(sid: string, presented: unknown): boolean {
  if (typeof presented !== 'string' || presented.length !== 40) return false;
  return timingSafeStringEqual(csrfTokenFor(sid), presented);
}

/** Fingerprint of a stored password hash (or of "no password"): sessions remember it to die when it changes. */
export function passwordStamp(hash: string | undefined): string {
  return createHash('sha256').update(`svc session stamp\0${hash ?? ''}`).digest('hex').slice(0, 32);
}
