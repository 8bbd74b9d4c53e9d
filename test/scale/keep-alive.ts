import http from 'node:http';

export interface Answer {
  status: number | string;
  connection: string | undefined;
}

/**
 * Logs in as Administrator over `agent` (a keep-alive agent keeps the connection for the next
 * request, as browsers and load balancers do). The password hash makes it take a while, so a
 * signal sent just after it starts finds it in flight. Never rejects: a failure is its code.
 */
export function slowLogin(agent: http.Agent, url: string): Promise<Answer> {
  const u = new URL(url);
  return new Promise((resolve) => {
    const req = http.request({ host: u.hostname, port: u.port, path: '/api/method/login', method: 'POST', agent, headers: { 'content-type': 'application/json' } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection }));
      res.on('error', (err) => resolve({ status: `response ${(err as NodeJS.ErrnoException).code ?? err.message}` , connection: undefined }));
    });
    req.on('error', (err) => resolve({ status: `request ${(err as NodeJS.ErrnoException).code ?? err.message}`, connection: undefined }));
    req.end(JSON.stringify({ usr: 'Administrator', pwd: 'admin' }));
  });
}

/** Runs `n` logins over one keep-alive agent once each of its connections has served a request. */
export async function warmAgent(url: string, sockets: number): Promise<http.Agent> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  await Promise.all(Array.from({ length: sockets }, () => slowLogin(agent, url)));
  return agent;
}
