import path from 'node:path';
import type { Command } from 'commander';
import { COMMON_CONFIG_FILE, listSites, readDefaultSite, readJsonObject, SITE_CONFIG_FILE, writeJsonObject } from '../../config/site-config.ts';
import { cliContext, type GlobalOptions } from '../cli-context.ts';
import { refuseSetting } from './config-check.ts';

/** `svc set-config <key> <json-value> [--string] [--force] [--site|--global]` and `svc list-sites`. */
export function registerConfigCommands(program: Command): void {
  program
    .command('set-config <key> <value>')
    .description('set a key in site_config.json (a JSON value; null removes the key), as bench set-config')
    .option('--string', 'store the value as a string as it is, without reading it as JSON', false)
    .option('--force', "write a key svc does not read (an app's own), unchecked", false)
    .option('--site <site>', 'site (default: default_site)')
    .option('--global', 'write sites/common_site_config.json instead', false)
    .action(async (key: string, value: string, opts: GlobalOptions & { global: boolean; string: boolean; force: boolean }, cmd: Command) => {
      const cli = cliContext(cmd.optsWithGlobals());
      if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(key)) throw new Error(`"${key}" is not a config key (letters, digits, "_")`);
      const parsed = opts.string ? value : parseConfigValue(key, value);
      const file = opts.global
        ? path.join(cli.config.sitesDir, COMMON_CONFIG_FILE)
        : path.join(cli.config.sitesDir, cli.targetSite(opts.site), SITE_CONFIG_FILE);
      // Removing is always allowed: it is how a mistyped or stale key leaves the file.
      if (parsed !== null) refuseSetting(key, parsed, { file, common: opts.global, force: opts.force });
      const current = readJsonObject(file);
      if (parsed === null) delete current[key];
      else current[key] = parsed;
      writeJsonObject(file, current);
      cli.print({ file, key, value: parsed }, parsed === null ? `removed ${key} from ${file}` : `set ${key} in ${file}`);
    });

  program
    .command('list-sites')
    .description('list the sites in the sites folder')
    .action(async (_opts: GlobalOptions, cmd: Command) => {
      const cli = cliContext(cmd.optsWithGlobals());
      const sites = listSites(cli.config.sitesDir);
      const defaultSite = readDefaultSite(cli.config.sitesDir);
      cli.print({ sites, default_site: defaultSite ?? null }, sites.map((s) => (s === defaultSite ? `${s} (default)` : s)).join('\n') || '(no sites)');
    });
}

/**
 * A value given on the command line, read as JSON. Text that is not JSON is refused rather than
 * stored as a string, so a typo (`{limit: 5}`, `tru`) never lands in the config as text.
 */
function parseConfigValue(key: string, value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    throw new Error(`the value for ${key} is not valid JSON (a string needs quotes: '"${value.replace(/'/g, '')}"', or pass --string)`);
  }
}
