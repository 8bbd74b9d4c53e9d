import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { ListResult } from '../operations/document-list.ts';

/** Sends a listing: `{data: [...]}` (plus debug keys), or streams it when every row was asked for. */
export function sendList(reply: FastifyReply, result: ListResult) {
  if (result.kind === 'rows') {
    const body: Record<string, unknown> = { data: result.rows };
    if (result.debug) {
      const timing = `Execution time: ${result.debug.seconds.toFixed(4)} sec`;
      body.exc = `${result.debug.sql}\n${timing}`;
      body._debug_messages = JSON.stringify([timing, result.debug.sql]);
    }
    return reply.send(body);
  }
  const rows = result.rows;
  async function* chunks() {
    yield '{"data":[';
    let first = true;
    let batch = '';
    for await (const row of rows) {
      batch += (first ? '' : ',') + JSON.stringify(row);
      first = false;
      if (batch.length > 64 * 1024) {
        yield batch;
        batch = '';
      }
    }
    yield `${batch}]}`;
  }
  const body = Readable.from(chunks());
  // 'close' comes after the last chunk and also when the client went away before (or while) the
  // rows were read: either way the query's connection goes back.
  body.once('close', () => void result.close());
  return reply.type('application/json').send(body);
}
