import cluster from 'node:cluster';
import fs from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import type { AppDeps } from '../app.ts';

type SessionRouting = NonNullable<AppDeps['realtimeRouting']>;

/** The IPC message that moves a WebSocket upgrade to the worker owning its session (through the primary). */
export interface UpgradeMessage {
  readonly type: 'svc:realtime-upgrade';
  /** The owner's cluster worker id. */
  readonly to: number;
  /** The upgrade request as it arrived (request line, headers) and any bytes after it, base64. */
  readonly data: string;
}

export function isUpgradeMessage(message: unknown): message is UpgradeMessage {
  const m = message as Partial<UpgradeMessage> | null;
  return typeof m === 'object' && m !== null && m.type === 'svc:realtime-upgrade' && typeof m.to === 'number' && typeof m.data === 'string';
}

/** Headers of one hop only (RFC 9110 §7.6.1): never passed on. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade']);

function endToEnd(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
}

/** A worker's mark is `w` and its cluster id, so the primary finds it by the mark alone. */
const markOf = (id: number) => `w${id}`;
const workerIdOf = (mark: string) => (/^w\d{1,9}$/.test(mark) ? Number(mark.slice(1)) : null);

/** The request line and headers of `req` as they came, to be parsed again by the process it moves to. */
function rawRequest(req: IncomingMessage): string {
  let text = `${req.method} ${req.url} HTTP/${req.httpVersion}\r\n`;
  for (let i = 0; i < req.rawHeaders.length; i += 2) text += `${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}\r\n`;
  return `${text}\r\n`;
}

/**
 * The socket.io session routing of a worker of `svc serve --workers N` (realtime/session-routing.ts).
 * Each worker also listens on a Unix socket of its own, `w<id>.sock` in a folder only the
 * primary's user can enter; a long-polling request for another worker's session is passed to
 * that worker's socket and its answer back (over a kept-alive connection). A WebSocket upgrade
 * moves instead: its connection is handed, through the primary, to the owner, which then serves
 * it directly, so a WebSocket never costs two processes. Ordinary requests never pass through
 * here, nor through the primary.
 */
export class WorkerRouting {
  readonly routing: SessionRouting;
  private readonly agent = new http.Agent({ keepAlive: true });
  private server: http.Server | null = null;

  constructor(private readonly dir: string) {
    this.routing = {
      mark: markOf(cluster.worker!.id),
      forwardRequest: (owner, req, res) => this.forwardRequest(owner, req, res),
      forwardUpgrade: (owner, req, socket, head) => this.forwardUpgrade(owner, req, socket, head),
    };
  }

  private socketPath(mark: string): string {
    return path.join(this.dir, `${mark}.sock`);
  }

  /**
   * Serves this worker's own sessions to the other workers (`serve`: the realtime server's
   * answer), and takes WebSocket upgrades the primary hands over into `server`, as if they had
   * arrived there.
   */
  async listen(server: http.Server, serve: (req: IncomingMessage, res: ServerResponse) => void): Promise<void> {
    process.on('message', (message: unknown, handle: unknown) => {
      if (!isUpgradeMessage(message) || !handle) return;
      const socket = handle as Socket;
      server.emit('connection', socket);
      socket.unshift(Buffer.from(message.data, 'base64'));
    });
    // Kept-alive connections from the other workers' agents are never closed as idle here: an
    // agent reusing one just as this side closed it would see a reset, and lose that session.
    const own = http.createServer(serve);
    own.keepAliveTimeout = 0;
    // A socket file left by a worker of the same id that died (ids are never reused by one primary, but be safe).
    fs.rmSync(this.socketPath(this.routing.mark), { force: true });
    await new Promise<void>((resolve, reject) => {
      own.once('error', reject);
      // Exclusive: this worker's own socket, not one node:cluster shares out through the primary.
      own.listen({ path: this.socketPath(this.routing.mark), exclusive: true }, () => resolve());
    });
    this.server = own;
  }

  /** Stops serving other workers (at shutdown, before the sessions close). */
  close(): void {
    this.server?.close();
    this.server?.closeAllConnections();
    this.agent.destroy();
  }

  private forwardRequest(owner: string, req: IncomingMessage, res: ServerResponse): void {
    const upstream = http.request({ socketPath: this.socketPath(owner), method: req.method, path: req.url, headers: endToEnd(req.headers), agent: this.agent }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
      answer.on('error', () => res.destroy());
      answer.pipe(res);
    });
    // The owner is gone (the socket file with it) or went away mid-answer: the session is lost either way.
    upstream.on('error', () => {
      if (!res.destroyed) answerUnknownSession(res);
    });
    // A long poll the client gave up on is given up on at the owner too.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    // Errors of either side end the other, never the process.
    req.on('error', () => upstream.destroy());
    req.pipe(upstream);
  }

  private forwardUpgrade(owner: string, req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const to = workerIdOf(owner);
    if (to === null || !process.send) return void socket.destroy();
    // A WebSocket client sends nothing more until it is answered, but take what is buffered all the same.
    const buffered = (socket.read() as Buffer | null) ?? Buffer.alloc(0);
    const data = Buffer.concat([Buffer.from(rawRequest(req), 'latin1'), head, buffered]).toString('base64');
    const message: UpgradeMessage = { type: 'svc:realtime-upgrade', to, data };
    sendConnection((m, handle, done) => process.send!(m, handle, { keepOpen: true }, done), message, socket as Socket);
  }
}

/**
 * Sends a connection to another process, then closes this process's copy of it (the other's stays
 * open). Not node's `keepOpen: false`: that takes the socket's handle away without ever closing the
 * socket here, so a server it came from, and the list of sockets sent on that node keeps for it,
 * would wait for it for ever when they close.
 */
export function sendConnection(send: (message: UpgradeMessage, handle: Socket, done: (err: Error | null) => void) => unknown, message: UpgradeMessage, socket: Socket): void {
  send(message, socket, () => socket.destroy());
}

function answerUnknownSession(res: ServerResponse): void {
  if (res.headersSent) return void res.destroy();
  res.writeHead(400, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ code: 1, message: 'Session ID unknown' }));
}
