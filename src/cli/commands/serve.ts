import type http from 'node:http';
import type { Socket } from 'node:net';
import type { Command } from 'commander';
import { buildApp } from '../../app.ts';
import { readHttpLimits } from '../../config/http-limits.ts';
import { listSites, readSiteConfig } from '../../config/site-config.ts';
import { cliContext, type CliContext, type GlobalOptions } from '../cli-context.ts';
import { isWorker, parseWorkers, runPrimary, SHUTDOWN_GRACE_MS } from '../cluster.ts';
import { tuneHeapForServing } from '../heap-tuning.ts';
import { WorkerRouting } from '../worker-routing.ts';
import { prettyLogStream } from '../pretty-log.ts';
import { JobWorker } from '../../job-worker/job-worker.ts';
import { siteHooks, siteQueues } from '../../job-worker/site-queues.ts';
import { queueTimeouts } from '../../jobs/queues.ts';
import { WORKER_GRACE_MS } from './worker.ts';
import { startScheduler } from '../run-scheduler.ts';

/**
 * Serves every site: in this process (`workers` 1), or as the primary of `workers` processes that
 * share the port. Each serving process stops gracefully on SIGTERM/SIGINT: it stops accepting
 * connections, lets in-flight requests finish (their transactions commit or roll back whole),
 * closes database pools and Redis, and exits 0. Unless `jobs` is false, each serving process also
 * runs a background-job worker (every queue, one job at a time), stopped before the server.
 */
