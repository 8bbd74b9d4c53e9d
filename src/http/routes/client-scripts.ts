import type { FastifyInstance } from 'fastify';
import { appError } from '../../errors/app-error.ts';
import { runOperation } from '../../operations/run-operation.ts';
import { clientScriptModule } from '../../rpc/builtin/desk/client-scripts.ts';
import { ctxOf } from '../request-context.ts';

/** Where the desk imports a DocType's Client Scripts from: `/app-scripts/<DocType>.js`. */
export const CLIENT_SCRIPTS_PATH = '/app-scripts';

/**
 * A DocType's enabled Form Client Scripts as a same-origin JavaScript module (docs/DECISIONS.md
 * D122), which the desk `import()`s: its page's Content-Security-Policy (`script-src 'self'`)
 * allows that and forbids eval. For the session's user when they may read the DocType (403
 * otherwise, Guests included); never cached, so a changed or disabled script applies at the
 * next page load.
 */
export function registerClientScripts(app: FastifyInstance): void {
  app.get(`${CLIENT_SCRIPTS_PATH}/:file`, async (request, reply) => {
    const { file } = request.params as { file: string };
    if (!file.endsWith('.js') || file.length <= 3) throw appError('ROUTE_NOT_FOUND', 'No such script: a DocType name and .js');
    const code = await runOperation(ctxOf(request), 'read', (dc) => clientScriptModule(dc, file.slice(0, -3)));
    return reply.headers({ 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' }).type('application/javascript; charset=utf-8').send(code);
  });
}
