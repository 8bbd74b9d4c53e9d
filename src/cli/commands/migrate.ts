import path from 'node:path';
import type { Command } from 'commander';
import { listSites } from '../../config/site-config.ts';
import { syncFixtures, type SyncedFixtureFile } from '../../operations/fixtures-sync.ts';
import { systemContext } from '../../operations/system-context.ts';
import { SiteRuntime } from '../../sites/site-runtime.ts';
import type { SchemaChanges } from '../../storage/schema-sync.ts';
import { cliContext, type GlobalOptions } from '../cli-context.ts';

/**
 * `svc migrate [--site <site>]`: syncs tables with the apps' DocTypes (every site when none is
 * named), installs the apps' fixtures (Frappe's sync_fixtures) and says what it changed.
 */
export function registerMigrate(program: Command): void {
  program
    .command('migrate')
    .description("bring a site's tables up to its apps' DocTypes")
    .option('--site <site>', 'site to migrate (default: every site)')
    .action(async (opts: GlobalOptions, cmd: Command) => {
      const cli = cliContext(cmd.optsWithGlobals());
      const sites = opts.site ? [cli.targetSite(opts.site)] : listSites(cli.config.sitesDir);
      const reports: Array<{ site: string; fixtures: SyncedFixtureFile[] } & SchemaChanges> = [];
      const apps = await cli.apps();
      const appDirs = apps.names.map((app, i) => ({ app, dir: apps.dirs[i] }));
      for (const site of sites) {
        const runtime = await SiteRuntime.open(cli.config.sitesDir, site, apps, cli.clock, cli.log);
        try {
          const fixtures = await syncFixtures(systemContext(runtime, cli.clock, cli.log), appDirs);
          reports.push({ site, ...runtime.migration, fixtures });
        } finally {
          await runtime.close();
        }
      }
      cli.print({ migrated: sites, changes: reports }, sites.length ? reports.map(describeChanges).join('\n') : 'no sites to migrate');
    });
}

/** One site's migration in words: what was created, added and changed, or that nothing was; the fixtures installed. */
function describeChanges(r: { site: string; fixtures: SyncedFixtureFile[] } & SchemaChanges): string {
  const parts: string[] = [];
  const list = (label: string, items: string[]) => {
    if (items.length > 0) parts.push(`  ${label} (${items.length}): ${items.join(', ')}`);
  };
  list('tables created', r.tables);
  list('columns added', r.columns);
  list('column types changed', r.types);
  list('indexes created', r.indexes);
  const schema = parts.length > 0 ? `migrated ${r.site}:\n${parts.join('\n')}` : `migrated ${r.site}: the schema was up to date`;
  const fixtures = r.fixtures.map((f) => `  fixtures ${f.app}/${path.basename(f.file)}: ${f.skipped ? `skipped (${f.skipped})` : `${f.inserted} inserted, ${f.updated} updated`}`);
  return [schema, ...fixtures].join('\n');
}
