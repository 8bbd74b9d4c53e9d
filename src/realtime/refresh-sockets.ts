import type { Socket } from 'socket.io';
import { resolveCaller } from '../auth/resolve-principal.ts';
import { epochMillis, type Clock } from '../context/clock.ts';
import { isGuest, type Principal } from '../context/principal.ts';
import type { Logger } from '../context/request-context.ts';
import { readReach } from './delivery-gate.ts';
import { roomDoctype } from './room-keys.ts';
import { joinGuarded, leaveGuarded } from './socket-handlers.ts';
import type { SiteFanout } from './site-fanout.ts';
import { socketState } from './socket-state.ts';

/**
 * Judges a site's sockets again after its rights changed on some process (the `auth`, `meta` or
 * `settings` notice): each is resolved anew from the credentials it connected with. A socket
 * whose session or key no longer authenticates, or no longer from its address (`restrict_ip`), is
 * disconnected; the others keep only the document and DocType rooms they may still read, plain or
 * gated as their reach now says. SSE streams end: their clients reconnect on their own and are
 * authenticated afresh.
 */
export async function refreshSockets(fanout: SiteFanout, clock: Clock, log: Logger): Promise<void> {
  fanout.endStreams();
  const byCredentials = new Map<string, Socket[]>();
  for (const socket of fanout.sockets()) {
    const { credentials } = socketState(socket);
    const key = `${credentials.sid ?? ''}\n${credentials.authorization ?? ''}\n${credentials.ip}`;
    const group = byCredentials.get(key);
    if (group) group.push(socket);
    else byCredentials.set(key, [socket]);
  }
  for (const sockets of byCredentials.values()) {
    const { credentials, principal: before } = socketState(sockets[0]);
    let principal: Principal | null;
    try {
      const caller = await resolveCaller(fanout.site, { ...credentials, now: epochMillis(clock) });
      // A session socket whose session ended is a Guest now: it was someone, it is no one.
      principal = credentials.sid && !caller.session ? null : caller.principal;
    } catch {
      principal = null;
    }
    for (const socket of sockets) {
      if (!principal || (isGuest(principal) && !isGuest(before))) {
        socket.disconnect(true);
        continue;
      }
      const state = socketState(socket);
      state.principal = principal;
      for (const room of [...state.guarded]) {
        const doctype = roomDoctype(room);
        const reach = doctype ? readReach(fanout.site, principal, doctype) : 'none';
        if (reach === 'none') leaveGuarded(socket, room);
        else joinGuarded(socket, room, reach);
      }
    }
  }
  log.debug({ site: fanout.site.name, sockets: [...byCredentials.values()].reduce((n, g) => n + g.length, 0) }, 'realtime sockets judged again');
}
