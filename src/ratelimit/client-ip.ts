import { isIP } from 'node:net';

/**
 * The client's address: the socket's peer, or, only when that peer is a trusted proxy named in
 * site config, the right-most X-Forwarded-For entry that is not itself a trusted proxy.
 */
export function clientIp(peer: string, forwardedFor: string | undefined, trusted: readonly string[]): string {
  const ip = normalise(peer);
  if (!forwardedFor || trusted.length === 0 || !isTrusted(ip, trusted)) return ip;
  const hops = forwardedFor.split(',').map((h) => normalise(h.trim())).filter((h) => isIP(h) !== 0);
  for (let i = hops.length - 1; i >= 0; i--) if (!isTrusted(hops[i], trusted)) return hops[i];
  return hops[0] ?? ip;
}

function normalise(ip: string): string {
  return ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
}

/** Whether the socket's peer is one of site config's `trusted_proxies`, whose forwarding headers count. */
export function isTrustedProxy(peer: string, trusted: readonly string[]): boolean {
  return trusted.length > 0 && isTrusted(normalise(peer), trusted);
}

function isTrusted(ip: string, trusted: readonly string[]): boolean {
  return trusted.some((entry) => (entry.includes('/') ? inCidr(ip, entry) : normalise(entry) === ip));
}

function inCidr(ip: string, cidr: string): boolean {
  const [base, bitsText] = cidr.split('/');
  const bits = Number(bitsText);
  if (isIP(ip) !== 4 || isIP(base) !== 4 || !Number.isInteger(bits) || bits < 0 || bits > 32) return false;
  const toInt = (a: string) => a.split('.').reduce((n, part) => n * 256 + Number(part), 0);
  const mask = bits === 0 ? 0 : 2 ** 32 - 2 ** (32 - bits);
  return (toInt(ip) & mask) >>> 0 === (toInt(base) & mask) >>> 0;
}
