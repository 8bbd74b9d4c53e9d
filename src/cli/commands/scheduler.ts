import path from 'node:path';
import type { Command } from 'commander';
import { readJsonObject, SITE_CONFIG_FILE, writeJsonObject } from '../../config/site-config.ts';
import { updateDocument } from '../../operations/document-update.ts';
import { inactiveReason } from '../../scheduler/scheduler-status.ts';
import { cliContext, type CliContext, type GlobalOptions } from '../cli-context.ts';
import { withSite } from '../with-site.ts';

const STATES = ['enable', 'disable', 'pause', 'resume', 'status'] as const;
type State = (typeof STATES)[number];

/**
 * `svc scheduler enable|disable|pause|resume|status [--site]` (Frappe's `bench scheduler`):
 * enable and disable set System Settings' enable_scheduler (every process sees it at once, by
 * the `settings` notice); pause and resume set `pause_scheduler` in the site's config; status
 * says "enabled" only when the site's scheduler is active (Frappe's is_scheduler_inactive).
 */
export async function schedulerCommand(cli: CliContext, state: State, siteOption: string | undefined): Promise<void> {
  const site = cli.targetSite(siteOption);
  if (state === 'status') {
    const answer = await withSite(cli, site, async (ctx, runtime) => {
      const reason = inactiveReason(ctx.site);
      return { status: reason === null ? 'enabled' : 'disabled', site, ...(reason ? { reason } : {}), holder: await runtime.schedulerLease.holder() };
    });
    cli.print(answer, `Scheduler is ${answer.status} for site ${site}${answer.reason ? ` (${answer.reason})` : ''}`);
    return;
  }
  if (state === 'pause' || state === 'resume') {
    const file = path.join(cli.config.sitesDir, site, SITE_CONFIG_FILE);
    const config = readJsonObject(file);
    if (state === 'pause') config.pause_scheduler = 1;
    else delete config.pause_scheduler;
    writeJsonObject(file, config);
  } else {
    await withSite(cli, site, (ctx) => updateDocument(ctx, 'System Settings', 'System Settings', { enable_scheduler: state === 'enable' ? 1 : 0 }));
  }
  cli.print({ status: `${state}d`, site }, `Scheduler is ${state}d for site ${site}`);
}

export function registerSchedulerCommand(program: Command): void {
  program
    .command('scheduler <state>')
    .description('control a site\'s scheduler (bench scheduler): enable, disable, pause, resume or status')
    .option('--site <site>', 'site (default: default_site)')
    .action(async (state: string, opts: GlobalOptions, cmd: Command) => {
      if (!(STATES as readonly string[]).includes(state)) throw new Error(`scheduler: unknown state "${state}" (one of ${STATES.join(', ')})`);
      await schedulerCommand(cliContext(cmd.optsWithGlobals()), state as State, opts.site);
    });
}
