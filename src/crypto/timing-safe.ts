import { createHash, hash, timingSafeEqual } from 'node:crypto';

/** Compares two strings in time independent of where they differ (both are hashed first). */
export function timingSafeStringEqual(a: string, b: string): boolean {
  const ha = createHash('sha256').update(a).digest();
  const hb = createHash('sha256').update(b).digest();
  return timingSafeEqual(ha, hb);
}

/** Hex SHA-256 of a string (one-shot: API keys are hashed on every request). */
export function sha256Hex(text: string): string {
  return hash('sha256', text, 'hex');
}
