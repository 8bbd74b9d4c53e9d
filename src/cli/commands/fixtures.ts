import type { Command } from 'commander';
import { exportFixtures } from '../../operations/fixtures-export.ts';
import { cliContext, type GlobalOptions } from '../cli-context.ts';
import { withSite } from '../with-site.ts';

/**
 * `svc export-fixtures --app <name> [--site <site>]` (Frappe's `bench export-fixtures`): writes
 * the records the app's hooks.ts `fixtures` names, read from the site, to `<app>/fixtures/`.
 */
export function registerExportFixtures(program: Command): void {
  program
    .command('export-fixtures')
    .description("write the records an app's hooks.ts fixtures names to its fixtures folder")
    .requiredOption('--app <name>', 'the app whose fixtures to export')
    .option('--site <site>', 'site to read them from (default: default_site)')
    .action(async (opts: GlobalOptions & { app: string }, cmd: Command) => {
      const cli = cliContext(cmd.optsWithGlobals());
      const apps = await cli.apps();
      const at = apps.names.indexOf(opts.app);
      if (at < 0) throw new Error(`app ${opts.app} is not installed (installed: ${apps.names.join(', ')})`);
      const specs = apps.fixtures.get(opts.app);
      if (!specs?.length) throw new Error(`app ${opts.app} lists no fixtures in its hooks.ts`);
      const written = await withSite(cli, opts.site, (ctx) => exportFixtures(ctx, apps.dirs[at], specs));
      cli.print({ app: opts.app, fixtures: written }, written.map((f) => `exported ${f.records} ${f.doctype} record${f.records === 1 ? '' : 's'} to ${f.file}`).join('\n'));
    });
}
