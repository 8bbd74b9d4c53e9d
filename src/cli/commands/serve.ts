import type { Command } from 'commander';
import { buildApp } from '../../app.ts';
import { listSites } from '../../config/site-config.ts';
import { cliContext, type CliContext, type GlobalOptions } from '../cli-context.ts';

/** Starts the HTTP server and stops it gracefully on SIGTERM/SIGINT (in-flight requests finish). */
export async function serve(cli: CliContext, host: string, port: number): Promise<void> {
  const app = await buildApp({ sitesDir: cli.config.sitesDir, logLevel: cli.config.logLevel ?? 'info' }, { apps: await cli.apps(), clock: cli.clock });
  const address = await app.listen({ host, port });
  process.stderr.write(`svc serving ${listSites(cli.config.sitesDir).join(', ') || '(no sites yet)'} at ${address}\n`);
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

/** The port from --port, else PORT, else 8000; a one-line error for anything else. */
export function parsePort(cli: CliContext, option: string | undefined): number {
  const port = Number(option ?? cli.config.port ?? 8000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be a port number, not ${option}`);
  return port;
}

/** `svc serve [--port 8000] [--host 127.0.0.1]` */
export function registerServe(program: Command): void {
  program
    .command('serve')
    .description('serve every site in the sites folder over HTTP')
    .option('--port <port>', 'port to listen on (default 8000, or PORT)')
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .action(async (opts: GlobalOptions & { port?: string; host: string }, cmd: Command) => {
      const cli = cliContext(cmd.optsWithGlobals());
      await serve(cli, opts.host, parsePort(cli, opts.port));
    });
}
