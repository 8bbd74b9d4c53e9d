import type { Server as HttpServer, IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Namespace, Server, Socket } from 'socket.io';
import type { Clock } from '../context/clock.ts';
import { isGuest } from '../context/principal.ts';
import type { Logger } from '../context/request-context.ts';
import type { RealtimeSite } from './realtime-site.ts';
import { isAppError } from '../errors/app-error.ts';
import { refreshSockets } from './refresh-sockets.ts';
import { rooms } from '../context/realtime-event.ts';
import { roomKey } from './room-keys.ts';
import { EventBudget } from './event-budget.ts';
import { notifyViewers } from './socket-handlers.ts';
import { admitSocketEvent } from './socket-inbox.ts';
import { identifySocket, type SiteLookup } from './socket-auth.ts';
import { socketLimits } from './socket-limits.ts';
import { markedSessionId, sessionMark, type SessionRouting } from './session-routing.ts';
import { socketState, type SocketState } from './socket-state.ts';
import { SiteFanout, type StreamSubscriber } from './site-fanout.ts';

export interface RealtimeOptions {
  readonly lookup: SiteLookup;
  readonly clock: Clock;
  readonly log: Logger;
  /** How sessions of the other processes sharing the port are reached (`svc serve --workers N`); none in a lone process. */
  readonly routing?: SessionRouting;
}

/**
 * svc's socket.io server (Frappe's realtime/index.js, on the API's own port): connections are
 * authenticated as HTTP requests are and placed in Frappe's rooms (`user:<user>`, `website`,
 * `all` for desk users); clients join document and DocType rooms through permission-checked
 * events; each site's events arrive on its channel and leave through its `SiteFanout`.
 */
export class RealtimeServer {
  private io: Server | null = null;
  private load: (() => Promise<Server>) | null = null;
  private readonly fanouts = new Map<RealtimeSite, SiteFanout>();

  constructor(private readonly options: RealtimeOptions) {}

  /**
   * Serves socket.io on `server` at `/socket.io`, beside the HTTP routes. socket.io (with
   * engine.io, ws, accepts and mime-db) is loaded when the first request for `/socket.io/`
   * arrives, not at start: about a tenth of a cold start, for a server no client may ever open a
   * socket to. Until then this process's own listeners hand those requests and upgrades to it once
   * it is loaded; afterwards socket.io's, which it installs in front, take them. Either way, a
   * request for another process's session goes to that process (`options.routing`).
   */
  attach(server: HttpServer): void {
    let loading: Promise<Server> | null = null;
    let started = false;
    const load = (this.load = () =>
      (loading ??= import('socket.io').then(({ Server: SocketServer }) => {
        started = true;
        return this.start(new SocketServer(server, this.serverOptions()));
      })));
    const routes = server.listeners('request') as Array<(...args: unknown[]) => void>;
    server.removeAllListeners('request');
    server.on('request', (req, res) => {
      if (!started && isRealtimePath(req)) {
        if (!this.forwardedRequest(req, res)) this.serveLoaded(req, res);
        return;
      }
      for (const route of routes) route.call(server, req, res);
    });
    server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      // Once loaded, engine.io's own upgrade listener answers (and ends upgrades for other paths).
      if (started) return;
      if (!isRealtimePath(req)) return void socket.destroy();
      if (this.forwardedUpgrade(req, socket, head)) return;
      load().then((io) => io.engine.handleUpgrade(req, socket, head), (err: Error) => (this.loadFailed(err), socket.destroy()));
    });
  }

  /** Answers a socket.io request of this process's own (one another process passed on), loading socket.io first if need be. */
  serveLoaded(req: IncomingMessage, res: ServerResponse): void {
    if (!this.load) throw new Error('the realtime server is not attached');
    this.load().then((io) => io.engine.handleRequest(req, res), (err: Error) => (this.loadFailed(err), res.writeHead(503).end()));
  }

  private loadFailed(err: Error): void {
    this.options.log.error({ err: err.message }, 'socket.io could not be loaded');
  }

  /** The mark of the other process whose session a request names, else null (ours, none, or no other processes). */
  private otherOwner(req: IncomingMessage): string | null {
    const routing = this.options.routing;
    const mark = routing ? sessionMark(req.url) : null;
    return mark !== null && mark !== routing!.mark ? mark : null;
  }

  private forwardedRequest(req: IncomingMessage, res: ServerResponse): boolean {
    const owner = this.otherOwner(req);
    if (owner !== null) this.options.routing!.forwardRequest(owner, req, res);
    return owner !== null;
  }

  private forwardedUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const owner = this.otherOwner(req);
    if (owner !== null) this.options.routing!.forwardUpgrade(owner, req, socket, head);
    return owner !== null;
  }

  /** Under routing, Engine.IO marks its session ids and passes requests for other processes' sessions on. */
  private routeSessions(io: Server, routing: SessionRouting): void {
    const engine = io.engine;
    const handleRequest = engine.handleRequest.bind(engine);
    const handleUpgrade = engine.handleUpgrade.bind(engine);
    engine.generateId = () => markedSessionId(routing.mark);
    engine.handleRequest = (req, res) => {
      if (!this.forwardedRequest(req, res)) handleRequest(req, res);
    };
    engine.handleUpgrade = (req, socket, head) => {
      if (!this.forwardedUpgrade(req, socket, head)) handleUpgrade(req, socket, head);
    };
  }

  private serverOptions() {
    return {
      path: '/socket.io',
      serveClient: false,
      // Frappe's own setting: the origin is checked against the host for session sockets instead.
      cors: { origin: true, credentials: true },
      cleanupEmptyChildNamespaces: true,
    };
  }

  private start(io: Server): Server {
    if (this.options.routing) this.routeSessions(io, this.options.routing);
    // `/` places the socket by its Host; `/<site>` is how Frappe's v15 clients name their site.
    for (const nsp of [io.of('/'), io.of(/^\/[^/]+$/)] as Namespace[]) {
      nsp.use((socket, next) => {
        this.authenticate(socket).then(() => next(), (err: Error) => next(this.refusal(err)));
      });
      nsp.on('connection', (socket) => this.connected(socket));
    }
    this.io = io;
    return io;
  }

  /** The site's delivery in this process (made on first use). */
  fanout(site: RealtimeSite): SiteFanout {
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
  addStream(site: RealtimeSite, room: string, subscriber: StreamSubscriber): () => void {
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
    const identity = await identifySocket(socket.request.headers, socket.nsp.name, this.options.lookup, this.options.clock, socket.handshake.address);
    const limits = socketLimits(identity.site.config);
    const budget = new EventBudget(limits.events, limits.eventSeconds, this.options.clock.nowMicros());
    const state: SocketState = { ...identity, guarded: new Set(), tasks: new Set(), open: new Set(), limits, budget, inbox: Promise.resolve(), told: new Set() };
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
    const context = { site: state.site, clock: this.options.clock, log: this.options.log, requestId: `socket:${socket.id}`, ip: state.credentials.ip };
    socket.onAny((event: string, ...args: unknown[]) => admitSocketEvent(socket, event, args, context));
    socket.on('disconnect', () => {
      fanout.socketLeft(socket);
      for (const doc of state.open) {
        const [doctype, name] = doc.split('\n');
        notifyViewers(socket, doctype, name);
      }
    });
  }
}

/** engine.io's own test of its path (`/socket.io/` as a prefix of the URL). */
function isRealtimePath(req: IncomingMessage): boolean {
  return req.url?.startsWith('/socket.io/') === true;
}
