import { randomBytes, randomInt, randomUUID } from 'node:crypto';

/**
 * Lower-case hex string of `length` characters from the CSPRNG. Up to 30 characters (document
 * names, file names) come from a random UUID: node draws those from a buffer it refills in
 * batches, about a tenth of the cost of a randomBytes call, which names every new document.
 */
export function randomHex(length: number): string {
  if (length > 30) return randomBytes(Math.ceil(length / 2)).toString('hex').slice(0, length);
  const u = randomUUID();
  // xxxxxxxx-xxxx-4xxx-Vxxx-xxxxxxxxxxxx: every digit but the dashes, the version 4 and the variant V.
  return (u.slice(0, 8) + u.slice(9, 13) + u.slice(15, 18) + u.slice(20, 23) + u.slice(24)).slice(0, length);
}

const BASE32HEX = '0123456789abcdefghijklmnopqrstuv';

/** Random characters from Frappe's base32hex alphabet (0-9a-v). */
export function randomBase32Hex(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += BASE32HEX[randomInt(32)];
  return out;
}

/** Encodes a non-negative integer in base32hex, left-padded to `width`. */
export function base32HexPad(value: number, width: number): string {
  let out = '';
  let v = value;
  for (let i = 0; i < width; i++) {
    out = BASE32HEX[v % 32] + out;
    v = Math.floor(v / 32);
  }
  return out;
}

/** A version 7 UUID (time-ordered), as Frappe's UUID naming makes. */
export function uuidv7(nowMs: number): string {
  const bytes = randomBytes(16);
  let ts = BigInt(Math.floor(nowMs));
  for (let i = 5; i >= 0; i--) {
    bytes[i] = Number(ts & 0xffn);
    ts >>= 8n;
  }
  bytes[6] = (bytes[6] & 0x0f) | 0x70;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
