import path from 'node:path';

/** Process-wide settings: where sites live and how the server logs. The only reader of process.env. */
export interface ServerConfig {
  sitesDir: string;
  appsDirs: string[];
  /** pino level from SVC_LOG_LEVEL; undefined means the command's own default. */
  logLevel: string | undefined;
  /** SVC_LOG_FORMAT: `json` (one JSON line per event) or `pretty` (for a terminal); undefined means the command's own default. */
  logFormat: 'json' | 'pretty' | undefined;
  /** Port from PORT, for `svc serve` without --port. */
  port: number | undefined;
  /** Administrator password for the development site `npm start` creates. */
  adminPassword: string | undefined;
  /** In a worker of `svc serve --workers N`: the folder of the workers' own sockets, which the primary made and names. */
  workerSocketsDir: string | undefined;
}

/** Builds the server config from CLI options and the environment. */
export function loadServerConfig(options: { sitesDir?: string; logLevel?: string } = {}, env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    sitesDir: path.resolve(options.sitesDir ?? env.SVC_SITES_DIR ?? './sites'),
    appsDirs: (env.SVC_APPS_DIRS ?? '').split(path.delimiter).filter(Boolean).map((d) => path.resolve(d)),
    logLevel: options.logLevel ?? env.SVC_LOG_LEVEL ?? undefined,
    logFormat: env.SVC_LOG_FORMAT === 'json' || env.SVC_LOG_FORMAT === 'pretty' ? env.SVC_LOG_FORMAT : undefined,
    port: env.PORT ? Number(env.PORT) : undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    workerSocketsDir: env.SVC_WORKER_SOCKETS_DIR || undefined,
  };
}
