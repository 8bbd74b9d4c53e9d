import { createHash, hash, timingSafeEqual } from 'node:crypto';

/** Compares two strings in time independent of where they differ (both are hashed first). */
export function timingSafeStringEqual(a: string, b: string): boolean {
  const ha = createHash('sha256').update(a).digest();
  const hb = createHash('sha256').update(b).digest();
  return timingSafeEqual(ha, hb);
}

/**
 * Whether two strings hold the same characters (UTF-16 units), in time that depends on their
 * length alone: every unit is compared, with no branch on their values. Used on digests held as
 * latin1 strings (one character per byte), which spares the Buffer a digest's bytes would need on
 * each call (hash(..., 'buffer') makes an ArrayBuffer with its own allocation), and on API secrets
 * already verified once (api-key.ts), where keys are checked on every request.
 */
export function sameChars(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/** Hex SHA-256 of a string (one-shot: API keys are hashed on every request). */
export function sha256Hex(text: string): string {
  return hash('sha256', text, 'hex');
}
