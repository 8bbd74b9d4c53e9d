import { SYSTEM, type Principal } from '../context/principal.ts';
import type { Clock } from '../context/clock.ts';
import type { Logger } from '../context/request-context.ts';
import type { RealtimeSite } from './realtime-site.ts';
import { isAppError } from '../errors/app-error.ts';
import { loadReadableDocument } from '../model/load-document.ts';
import type { Doc } from '../model/document.ts';
import { runOperation } from '../operations/run-operation.ts';

export interface ReadCheckContext {
  readonly site: RealtimeSite;
  readonly clock: Clock;
  readonly log: Logger;
  /** Names the socket or stream in the log lines of the reads it causes. */
  readonly requestId: string;
  readonly ip: string;
}

/** The document as `user` may read it, or null when it is missing or hidden from them (never a thrown 403/404). */
export async function readableDocument(c: ReadCheckContext, user: Principal, doctype: string, name: string): Promise<Doc | null> {
  const meta = c.site.meta.get(doctype);
  if (!meta || meta.istable) return null;
  try {
    return await runOperation({ ...c, user, messages: [] }, 'read', (dc) => loadReadableDocument(dc, meta, name));
  } catch (err) {
    if (isAppError(err)) return null;
    throw err;
  }
}

/** The stored row of a gated document, read with system rights to judge each recipient's own rule against it. */
export function storedRow(c: ReadCheckContext, doctype: string, name: string): Promise<Doc | null> {
  return readableDocument(c, SYSTEM, doctype, name);
}
