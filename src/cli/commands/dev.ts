import { randomBytes } from 'node:crypto';
import type { Command } from 'commander';
import { listSites } from '../../config/site-config.ts';
import { createSite } from '../../sites/create-site.ts';
import { installedAppDirs } from '../../apps/app-list.ts';
import { cliContext, type GlobalOptions } from '../cli-context.ts';
import { superviseWithRestarts } from '../dev-watch.ts';
import { parsePort, serve } from './serve.ts';

/**
 * `svc dev` (what `npm start` runs): with no site yet, creates the development site `localhost`
 * (developer_mode 1; Administrator password from ADMIN_PASSWORD, else generated and printed
 * once), then serves. Unless `--no-watch`, the server runs in a child process that restarts
 * whenever a file of an app changes.
 */
export function registerDev(program: Command): void {
  program
    .command('dev')
    .description('create the development site "localhost" if there is no site, then serve')
    .option('--port <port>', 'port to listen on (default 8000, or PORT)')
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .option('--no-watch', 'do not restart when a file of an app changes')
    .action(async (opts: GlobalOptions & { port?: string; host: string; watch: boolean }, cmd: Command) => {
      const cli = cliContext(cmd.optsWithGlobals());
      if (listSites(cli.config.sitesDir).length === 0) {
        const generated = !cli.config.adminPassword;
        const password = cli.config.adminPassword ?? randomBytes(12).toString('base64url');
        await createSite({ sitesDir: cli.config.sitesDir, name: 'localhost', adminPassword: password, dbType: 'sqlite', developerMode: true, apps: await cli.apps(), clock: cli.clock, log: cli.log });
        process.stderr.write(`created development site "localhost" in ${cli.config.sitesDir}\n`);
        if (generated) process.stderr.write(`Administrator password (shown once): ${password}\n`);
      }
      if (opts.watch) {
        // The server runs in a child that this process restarts when app files change.
        const port = String(parsePort(cli, opts.port));
        const args = ['--sites-dir', cli.config.sitesDir, 'dev', '--no-watch', '--host', opts.host, '--port', port];
        superviseWithRestarts(args, installedAppDirs(cli.config.sitesDir, cli.config.appsDirs), (line) => process.stderr.write(`${line}\n`));
        return;
      }
      // Readable lines in a terminal; SVC_LOG_FORMAT=json keeps the production format.
      await serve(cli, opts.host, parsePort(cli, opts.port), 1, cli.config.logFormat ?? 'pretty');
    });
}
