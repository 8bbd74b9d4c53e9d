import type { Command } from 'commander';
import { listSites } from '../../config/site-config.ts';
import { SiteRuntime } from '../../sites/site-runtime.ts';
import { cliContext, type GlobalOptions } from '../cli-context.ts';

/** `svc migrate [--site <site>]`: syncs tables with the apps' DocTypes (every site when none is named). */
export function registerMigrate(program: Command): void {
  program
    .command('migrate')
    .description("bring a site's tables up to its apps' DocTypes")
    .option('--site <site>', 'site to migrate (default: every site)')
    .action(async (opts: GlobalOptions, cmd: Command) => {
      const cli = cliContext(cmd.optsWithGlobals());
      const sites = opts.site ? [cli.targetSite(opts.site)] : listSites(cli.config.sitesDir);
      for (const site of sites) {
        const runtime = await SiteRuntime.open(cli.config.sitesDir, site, await cli.apps(), cli.clock, cli.log);
        await runtime.close();
      }
      cli.print({ migrated: sites }, sites.length ? `migrated ${sites.join(', ')}` : 'no sites to migrate');
    });
}
