import type { FastifyInstance } from 'fastify';
import { appError } from '../errors/app-error.ts';
import { MAX_DOCUMENT_DEPTH, parseJsonWithin, tooDeepMessage } from '../util/json-depth.ts';

/** A request body as svc's routes see it; which kind decides how Frappe's form dict is built. */
export type ParsedBody =
  | { kind: 'empty' }
  | { kind: 'json'; value: unknown }
  | { kind: 'form'; fields: Record<string, string>; duplicates?: readonly string[] }
  | { kind: 'other' };

/**
 * Replaces Fastify's body parsers with Frappe's tolerance: an empty JSON body is no body (clients
 * send `Content-Type: application/json` on GETs), bad JSON is 417 rather than 400 or 500
 * (docs/DECISIONS.md D11), and so is JSON nested more than MAX_DOCUMENT_DEPTH deep (every later walk over
 * the value may then recurse safely), form bodies are flat string fields, any other type is
 * accepted and ignored. GET carries a body too, as Frappe's own tests send arguments that way.
 */
export function registerBodyParsers(app: FastifyInstance): void {
  app.addHttpMethod('GET', { hasBody: true, overrideExisting: true });
  app.removeAllContentTypeParsers();
  const json = (_req: unknown, body: string | Buffer, done: (err: Error | null, body?: unknown) => void) => {
    const text = String(body).trim();
    if (text === '') return done(null, { kind: 'empty' } satisfies ParsedBody);
    const parsed = parseJsonWithin(text, MAX_DOCUMENT_DEPTH);
    if (!parsed.ok) return done(appError('VALIDATION', parsed.tooDeep ? tooDeepMessage('The request body', MAX_DOCUMENT_DEPTH) : 'The request body is not valid JSON'), undefined);
    done(null, { kind: 'json', value: parsed.value } satisfies ParsedBody);
  };
  app.addContentTypeParser('application/json', { parseAs: 'string' }, json);
  app.addContentTypeParser(/^application\/[a-z0-9.+-]*\+json$/, { parseAs: 'string' }, json);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    const fields: Record<string, string> = {};
    // Names sent twice: the first value counts, and OAuth refuses them (RFC 6749 §3.1, §3.2).
    const duplicates: string[] = [];
    for (const [key, value] of new URLSearchParams(body as string)) {
      if (Object.hasOwn(fields, key)) duplicates.push(key);
      else fields[key] = value;
    }
    done(null, { kind: 'form', fields, duplicates } satisfies ParsedBody);
  });
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, _body, done) => done(null, { kind: 'other' } satisfies ParsedBody));
}

/** Wraps Fastify's own body-limit error into the catalog. */
export function bodyTooLarge(limit: number) {
  return appError('PAYLOAD_TOO_LARGE', `The request body is larger than the ${limit} bytes this server accepts`);
}
