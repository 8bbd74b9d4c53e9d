import http from 'node:http';
import net from 'node:net';

export interface Answer {
  status: number | string;
  connection: string | undefined;
}

const LOGIN = JSON.stringify({ usr: 'Administrator', pwd: 'admin' });

/** Resolves with the status and Connection header of `res`, or the error as a status. */
function answerOf(req: http.ClientRequest): Promise<Answer> {
  return new Promise((resolve) => {
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection }));
      res.on('error', (err) => resolve({ status: `response ${(err as NodeJS.ErrnoException).code ?? err.message}`, connection: undefined }));
    });
    req.on('error', (err) => resolve({ status: `request ${(err as NodeJS.ErrnoException).code ?? err.message}`, connection: undefined }));
  });
}

function loginRequest(agent: http.Agent, url: string, headers: http.OutgoingHttpHeaders = {}): http.ClientRequest {
  const u = new URL(url);
  return http.request({ host: u.hostname, port: u.port, path: '/api/method/login', method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(LOGIN), ...headers } });
}

/**
 * Logs in as Administrator over `agent` (a keep-alive agent keeps the connection for the next
 * request, as browsers and load balancers do). Never rejects: a failure is its code.
 */
export function login(agent: http.Agent, url: string): Promise<Answer> {
  const req = loginRequest(agent, url);
  const answer = answerOf(req);
  req.end(LOGIN);
  return answer;
}

/** A request the server is known to be handling, whose body the test sends when it chooses. */
export interface HeldRequest {
  /** Sends the body; the answer follows. */
  release(): void;
  readonly answer: Promise<Answer>;
}

/**
 * Starts a login with `Expect: 100-continue` and resolves once the server answered `100
 * Continue`: Node emits the request to the server's handlers as it writes that line, so from then
 * on the request is in flight on the server, whatever the timing, until `release` sends its body.
 */
export function heldLogin(agent: http.Agent, url: string): Promise<HeldRequest> {
  const req = loginRequest(agent, url, { expect: '100-continue' });
  const answer = answerOf(req);
  return new Promise((resolve, reject) => {
    req.once('continue', () => resolve({ release: () => req.end(LOGIN), answer }));
    void answer.then((a) => reject(new Error(`the login ended before the server took it: ${a.status}`)));
    req.flushHeaders();
  });
}

/** Logs in over one keep-alive agent on `sockets` connections, which it then keeps open. */
export async function warmAgent(url: string, sockets: number): Promise<http.Agent> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  await Promise.all(Array.from({ length: sockets }, () => login(agent, url)));
  return agent;
}

/**
 * Resolves once `url` refuses new connections: the server (every worker, under --workers) has
 * begun its graceful stop and closed its listening socket. Polls; throws after `ms`.
 */
export async function untilRefused(url: string, ms = 20_000): Promise<void> {
  const u = new URL(url);
  const until = Date.now() + ms;
  for (;;) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = net.connect(Number(u.port), u.hostname);
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNREFUSED'));
    });
    if (refused) return;
    if (Date.now() > until) throw new Error(`${url} still accepts connections ${ms} ms after the signal`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
