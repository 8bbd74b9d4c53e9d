import path from 'node:path';
import type { Command } from 'commander';
import { scaffoldApp } from '../../apps/scaffold.ts';
import { cliContext, type GlobalOptions } from '../cli-context.ts';

/** `svc new-app <name> [--apps-dir <dir>]` */
export function registerNewApp(program: Command): void {
  program
    .command('new-app <name>')
    .description('scaffold an app (whitelisted functions, a DocType with its controller) and add it to sites/apps.txt')
    .option('--apps-dir <dir>', 'folder to create the app in (default: apps/ beside the sites folder)')
    .action(async (name: string, opts: GlobalOptions & { appsDir?: string }, cmd: Command) => {
      const cli = cliContext(cmd.optsWithGlobals());
      const made = scaffoldApp({ name, sitesDir: cli.config.sitesDir, appsDir: opts.appsDir ? path.resolve(opts.appsDir) : undefined });
      const text = [
        `created app ${made.app} in ${made.dir}:`,
        ...made.files.map((f) => `  ${f}`),
        `added "${made.entry}" to ${made.apps_txt}; every site runs it from the next start (try /api/method/${made.app}.api.hello)`,
      ].join('\n');
      cli.print(made, text);
    });
}
