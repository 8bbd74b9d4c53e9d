import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { mayReadFileUrl } from '../../files/file-access.ts';
import { keyOfUrl, urlOfKey } from '../../files/file-names.ts';
import { runOperation } from '../../operations/run-operation.ts';
import { ctxOf } from '../request-context.ts';
import { sendStoredFile } from '../send-file.ts';

const FORBIDDEN = "You don't have permission to access this file";

/**
 * Serves a site's files (docs/DECISIONS.md D28): `/files/<path>` to anyone, `/private/files/<path>`
 * to Administrator and System Managers, the file's owner and readers of a document it is attached
 * to (403 otherwise, Guests included). A path that is not a safe relative path inside the files
 * folder (any `..`, encoded separators, NUL...) is simply not found.
 */
export function registerFileRoutes(app: FastifyInstance): void {
  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const ctx = ctxOf(request);
    const key = keyOfUrl(request.url.split('?')[0], true);
    if (!key) return reply.status(404).type('text/plain').send('Not Found');
    if (key.isPrivate) {
      const allowed = await runOperation(ctx, 'read', (dc) => mayReadFileUrl(dc, urlOfKey(key)));
      if (!allowed) return reply.status(403).type('text/plain').send(FORBIDDEN);
    }
    return sendStoredFile(request, reply, ctx.site.files, key, { isPrivate: key.isPrivate });
  };
  app.route({ method: ['GET', 'HEAD'], url: '/files/*', handler: serve });
  app.route({ method: ['GET', 'HEAD'], url: '/private/files/*', handler: serve });
}
