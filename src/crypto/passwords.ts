import { pbkdf2, randomBytes, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const pbkdf2Async = promisify(pbkdf2);

/** Rounds for new hashes; verification reads the rounds from the hash, so old hashes still verify. */
export const DEFAULT_ROUNDS = 600_000;

/** passlib's "adapted base64": standard base64 with `.` for `+` and no padding. */
function ab64Encode(buf: Buffer): string {
  return buf.toString('base64').replace(/\+/g, '.').replace(/=+$/, '');
}

function ab64Decode(text: string): Buffer {
  return Buffer.from(text.replace(/\./g, '+'), 'base64');
}

/**
 * Hashes a login password as passlib's `pbkdf2_sha256` (`$pbkdf2-sha256$<rounds>$<salt>$<sum>`),
 * the format Frappe stores, so hashes move between Frappe and svc in both directions.
 */
export async function hashPassword(password: string, rounds = DEFAULT_ROUNDS): Promise<string> {
  const salt = randomBytes(16);
  const sum = await pbkdf2Async(password, salt, rounds, 32, 'sha256');
  return `$pbkdf2-sha256$${rounds}$${ab64Encode(salt)}$${ab64Encode(sum)}`;
}

/** Verifies a password against a passlib pbkdf2_sha256 hash in constant time. */
export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  const parts = hash.split('$');
  if (parts.length !== 5 || parts[1] !== 'pbkdf2-sha256') return false;
  const rounds = Number(parts[2]);
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > 10_000_000) return false;
  const salt = ab64Decode(parts[3]);
  const expected = ab64Decode(parts[4]);
  if (expected.length === 0) return false;
  const actual = await pbkdf2Async(password, salt, rounds, expected.length, 'sha256');
  return timingSafeEqual(actual, expected);
}
