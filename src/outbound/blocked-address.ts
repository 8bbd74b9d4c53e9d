import { BlockList, isIP } from 'node:net';

/**
 * The address ranges an outbound request may not reach unless the site allows private addresses
 * (docs/DECISIONS.md D86): what is not the public internet — this host, its link, private and
 * carrier-grade NAT networks, the cloud metadata address (169.254.169.254, inside link-local),
 * multicast, broadcast and reserved space — and the IPv6 forms that embed an IPv4 address
 * (mapped, NAT64, 6to4), which could point at any of those.
 */
const RANGES: ReadonlyArray<readonly [string, number, 'ipv4' | 'ipv6', string]> = [
  ['0.0.0.0', 8, 'ipv4', 'this network (0.0.0.0/8)'],
  ['10.0.0.0', 8, 'ipv4', 'private (10.0.0.0/8)'],
  ['100.64.0.0', 10, 'ipv4', 'carrier-grade NAT (100.64.0.0/10)'],
  ['127.0.0.0', 8, 'ipv4', 'loopback (127.0.0.0/8)'],
  ['169.254.0.0', 16, 'ipv4', 'link-local or cloud metadata (169.254.0.0/16)'],
  ['172.16.0.0', 12, 'ipv4', 'private (172.16.0.0/12)'],
  ['192.0.0.0', 24, 'ipv4', 'IETF protocol assignments (192.0.0.0/24)'],
  ['192.168.0.0', 16, 'ipv4', 'private (192.168.0.0/16)'],
  ['198.18.0.0', 15, 'ipv4', 'benchmarking (198.18.0.0/15)'],
  ['224.0.0.0', 4, 'ipv4', 'multicast (224.0.0.0/4)'],
  ['240.0.0.0', 4, 'ipv4', 'reserved or broadcast (240.0.0.0/4)'],
  ['::', 128, 'ipv6', 'unspecified (::)'],
  ['::1', 128, 'ipv6', 'loopback (::1)'],
  ['::ffff:0:0', 96, 'ipv6', 'IPv4-mapped (::ffff:0:0/96)'],
  ['64:ff9b::', 96, 'ipv6', 'NAT64 (64:ff9b::/96)'],
  ['64:ff9b:1::', 48, 'ipv6', 'local NAT64 (64:ff9b:1::/48)'],
  ['2002::', 16, 'ipv6', '6to4 (2002::/16)'],
  ['fc00::', 7, 'ipv6', 'unique local (fc00::/7)'],
  ['fe80::', 10, 'ipv6', 'link-local (fe80::/10)'],
  ['fec0::', 10, 'ipv6', 'site-local (fec0::/10)'],
  ['ff00::', 8, 'ipv6', 'multicast (ff00::/8)'],
];

/**
 * Why `address` (an IP literal) may not be reached, or null when it is a public address. Text that
 * is no IP address is refused too: only resolved addresses are judged here.
 */
export function blockedReason(address: string): string | null {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  const family = isIP(bare);
  if (family === 0) return 'not an IP address';
  const type = family === 4 ? 'ipv4' : 'ipv6';
  for (const [net, bits, rangeType, reason] of RANGES) {
    if (rangeType !== type) continue;
    const list = new BlockList();
    list.addSubnet(net, bits, rangeType);
    if (list.check(bare, type)) return reason;
  }
  return null;
}
