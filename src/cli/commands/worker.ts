import type { Command } from 'commander';
import type { LoadedApps } from '../../apps/load-apps.ts';
import { JobWorker } from '../../job-worker/job-worker.ts';
import { siteHooks, siteQueues } from '../../job-worker/site-queues.ts';
import { queueTimeouts } from '../../jobs/queues.ts';
import { SharedStateHub } from '../../sites/shared-state.ts';
import { SiteRegistry } from '../../sites/site-registry.ts';
import { cliContext, type CliContext, type GlobalOptions } from '../cli-context.ts';
import { startScheduler } from '../run-scheduler.ts';

/** How long a stopping worker waits for its running jobs before it gives them back (within serve's 30 s). */
export const WORKER_GRACE_MS = 20_000;

export interface WorkerOptions {
  queues: string[];
  concurrency: number;
  site?: string;
  leaseMs?: number;
  /** Run the scheduler beside the worker (the default; `--no-scheduler` leaves it to other processes). */
  scheduler?: boolean;
}

/**
 * `svc worker`: runs background jobs of the given queues of every site (or one), `concurrency`
 * at once, until SIGTERM or SIGINT: then it claims nothing more, lets running jobs finish for up
 * to WORKER_GRACE_MS, gives back the ones still running, closes the sites and exits 0.
 */
export async function runWorker(cli: CliContext, options: WorkerOptions): Promise<void> {
  const apps = await cli.apps();
  checkQueues(options.queues, apps);
  const site = options.site === undefined ? undefined : cli.targetSite(options.site);
  const hub = new SharedStateHub(cli.clock, cli.log);
  const sites = new SiteRegistry(cli.config.sitesDir, apps, cli.clock, cli.log, hub);
  const worker = new JobWorker({
    siteQueues: siteQueues(cli.config.sitesDir, site, (name) => sites.get(name), cli.log),
    ...siteHooks((name) => sites.get(name), cli.log),
    queues: options.queues,
    concurrency: options.concurrency,
    thread: { sitesDir: cli.config.sitesDir, appDirs: apps.dirs, logLevel: cli.config.logLevel ?? 'warn' },
    log: cli.log,
    leaseMs: options.leaseMs,
  });
  const scheduler = options.scheduler === false ? null : startScheduler(cli, worker.name, (name) => sites.get(name), cli.log, site);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void (async () => {
      await scheduler?.stop();
      await worker.stop(WORKER_GRACE_MS);
      await sites.closeAll();
      await hub.closeAll();
      process.exit(0);
    })();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  worker.start();
  process.stderr.write(`svc worker ${worker.name} running queues ${options.queues.join(',')} of ${site ?? 'every site'} with concurrency ${options.concurrency}${scheduler ? ' and the scheduler' : ''}\n`);
}

/** Every queue named must be Frappe's or declared by an installed app. */
export function checkQueues(queues: string[], apps: Pick<LoadedApps, 'queues'>): void {
  const known = queueTimeouts(apps.queues);
  if (queues.length === 0) throw new Error('--queue names no queue');
  for (const name of queues) if (!known.has(name)) throw new Error(`--queue: unknown queue ${name} (known: ${[...known.keys()].join(', ')})`);
}

function positiveInteger(option: string, value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 256) throw new Error(`${option} must be a whole number from 1 to 256, not ${value}`);
  return n;
}

/** `svc worker [--queue short,default,long] [--concurrency 1] [--site <site>] [--lease 30]` */
export function registerWorker(program: Command): void {
  program
    .command('worker')
    .description('run background jobs (bench worker): every site, or one')
    .option('--queue <names>', 'queues to run, comma-separated, first first (default: short,default,long and the apps\' own)')
    .option('--concurrency <n>', 'jobs run at once, each in a thread of its own', '1')
    .option('--site <site>', 'run only this site\'s jobs (default: every site)')
    .option('--lease <seconds>', "how long a job's claim lasts unless renewed: the wait before another worker retries the job of one that died", '30')
    .option('--no-scheduler', 'enqueue no scheduled jobs from this process (another worker or serve does)')
    .action(async (opts: GlobalOptions & { queue?: string; concurrency: string; lease: string; scheduler: boolean }, cmd: Command) => {
      const cli = cliContext(cmd.optsWithGlobals());
      const lease = Number(opts.lease);
      if (!(lease >= 0.1 && lease <= 3600)) throw new Error(`--lease must be a number of seconds from 0.1 to 3600, not ${opts.lease}`);
      const queues = opts.queue === undefined ? [...queueTimeouts((await cli.apps()).queues).keys()] : opts.queue.split(',').map((q) => q.trim()).filter(Boolean);
      await runWorker(cli, { queues, concurrency: positiveInteger('--concurrency', opts.concurrency), site: opts.site, leaseMs: Math.round(lease * 1000), scheduler: opts.scheduler });
    });
}
