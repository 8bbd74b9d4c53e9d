import { Command } from 'commander';
import { registerConfigCommands } from './commands/config.ts';
import { registerDev } from './commands/dev.ts';
import { registerExportFixtures } from './commands/fixtures.ts';
import { registerMigrate } from './commands/migrate.ts';
import { registerNewApp } from './commands/new-app.ts';
import { registerNewSite } from './commands/new-site.ts';
import { registerOAuthClientCommand } from './commands/oauth-client.ts';
import { registerSchedulerCommand } from './commands/scheduler.ts';
import { registerServe } from './commands/serve.ts';
import { registerUserCommands } from './commands/users.ts';
import { registerWorker } from './commands/worker.ts';
import { packageVersion } from './package-version.ts';

/**
 * The `svc` command line; every command takes --sites-dir and --json and fails with one line
 * (a JSON object `{"error": ...}` under --json, commander's own usage errors included).
 */
export function buildProgram(json = false): Command {
  const program = new Command('svc')
    .description('svc: a document API server that speaks the Frappe REST and RPC API')
    .version(packageVersion(), '-V, --version', 'print the version of svc')
    .option('--sites-dir <dir>', 'folder holding the sites (default ./sites, or SVC_SITES_DIR)')
    .option('--json', 'machine-readable output', false)
    .showHelpAfterError(false)
    .exitOverride();
  if (json) program.configureOutput({ outputError: (text, write) => write(`${jsonError(text.replace(/^error: /, ''))}\n`) });
  registerNewSite(program);
  registerNewApp(program);
  registerServe(program);
  registerDev(program);
  registerMigrate(program);
  registerExportFixtures(program);
  registerUserCommands(program);
  registerConfigCommands(program);
  registerOAuthClientCommand(program);
  registerWorker(program);
  registerSchedulerCommand(program);
  return program;
}

/** A CLI failure as one line of JSON, for `--json` callers that parse stderr. */
export function jsonError(reason: string): string {
  return JSON.stringify({ error: reason.trim() });
}
