import { hash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { appError } from '../errors/app-error.ts';
import type { ServerMessage } from '../errors/app-error.ts';
import type { WritePrecondition } from '../operations/document-update.ts';
import { dataEnvelope, v2Body } from './envelope.ts';
import { header } from './request-headers.ts';
import { siteOf } from './request-context.ts';

/**
 * Conditional requests on documents (RFC 9110 §8.8.3, §13.1). The ETag is a hash of the JSON of
 * the document exactly as this caller receives it (GET's `data`): it changes whenever a byte the
 * caller sees changes (including fields written without touching `modified`, and child rows), and
 * two users whose readable field levels differ get different tags, so a tag never vouches for
 * fields its holder cannot see. Same bytes, same tag: it is a strong validator. v1 and v2 read the
 * same view, so their tags agree.
 */
export function etagOf(json: string): string {
  // The one-shot hash: every read pays this, and a Hash object costs as much again as the digest.
  return `"${hash('sha256', json, 'base64url').slice(0, 32)}"`;
}

type EntityTag = { weak: boolean; opaque: string };
const TAG = /\s*(W\/)?"([\x21\x23-\x7e\x80-\xff]*)"\s*(?:,|$)/y;

/** The tags of If-Match / If-None-Match, `'*'`, or null for a malformed header (which matches nothing). */
function parseTags(value: string): EntityTag[] | '*' | null {
  if (value.trim() === '*') return '*';
  const tags: EntityTag[] = [];
  TAG.lastIndex = 0;
  while (TAG.lastIndex < value.length) {
    const at = TAG.lastIndex;
    const m = TAG.exec(value);
    if (!m || TAG.lastIndex === at) return value.slice(at).trim() === '' ? tags : null;
    tags.push({ weak: m[1] !== undefined, opaque: m[2] });
  }
  return tags;
}

/** If-None-Match's weak comparison: any listed tag with the same opaque text (or `*`). */
function noneMatchHits(value: string, etag: string): boolean {
  const tags = parseTags(value);
  if (tags === '*') return true;
  const opaque = etag.slice(1, -1);
  return tags !== null && tags.some((t) => t.opaque === opaque);
}

/** If-Match's strong comparison: a listed strong tag equal to the current one (or `*`: the document exists). */
function matchHits(value: string, etag: string): boolean {
  const tags = parseTags(value);
  if (tags === '*') return true;
  const opaque = etag.slice(1, -1);
  return tags !== null && tags.some((t) => !t.weak && t.opaque === opaque);
}

/** Whether GETs answer ETags on this site (`document_etags: 0` turns them off; If-Match is honoured regardless). */
function etagsOn(request: FastifyRequest): boolean {
  return siteOf(request).config.document_etags === 1;
}

/**
 * Sends a document read: its ETag, and 304 without a body when If-None-Match names it. The JSON of
 * the document is made once and serves both the tag and the body. `wrap` builds the body around
 * the document's JSON when messages must ride along.
 */
export function sendDocument(request: FastifyRequest, reply: FastifyReply, data: Record<string, unknown>, messages: readonly ServerMessage[], version: 'v1' | 'v2'): FastifyReply {
  const json = JSON.stringify(data);
  if (etagsOn(request)) {
    const etag = etagOf(json);
    reply.header('etag', etag);
    const ifNoneMatch = header(request, 'if-none-match');
    if (ifNoneMatch !== undefined && noneMatchHits(ifNoneMatch, etag)) return reply.status(304).send();
  }
  return sendWithData(reply, json, messages, version);
}

/** A write's answer: the new document with its ETag, so the next conditional write needs no read. */
export function sendWritten(request: FastifyRequest, reply: FastifyReply, data: Record<string, unknown>, messages: readonly ServerMessage[], version: 'v1' | 'v2'): FastifyReply {
  const json = JSON.stringify(data);
  if (etagsOn(request)) reply.header('etag', etagOf(json));
  return sendWithData(reply, json, messages, version);
}

function sendWithData(reply: FastifyReply, json: string, messages: readonly ServerMessage[], version: 'v1' | 'v2'): FastifyReply {
  if (messages.length === 0) return reply.type('application/json').send(`{"data":${json}}`);
  const body = version === 'v1' ? dataEnvelope(null, messages) : v2Body(null, messages);
  return reply.type('application/json').send(JSON.stringify(body).replace(/^\{"data":null/, `{"data":${json}`));
}

/**
 * The If-Match check of a PUT, PATCH or DELETE, for the operation to run on the locked document
 * inside its transaction; undefined when the request has no If-Match. A mismatch is 412 and the
 * write does not happen.
 */
export function ifMatchPrecondition(request: FastifyRequest): WritePrecondition | undefined {
  const ifMatch = header(request, 'if-match');
  if (ifMatch === undefined) return undefined;
  return (current) => {
    if (matchHits(ifMatch, etagOf(JSON.stringify(current)))) return;
    throw appError('PRECONDITION_FAILED', 'The document has changed since you read it (If-Match names no current version); read it again and retry', {
      messages: [{ message: 'The document has changed since you read it; read it again and retry', title: 'Precondition Failed', indicator: 'red', raise_exception: 1 }],
    });
  };
}
