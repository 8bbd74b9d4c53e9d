import { systemContext } from '../operations/system-context.ts';
import type { OperationRequest } from '../operations/operation-request.ts';
import { SiteRuntime } from '../sites/site-runtime.ts';
import type { CliContext } from './cli-context.ts';

/** Opens a site, runs `fn` as the system principal, and closes the site again. */
export async function withSite<T>(cli: CliContext, siteName: string | undefined, fn: (ctx: OperationRequest, site: SiteRuntime) => Promise<T>): Promise<T> {
  const site = await SiteRuntime.open(cli.config.sitesDir, cli.targetSite(siteName), await cli.apps(), cli.clock, cli.log);
  try {
    return await fn(systemContext(site, cli.clock, cli.log), site);
  } finally {
    await site.close();
  }
}

/** A catalog error's message, for one-line CLI failures. */
export function describeError(err: unknown): string {
  return err instanceof Error ? err.message.replace(/<\/?strong>/g, '') : String(err);
}
