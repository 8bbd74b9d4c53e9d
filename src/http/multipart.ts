import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/**
 * multipart/form-data bodies are not parsed up front: upload_file reads them as a stream of
 * parts (request.parts()), so a file goes to disk as it arrives. Limits are set per request from
 * the site's config; these are the ceilings for any other use.
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fileSize: 25 * 1024 * 1024, files: 10, fields: 100, parts: 110, fieldSize: 1024 * 1024 } });
}
