import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a receiver got, body as text. */
export interface ReceivedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface HttpReceiver {
  readonly port: number;
  /** `http://127.0.0.1:<port><path>` */
  url(path?: string): string;
  readonly received: ReceivedRequest[];
  /** Statuses the next requests are answered with, in order; 200 once they run out. */
  answerWith(...statuses: number[]): void;
  clear(): void;
  close(): Promise<void>;
}

/**
 * A real HTTP server on 127.0.0.1 for outbound-request tests (webhooks): it records every request
 * and answers the statuses it is told, then 200 with `{"ok":true}`.
 */
export async function startHttpReceiver(): Promise<HttpReceiver> {
  const received: ReceivedRequest[] = [];
  const script: number[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const status = script.shift() ?? 200;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(status < 400 ? { ok: true } : { error: `status ${status}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: (path = '/hook') => `http://127.0.0.1:${port}${path}`,
    received,
    answerWith: (...statuses) => void script.push(...statuses),
    clear: () => {
      received.length = 0;
      script.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port on 127.0.0.1 where nothing listens (a server opened there and closed again). */
export async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
