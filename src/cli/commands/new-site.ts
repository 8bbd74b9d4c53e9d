import type { Command } from 'commander';
import { createSite } from '../../sites/create-site.ts';
import { cliContext, type GlobalOptions } from '../cli-context.ts';

/** `svc new-site <site> --admin-password <pw> [--db-type sqlite|postgres] [--db-url <url>] [--developer-mode]` */
export function registerNewSite(program: Command): void {
  program
    .command('new-site <site>')
    .description('create a site: its folder, config, database and Administrator')
    .requiredOption('--admin-password <password>', 'password of the Administrator user')
    .option('--db-type <type>', 'sqlite or postgres', 'sqlite')
    .option('--db-url <url>', 'PostgreSQL URL (postgres://user@host:port/db); the database is created when missing')
    .option('--developer-mode', 'set developer_mode to 1 (stack traces in error bodies)', false)
    .action(async (site: string, opts: GlobalOptions & { adminPassword: string; dbType: string; dbUrl?: string; developerMode: boolean }, cmd: Command) => {
      const cli = cliContext({ ...cmd.optsWithGlobals(), ...opts });
      if (opts.dbType !== 'sqlite' && opts.dbType !== 'postgres') throw new Error(`--db-type must be sqlite or postgres, not ${opts.dbType}`);
      await createSite({
        sitesDir: cli.config.sitesDir, name: site, adminPassword: opts.adminPassword, dbType: opts.dbType, dbUrl: opts.dbUrl,
        developerMode: opts.developerMode, apps: await cli.apps(), clock: cli.clock, log: cli.log,
      });
      cli.print({ site, db_type: opts.dbType }, `created site ${site} (${opts.dbType}) in ${cli.config.sitesDir}`);
    });
}
