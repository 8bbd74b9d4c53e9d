import { isIP } from 'node:net';

const MAPPED_IPV4 = '::ffff:';
/** What an address prefix may hold: hex digits, dots and colons (IPv4 and IPv6 text). */
const PREFIX_CHARS = /^[0-9a-f.:]+$/;

/**
 * The prefixes of a User's `restrict_ip` (Frappe's get_restricted_ip_list): the comma-separated
 * entries, trimmed. Unlike Frappe, an empty entry (a trailing comma) is dropped: Frappe keeps it,
 * and an empty prefix starts every address, so one stray comma lifted the whole restriction.
 * Entries are lower-cased, and an IPv4-mapped entry (`::ffff:10.0.`) is read as its IPv4 part,
 * because addresses are compared in the form `canonicalAddress` gives them.
 */
export function addressPrefixes(restrictIp: unknown): string[] {
  if (typeof restrictIp !== 'string') return [];
  return restrictIp
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '')
    .map((entry) => (entry.startsWith(MAPPED_IPV4) && /^[0-9.]+$/.test(entry.slice(MAPPED_IPV4.length)) ? entry.slice(MAPPED_IPV4.length) : entry));
}

/** The entries of a `restrict_ip` text that no address can start with (`10.0.0.0/8`, `localhost`). */
export function impossiblePrefixes(restrictIp: unknown): string[] {
  return addressPrefixes(restrictIp).filter((prefix) => !PREFIX_CHARS.test(prefix));
}

/**
 * An address as prefixes are matched against it: an IPv4-mapped IPv6 address as its IPv4 (a
 * dual-stack socket reports `::ffff:192.168.1.5`), any other IPv6 in its shortest lower-case
 * form (`2001:DB8:0::1` → `2001:db8::1`), IPv4 as it is.
 */
export function canonicalAddress(address: string): string {
  const lower = address.toLowerCase();
  if (lower.startsWith(MAPPED_IPV4) && isIP(lower.slice(MAPPED_IPV4.length)) === 4) return lower.slice(MAPPED_IPV4.length);
  if (isIP(lower) !== 6) return lower;
  let compressed: string;
  try {
    compressed = new URL(`http://[${lower}]/`).hostname.slice(1, -1);
  } catch {
    return lower;
  }
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(compressed);
  if (!mapped) return compressed;
  const [high, low] = [parseInt(mapped[1], 16), parseInt(mapped[2], 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/**
 * Whether `address` may be used under these prefixes (Frappe's validate_ip_address:
 * `request_ip.startswith(prefix)` for any of them): always when there are none.
 */
export function addressAllowed(address: string, prefixes: readonly string[] | undefined): boolean {
  if (!prefixes || prefixes.length === 0) return true;
  const canonical = canonicalAddress(address);
  return prefixes.some((prefix) => canonical.startsWith(prefix));
}
