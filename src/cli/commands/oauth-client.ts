import type { Command } from 'commander';
import { createDocument } from '../../operations/document-create.ts';
import { cliContext, type GlobalOptions } from '../cli-context.ts';
import { withSite } from '../with-site.ts';

interface Options extends GlobalOptions {
  appName: string;
  redirectUri: string[];
  scopes: string;
  skipAuthorization?: boolean;
  public?: boolean;
}

/**
 * `svc add-oauth-client`: registers an OAuth Client as the system principal and prints its
 * client_id and client_secret (the secret only now; public clients have none).
 */
export function registerOAuthClientCommand(program: Command): void {
  program
    .command('add-oauth-client')
    .description('register an OAuth 2.0 / OpenID Connect client; prints client_id and client_secret once')
    .requiredOption('--app-name <name>', 'name shown on the consent page')
    .requiredOption('--redirect-uri <uri>', 'a redirect URI (repeat the option for more)', (value: string, all: string[] = []) => [...all, value])
    .option('--scopes <scopes>', 'space-separated scopes the client may ask for', 'openid all')
    .option('--skip-authorization', 'trusted client: no consent page')
    .option('--public', 'public client (no secret; must use PKCE S256; RS256 id_tokens)')
    .option('--site <site>', 'site (default: default_site)')
    .action(async (opts: Options, cmd: Command) => {
      const cli = cliContext(cmd.optsWithGlobals());
      const doc = await withSite(cli, opts.site, (ctx) =>
        createDocument(ctx, 'OAuth Client', {
          app_name: opts.appName,
          redirect_uris: opts.redirectUri.join(' '),
          default_redirect_uri: opts.redirectUri[0],
          scopes: opts.scopes,
          skip_authorization: opts.skipAuthorization ? 1 : 0,
          token_endpoint_auth_method: opts.public ? 'none' : 'client_secret_basic',
        }),
      );
      const out = { client_id: String(doc.client_id), client_secret: typeof doc.client_secret === 'string' ? doc.client_secret : null };
      cli.print(out, `client_id: ${out.client_id}\nclient_secret: ${out.client_secret ?? '(none: public client)'}`);
    });
}
