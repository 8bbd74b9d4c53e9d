import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isGuest } from '../context/principal.ts';
import { appError } from '../errors/app-error.ts';
import { claimKey, completeInTx, recordAnswer, releaseKey, type StoredAnswer } from '../operations/idempotency-keys.ts';
import type { HttpContext } from './request-context.ts';
import { traitsOf } from './route-traits.ts';
import type { FileDownload } from '../rpc/file-download.ts';
import { sendDownload } from './send-download.ts';

/** The longest key svc keeps (the column's width; the IETF draft sets no limit, Stripe 255). */
const MAX_KEY_LENGTH = 255;
const JSON_TYPE = 'application/json';

/** What a write route answers: built from its operation's result inside the write's transaction. */
export interface Answer {
  status: number;
  body: unknown;
}

/** A request's hold on its key, from the preHandler to onSend. */
interface Claim {
  readonly key: string;
  readonly token: string;
  /** The context without the in-transaction hook, for the claim's own short transactions. */
  readonly base: HttpContext;
  build?: (result: unknown) => Answer;
  answer?: StoredAnswer;
  /** The key was marked done in a write transaction (committed or not). */
  inTx: boolean;
  /** The request's write transaction committed with the key marked done. */
  committed: boolean;
  settled: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The Idempotency-Key this request holds, when it sent one to a route that honours it. */
    svcIdempotency: Claim | null;
  }
}

/**
 * `Idempotency-Key` on POST to the routes whose traits say `idempotent` (resource create, v2
 * create, batch and bulk, whitelisted methods): the first request claims the key (per user and
 * site, in the site's database), its answer is recorded in the transaction of its write, and a
 * retry with the same key and request within 24 h gets that answer again (`Idempotent-Replayed:
 * true`) without running. A failed request writes nothing, so its claim is given back. Guests
 * share one user name, so their keys are ignored rather than shared between strangers.
 */
export function registerIdempotency(api: FastifyInstance): void {
  api.decorateRequest('svcIdempotency', null);
  const claim = async (request: FastifyRequest, reply: FastifyReply, raw: string | string[], ctx: HttpContext): Promise<boolean> => {
    const key = validKey(raw);
    const claimed = await claimKey(ctx, key, fingerprint(request));
    if (claimed.kind === 'replay') {
      reply.status(claimed.answer.status).header('idempotent-replayed', 'true').type(claimed.answer.contentType).send(claimed.answer.body);
      return true;
    }
    const held: Claim = { key, token: claimed.token, base: ctx, inTx: false, committed: false, settled: false };
    request.svcIdempotency = held;
    request.svc = {
      ...ctx,
      inWriteTx: async (tx, result) => {
        // The first write operation carries the key; a route running several records it with the first.
        if (held.inTx) return;
        held.inTx = true;
        held.answer = held.build ? stored(held.build(result)) : undefined;
        await completeInTx(tx, ctx, key, held.token, held.answer ?? null);
        tx.afterCommit(() => {
          held.committed = true;
        });
      },
    };
    return false;
  };
  // Callback-style hooks: every API request passes them, and only a POST with a key owes a promise.
  api.addHook('preHandler', (request, reply, done) => {
    const raw = request.method === 'POST' ? request.headers['idempotency-key'] : undefined;
    const ctx = request.svc;
    if (raw === undefined || !traitsOf(request).idempotent || !ctx || isGuest(ctx.user)) return done();
    // A replay has its answer sent; the lifecycle must not go on to the handler.
    claim(request, reply, raw, ctx).then((replayed) => (replayed ? undefined : done()), (err: Error) => done(err));
  });
  const settle = async (request: FastifyRequest, reply: FastifyReply, payload: unknown, held: Claim) => {
    held.settled = true;
    try {
      if (!held.committed) await releaseKey(held.base, held.key, held.token);
      else if (!held.answer) await recordAnswer(held.base, held.key, held.token, { status: reply.statusCode, contentType: String(reply.getHeader('content-type') ?? JSON_TYPE), body: typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : '' });
    } catch (err) {
      // The answer is sent regardless; the key's lease ends its hold.
      request.log.error({ err: (err as Error).message }, 'idempotency key not settled');
    }
  };
  api.addHook('onSend', (request, reply, payload, done) => {
    const held = request.svcIdempotency;
    if (!held || held.settled) return done(null, payload);
    void settle(request, reply, payload, held).then(() => done(null, payload));
  });
}

/**
 * Runs a write route's operation and sends what `build` makes of its result. Under an
 * Idempotency-Key the answer is built inside the write's transaction and recorded there, and the
 * very text recorded is what is sent, so a replay is byte-identical. A result `fileOf` finds a
 * file in is sent as that file (http/send-download.ts).
 */
export async function sendWriteAnswer<T>(request: FastifyRequest, reply: FastifyReply, op: () => Promise<T>, build: (result: T) => Answer, fileOf?: (result: T) => FileDownload | null): Promise<FastifyReply> {
  const held = request.svcIdempotency;
  if (held) held.build = build as (result: unknown) => Answer;
  const result = await op();
  if (held?.answer) return reply.status(held.answer.status).type(held.answer.contentType).send(held.answer.body);
  const file = fileOf?.(result);
  if (file) return sendDownload(reply, file);
  const answer = build(result);
  return reply.status(answer.status).type(JSON_TYPE).send(answer.body);
}

function stored(answer: Answer): StoredAnswer {
  return { status: answer.status, contentType: JSON_TYPE, body: JSON.stringify(answer.body) };
}

function validKey(raw: string | string[]): string {
  if (Array.isArray(raw)) throw appError('IDEMPOTENCY_KEY_INVALID', 'Send one Idempotency-Key header, not several');
  if (raw.length === 0) throw appError('IDEMPOTENCY_KEY_INVALID', 'The Idempotency-Key header is empty');
  if (raw.length > MAX_KEY_LENGTH) throw appError('IDEMPOTENCY_KEY_INVALID', `The Idempotency-Key is longer than ${MAX_KEY_LENGTH} characters`);
  return raw;
}

/** What makes a retry the same request: verb, target (path and query) and parsed body. */
function fingerprint(request: FastifyRequest): string {
  return createHash('sha256').update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`).digest('hex');
}
