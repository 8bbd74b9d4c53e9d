import pino from 'pino';
import { loadInstalledApps } from '../apps/app-list.ts';
import type { LoadedApps } from '../apps/load-apps.ts';
import { loadServerConfig, type ServerConfig } from '../config/load.ts';
import { listSites, readDefaultSite } from '../config/site-config.ts';
import { systemClock, type Clock } from '../context/clock.ts';
import type { Logger } from '../context/request-context.ts';

/** Options every command takes. */
export interface GlobalOptions {
  sitesDir?: string;
  json?: boolean;
  site?: string;
}

/** What a command needs: server config, apps, a clock and a logger, built from its options. */
export interface CliContext {
  config: ServerConfig;
  clock: Clock;
  log: Logger;
  json: boolean;
  apps(): Promise<LoadedApps>;
  /** The site a command targets: --site, else default_site; throws with a reason when there is none. */
  targetSite(explicit?: string): string;
  /** Prints a result: JSON with --json, else the text. */
  print(value: unknown, text: string): void;
}

export function cliContext(options: GlobalOptions): CliContext {
  const config = loadServerConfig({ sitesDir: options.sitesDir });
  let apps: Promise<LoadedApps> | null = null;
  return {
    config,
    clock: systemClock(),
    log: pino({ level: config.logLevel ?? 'warn' }, pino.destination(2)),
    json: Boolean(options.json),
    apps() {
      apps ??= loadInstalledApps(config.sitesDir, config.appsDirs);
      return apps;
    },
    targetSite(explicit) {
      const sites = listSites(config.sitesDir);
      if (explicit) {
        if (!sites.includes(explicit)) throw new Error(`site ${explicit} does not exist in ${config.sitesDir}`);
        return explicit;
      }
      const fallback = readDefaultSite(config.sitesDir) ?? (sites.length === 1 ? sites[0] : undefined);
      if (!fallback || !sites.includes(fallback)) throw new Error(`no site given and no default_site in ${config.sitesDir} (use --site)`);
      return fallback;
    },
    print(value, text) {
      process.stdout.write(options.json ? `${JSON.stringify(value)}\n` : `${text}\n`);
    },
  };
}