export async function serve(cli: CliContext, host: string, port: number, workers = 1, logFormat: 'json' | 'pretty' = cli.config.logFormat ?? 'json', jobs = true): Promise<void> {
  const sites = listSites(cli.config.sitesDir);
  // Read before any worker starts: a bad value in the common file stops the start once, with the
  // file's and the key's names. A site's own is said here and stops only that site from opening.
  const httpLimits = readHttpLimits(cli.config.sitesDir);
  if (!isWorker()) for (const line of siteConfigProblems(cli, sites)) process.stderr.write(`svc: ${line}\n`);
  if (workers > 1 && !isWorker()) {
    for (const line of sharedStateWarnings(cli, sites)) process.stderr.write(`svc: ${line}\n`);
    runPrimary(
      workers,
      (line) => process.stderr.write(`${line}\n`),
      (address) => process.stderr.write(`svc serving ${sites.join(', ') || '(no sites yet)'} at ${address} with ${workers} workers\n`),
    );
    return;
  }
  tuneHeapForServing();
  let stopRequested = false;
  let stopping = false;
  let serving: (() => Promise<void>) | null = null;
  const stop = () => {
    // Once: a second signal (the process group's own SIGTERM and the primary's relay of it under
    // --workers, or an impatient Ctrl-C) must not cut the in-flight requests short. A signal
    // while still starting (a worker the primary just replaced) stops it once it serves.
    stopRequested = true;
    if (stopping || !serving) return;
    stopping = true;
    void serving();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  const logStream = logFormat === 'pretty' ? { logStream: prettyLogStream(process.stdout) } : {};
  const routing = isWorker() && cli.config.workerSocketsDir ? new WorkerRouting(cli.config.workerSocketsDir) : null;
  const app = await buildApp({ sitesDir: cli.config.sitesDir, logLevel: cli.config.logLevel ?? 'info', httpLimits }, { apps: await cli.apps(), clock: cli.clock, ...logStream, ...(routing ? { realtimeRouting: routing.routing } : {}) });
  // Before this worker listens, hence before it makes any session another worker may be asked for.
  await routing?.listen(app.server, (req, res) => app.realtime.serveLoaded(req, res));
  // The job worker and the scheduler look at every site at once: open them before listening, so
  // the first clients meet a server whose event loop is not busy opening databases (a site that
  // cannot open is logged, and the job worker tries it again later).
  if (jobs) for (const name of sites) await app.sites.get(name).catch((err: unknown) => app.log.error({ site: name, err: (err as Error).message }, 'site cannot open'));
  const address = await app.listen({ host, port });
  if (!isWorker()) process.stderr.write(`svc serving ${sites.join(', ') || '(no sites yet)'} at ${address}\n`);
  const drain = drainKeepAlive(app.server);
  const apps = await cli.apps();
  const jobWorker = jobs
    ? new JobWorker({
      siteQueues: siteQueues(cli.config.sitesDir, undefined, (name) => app.sites.get(name), app.log),
      ...siteHooks((name) => app.sites.get(name), app.log),
      queues: [...queueTimeouts(apps.queues).keys()],
      concurrency: 1,
      thread: { sitesDir: cli.config.sitesDir, appDirs: apps.dirs, logLevel: cli.config.logLevel ?? 'warn' },
      log: app.log,
    })
    : null;
  jobWorker?.start();
  const scheduler = jobWorker ? startScheduler(cli, jobWorker.name, (name) => app.sites.get(name), app.log) : null;
  serving = async () => {
    setTimeout(() => {
      process.stderr.write(`svc: requests still running ${SHUTDOWN_GRACE_MS / 1000} s after SIGTERM; exiting\n`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    drain();
    routing?.close();
    try {
      await scheduler?.stop();
      await jobWorker?.stop(WORKER_GRACE_MS);
      await app.close();
      process.exit(0);
    } catch (err) {
      process.stderr.write(`svc: shutdown failed: ${(err as Error).message}\n`);
      process.exit(1);
    }
  };
  if (stopRequested) stop();
}

/**
 * Closing a server only closes the connections idle at that moment: a keep-alive connection whose
 * request is in flight would stay open after its response, until the grace period runs out. The
 * returned function (called at shutdown) answers every unfinished response with `Connection:
 * close`, so each connection closes as soon as its response is done. Connections are tracked,
 * not requests: a keep-alive connection carries many requests, and serving them stays untouched.
 */
function drainKeepAlive(server: http.Server): () => void {
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  const closeIdleSoon = () => setImmediate(() => server.closeIdleConnections());
  const closeAfter = (res: http.ServerResponse) => {
    if (!res.headersSent) res.setHeader('connection', 'close');
    res.once('close', closeIdleSoon);
  };
  return () => {
    server.prependListener('request', (_req: http.IncomingMessage, res: http.ServerResponse) => closeAfter(res));
    // node's http server keeps the response in flight on its connection.
    for (const socket of sockets) {
      const res = (socket as Socket & { _httpMessage?: http.ServerResponse | null })._httpMessage;
      if (res) closeAfter(res);
    }
    closeIdleSoon();
  };
}

/** Each site whose config svc cannot use, and why; its requests fail until the file is mended. */
function siteConfigProblems(cli: CliContext, sites: string[]): string[] {
  const lines: string[] = [];
  for (const site of sites) {
    try {
      readSiteConfig(cli.config.sitesDir, site);
    } catch (err) {
      lines.push(`${(err as Error).message} (site ${site} will not open until this is mended)`);
    }
  }
  return lines;
}

/** What several workers cannot share without Redis: said once at start, per site. */
function sharedStateWarnings(cli: CliContext, sites: string[]): string[] {
  const lines: string[] = [];
  for (const site of sites) {
    let config;
    try {
      config = readSiteConfig(cli.config.sitesDir, site);
    } catch {
      continue;
    }
    if (!config.redis_url) lines.push(`site ${site} has no redis_url: each worker keeps its own rate-limit and login lock-out counters, and a logout reaches other workers within 5 s`);
  }
  return lines;
}

/** The port from --port, else PORT, else 8000; a one-line error for anything else. */
export function parsePort(cli: CliContext, option: string | undefined): number {
  const port = Number(option ?? cli.config.port ?? 8000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be a port number, not ${option}`);
  return port;
}

/** `svc serve [--port 8000] [--host 127.0.0.1] [--workers 1] [--no-worker]` */
export function registerServe(program: Command): void {
  program
    .command('serve')
    .description('serve every site in the sites folder over HTTP')
    .option('--port <port>', 'port to listen on (default 8000, or PORT)')
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .option('--workers <n>', 'processes sharing the port (0 or auto: one per core)', '1')
    .option('--no-worker', 'run no background jobs in this process (web only: run `svc worker` elsewhere)')
    .action(async (opts: GlobalOptions & { port?: string; host: string; workers: string; worker: boolean }, cmd: Command) => {
      const cli = cliContext(cmd.optsWithGlobals());
      await serve(cli, opts.host, parsePort(cli, opts.port), parseWorkers(opts.workers), undefined, opts.worker);
    });
}
