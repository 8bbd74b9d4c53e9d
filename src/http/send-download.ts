import type { FastifyReply } from 'fastify';
import type { FileDownload } from '../rpc/file-download.ts';
import { attachmentDisposition } from './send-file.ts';

/**
 * Sends a method's file answer (Frappe's `response.type = "binary"`): its bytes with their type
 * and an attachment disposition, never kept by shared caches. A file is not replayed under an
 * Idempotency-Key; the methods that answer one only read.
 */
export function sendDownload(reply: FastifyReply, file: FileDownload): FastifyReply {
  return reply
    .status(200)
    .header('content-disposition', attachmentDisposition(file.filename))
    .header('cache-control', 'private, no-store')
    .type(file.contentType)
    .send(file.content);
}
