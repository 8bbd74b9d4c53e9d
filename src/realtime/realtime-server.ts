import type { Server as HttpServer } from 'node:http';
import { Server, type Namespace, type Socket } from 'socket.io';
import type { Clock } from '../context/clock.ts';
import { isGuest } from '../context/principal.ts';
import type { Logger, SiteServices } from '../context/request-context.ts';
import { isAppError } from '../errors/app-error.ts';
import { refreshSockets } from './refresh-sockets.ts';
import { rooms } from '../context/realtime-event.ts';
import { roomKey } from './room-keys.ts';
import { handleSocketEvent, notifyViewers } from './socket-handlers.ts';
import { identifySocket, type SiteLookup } from './socket-auth.ts';
import { socketState, type SocketState } from './socket-state.ts';
import { SiteFanout, type StreamSubscriber } from './site-fanout.ts';

export interface RealtimeOptions {
  readonly lookup: SiteLookup;
  readonly clock: Clock;
  readonly log: Logger;
  /**
   * Engine.IO transports. Long-polling keeps its session in one process, so a server of several
   * workers without sticky routing offers WebSocket alone.
   */
  readonly transports?: Array<'polling' | 'websocket'>;
}

/**
 * svc's socket.io server (Frappe's realtime/index.js, on the API's own port): connections are
 * authenticated as HTTP requests are and placed in Frappe's rooms (`user:<user>`, `website`,
 * `all` for desk users); clients join document and DocType rooms through permission-checked
 * events; each site's events arrive on its channel and leave through its `SiteFanout`.
 */
export class RealtimeServer {
  private io: Server | null = null;
  private readonly fanouts = new Map<SiteServices, SiteFanout>();

  constructor(private readonly options: RealtimeOptions) {}

  /** Serves socket.io on `server` at `/socket.io`, beside the HTTP routes. */
  attach(server: HttpServer): void {
    const io = new Server(server, {
      path: '/socket.io',
      serveClient: false,
      // Frappe's own setting: the origin is checked against the host for session sockets instead.
      cors: { origin: true, credentials: true },
      transports: this.options.transports ?? ['polling', 'websocket'],
      cleanupEmptyChildNamespaces: true,
    });
    // `/` places the socket by its Host; `/<site>` is how Frappe's v15 clients name their site.
    for (const nsp of [io.of('/'), io.of(/^\/[^/]+$/)] as Namespace[]) {
      nsp.use((socket, next) => {
        this.authenticate(socket).then(() => next(), (err: Error) => next(this.refusal(err)));
      });
      nsp.on('connection', (socket) => this.connected(socket));
    }
    this.io = io;
  }

  /** The site's delivery in this process (made on first use). */
  fanout(site: SiteServices): SiteFanout {
    let fanout = this.fanouts.get(site);
    if (!fanout) {
      this.fanouts.set(site, (fanout = new SiteFanout(site, this.options.clock, this.options.log)));
      // Rights change (a role, a User Permission, a share, a session ended): judge sockets again.
      site.db.onNotice((channel) => {
        if (channel === 'auth' || channel === 'meta' || channel === 'settings') fanout!.rejudge(() => refreshSockets(fanout!, this.options.clock, this.options.log));
      });
    }
    return fanout;
  }

  /** An SSE stream's subscription to `room` of `site`; answers the function that ends it. */
  addStream(site: SiteServices, room: string, subscriber: StreamSubscriber): () => void {
    return this.fanout(site).addStream(room, subscriber);
  }

  /**
   * Lets go of every connection the realtime server holds, so the HTTP server's close (which waits
   * for each connection) and a graceful stop are not held up by them: SSE streams end (their
   * clients reconnect to another process) and sockets are disconnected.
   */
  async close(): Promise<void> {
    for (const fanout of this.fanouts.values()) fanout.endStreams();
    const io = this.io;
    this.io = null;
    if (!io) return;
    io.disconnectSockets(true);
    // The HTTP server is Fastify's to close (io.close() would close it too): only the engine's clients go.
    io.engine.close();
  }

  private async authenticate(socket: Socket): Promise<void> {
    const identity = await identifySocket(socket.request.headers, socket.nsp.name, this.options.lookup, this.options.clock);
    const state: SocketState = { ...identity, guarded: new Set(), open: new Set() };
    socket.data = state;
  }

  /** socket.io sends `message` and `data` of a middleware error to the client's connect_error. */
  private refusal(err: Error): Error {
    const refused = new Error(isAppError(err) ? err.message : 'Unauthorized');
    (refused as Error & { data: unknown }).data = { exc_type: isAppError(err) ? err.excType : 'AuthenticationError' };
    if (!isAppError(err)) this.options.log.error({ err: err.message }, 'realtime connection failed');
    return refused;
  }

  private connected(socket: Socket): void {
    const state = socketState(socket);
    const fanout = this.fanout(state.site);
    const site = state.site.name;
    // Frappe's frappe_handlers: the user's own room and the website room; desk users also `all`. Guests get website only.
    const join = isGuest(state.principal) ? [rooms.website] : [rooms.user(state.principal.name), rooms.website, ...(state.principal.userType === 'System User' ? [rooms.all] : [])];
    void socket.join(join.map((room) => roomKey(site, room)));
    fanout.socketJoined(socket);
    const context = { site: state.site, clock: this.options.clock, log: this.options.log, requestId: `socket:${socket.id}`, ip: socket.handshake.address };
    socket.onAny((event: string, ...args: unknown[]) => {
      handleSocketEvent(socket, event, args, context).catch((err: Error) => this.options.log.error({ site, event, err: err.message }, 'realtime event failed'));
    });
    socket.on('disconnect', () => {
      fanout.socketLeft(socket);
      for (const doc of state.open) {
        const [doctype, name] = doc.split('\n');
        notifyViewers(socket, doctype, name);
      }
    });
  }
}
