import type { Command } from 'commander';
import { createSite } from '../../sites/create-site.ts';
import { cliContext, type GlobalOptions } from '../cli-context.ts';

/** `svc new-site <site> --admin-password <pw> [--db-type sqlite|postgres|mariadb] [--db-url <url>] [--developer-mode]` */
export function registerNewSite(program: Command): void {
  program
    .command('new-site <site>')
    .description('create a site: its folder, config, database and Administrator')
    .requiredOption('--admin-password <password>', 'password of the Administrator user')
    .option('--db-type <type>', 'sqlite, postgres or mariadb (also: mysql)', 'sqlite')
    .option('--db-url <url>', 'database URL: postgres://user@host:port/db or mysql://user:password@host:port/db; the database is created when missing')
    .option('--developer-mode', 'set developer_mode to 1 (stack traces in error bodies)', false)
    .action(async (site: string, opts: GlobalOptions & { adminPassword: string; dbType: string; dbUrl?: string; developerMode: boolean }, cmd: Command) => {
      const cli = cliContext({ ...cmd.optsWithGlobals(), ...opts });
      const dbType = opts.dbType === 'mysql' ? 'mariadb' : opts.dbType;
      if (dbType !== 'sqlite' && dbType !== 'postgres' && dbType !== 'mariadb') throw new Error(`--db-type must be sqlite, postgres or mariadb, not ${opts.dbType}`);
      await createSite({
        sitesDir: cli.config.sitesDir, name: site, adminPassword: opts.adminPassword, dbType, dbUrl: opts.dbUrl,
        developerMode: opts.developerMode, apps: await cli.apps(), clock: cli.clock, log: cli.log,
      });
      cli.print({ site, db_type: dbType }, `created site ${site} (${dbType}) in ${cli.config.sitesDir}`);
    });
}
