import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { isTrustedProxy } from '../ratelimit/client-ip.ts';

/**
 * Caps the connections one client address holds open at `max` (0: no cap): one client cannot
 * take every connection the server can hold. The address is the TCP peer, known at connect time,
 * before any header: behind a proxy every connection comes from the proxy, so peers listed in
 * `trusted` (common_site_config.json's `trusted_proxies`) are not capped, and the proxy should
 * cap its own clients. A connection over the cap is closed at once, unread and unanswered: a 503
 * would first need its request read, which is the very cost the cap saves.
 */
export function capConnectionsPerAddress(server: Server, max: number, trusted: readonly string[]): void {
  if (max <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const peer = socket.remoteAddress;
    if (peer === undefined || isTrustedProxy(peer, trusted)) return;
    const count = (open.get(peer) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(peer, count);
    socket.once('close', () => {
      const left = open.get(peer)! - 1;
      if (left === 0) open.delete(peer);
      else open.set(peer, left);
    });
  });
}
