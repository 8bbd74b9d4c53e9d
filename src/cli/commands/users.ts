import type { Command } from 'commander';
import { createDocument } from '../../operations/document-create.ts';
import { generateKeys } from '../../operations/user-generate-keys.ts';
import { setUserPassword } from '../../operations/user-set-password.ts';
import { cliContext, type GlobalOptions } from '../cli-context.ts';
import { withSite } from '../with-site.ts';

/** `svc add-user`, `svc generate-keys`, `svc set-admin-password`. */
export function registerUserCommands(program: Command): void {
  program
    .command('add-user <email>')
    .description('create a user')
    .requiredOption('--first-name <name>', 'first name')
    .option('--last-name <name>', 'last name')
    .option('--roles <roles>', 'comma-separated roles, e.g. "System Manager,Sales User"', '')
    .option('--password <password>', 'login password')
    .option('--site <site>', 'site (default: default_site)')
    .action(async (email: string, opts: GlobalOptions & { firstName: string; lastName?: string; roles: string; password?: string }, cmd: Command) => {
      const cli = cliContext(cmd.optsWithGlobals());
      const roles = opts.roles.split(',').map((r) => r.trim()).filter(Boolean);
      const doc = await withSite(cli, opts.site, async (ctx) => {
        const created = await createDocument(ctx, 'User', {
          email, first_name: opts.firstName, last_name: opts.lastName, roles: roles.map((role) => ({ role })), send_welcome_email: 0,
        });
        if (opts.password) await setUserPassword(ctx, String(created.name), opts.password);
        return created;
      });
      cli.print({ name: doc.name, roles }, `created user ${String(doc.name)}${roles.length ? ` with roles ${roles.join(', ')}` : ''}`);
    });

  program
    .command('generate-keys <user>')
    .description("issue an API key and secret for a user (the secret is printed only now)")
    .option('--site <site>', 'site (default: default_site)')
    .action(async (user: string, opts: GlobalOptions, cmd: Command) => {
      const cli = cliContext(cmd.optsWithGlobals());
      const keys = await withSite(cli, opts.site, (ctx) => generateKeys(ctx, user));
      cli.print(keys, `api_key: ${keys.api_key}\napi_secret: ${keys.api_secret}\nAuthorization: token ${keys.api_key}:${keys.api_secret}`);
    });

  program
    .command('set-admin-password <password>')
    .description("set the Administrator's login password")
    .option('--site <site>', 'site (default: default_site)')
    .action(async (password: string, opts: GlobalOptions, cmd: Command) => {
      const cli = cliContext(cmd.optsWithGlobals());
      await withSite(cli, opts.site, (ctx) => setUserPassword(ctx, 'Administrator', password));
      cli.print({ ok: true }, 'Administrator password updated');
    });
}
