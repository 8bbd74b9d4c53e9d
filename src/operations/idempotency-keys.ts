import type { OperationRequest } from './operation-request.ts';
import { appError, isAppError } from '../errors/app-error.ts';
import type { Tx } from '../storage/database.ts';
import { completeKey, deleteKey, deleteKeysBefore, findKey, insertKey } from '../storage/idempotency-table.ts';
import { randomHex } from '../util/random.ts';
import { runOperation } from './run-operation.ts';

/** How long a key's answer is replayed (Stripe's and the IETF draft's usual 24 hours). */
export const KEY_TTL_SECONDS = 24 * 3600;
/**
 * How long a running request holds its key. A request's answer commits with its write, so a key
 * still pending past this is one whose process died before committing: nothing was written, and a
 * retry may run. Until then a retry is 409.
 */
export const KEY_LEASE_SECONDS = 120;
/** Expired keys are swept at most this often per process and site, inside a claim's transaction. */
const SWEEP_EVERY_MS = 10 * 60_000;

/** A recorded answer, replayed byte for byte. */
export interface StoredAnswer {
  status: number;
  contentType: string;
  body: string;
}

export type KeyClaim = { kind: 'claimed'; token: string } | { kind: 'replay'; answer: StoredAnswer };

/**
 * Claims `key` for this user's request, in a short transaction of its own committed before the
 * request runs, so concurrent requests with the key see it: a fresh key is claimed; a key used
 * with another request (`fingerprint`) is 422; one whose request is still running is 409; one
 * whose request wrote answers its recorded answer. Keys older than a day count as absent.
 */
export async function claimKey(ctx: OperationRequest, key: string, fingerprint: string): Promise<KeyClaim> {
  const user = ctx.user.name;
  for (let attempt = 0; ; attempt++) {
    try {
      return await runOperation(ctx, 'write', async (dc) => {
        const now = Math.floor(ctx.clock.nowMicros() / 1e6);
        await sweep(dc.tx, ctx, now);
        const row = await findKey(dc.tx, user, key);
        if (row && row.created_at > now - KEY_TTL_SECONDS) {
          if (row.fingerprint !== fingerprint) throw appError('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used with another request (method, URL or body); use a new key for a new request');
          if (row.state === 'done' && row.status !== null) return { kind: 'replay', answer: { status: row.status, contentType: row.content_type ?? 'application/json; charset=utf-8', body: row.body ?? '' } } as const;
          if (row.state === 'done' || row.lease_until > now) throw inUse(Math.max(1, row.lease_until - now));
        }
        if (row) await deleteKey(dc.tx, user, key, row.token);
        const token = randomHex(16);
        await insertKey(dc.tx, { user_name: user, idem_key: key, fingerprint, token, state: 'pending', created_at: now, lease_until: now + KEY_LEASE_SECONDS, status: null, content_type: null, body: null });
        return { kind: 'claimed', token } as const;
      });
    } catch (err) {
      // Another request inserted the key between our look and our insert: look again.
      if (attempt < 2 && isAppError(err) && (err.code === 'DUPLICATE_ENTRY' || err.code === 'UNIQUE_VALIDATION')) continue;
      throw err;
    }
  }
}

/** Records the answer of the claim inside the request's own write transaction (`answer` null: the route sends it later). */
export async function completeInTx(tx: Tx, ctx: OperationRequest, key: string, token: string, answer: StoredAnswer | null): Promise<void> {
  await completeKey(tx, ctx.user.name, key, token, answer);
}

/** Records an answer known only once sent (a route that builds none in its transaction). */
export async function recordAnswer(ctx: OperationRequest, key: string, token: string, answer: StoredAnswer): Promise<void> {
  await runOperation(ctx, 'write', (dc) => completeKey(dc.tx, ctx.user.name, key, token, answer));
}

/** Gives a claim back when its request wrote nothing (it failed), so a retry runs again. */
export async function releaseKey(ctx: OperationRequest, key: string, token: string): Promise<void> {
  await runOperation(ctx, 'write', (dc) => deleteKey(dc.tx, ctx.user.name, key, token));
}

function inUse(retryAfter: number) {
  return appError('IDEMPOTENCY_KEY_IN_USE', 'A request with this Idempotency-Key is still being processed; retry later', { headers: { 'Retry-After': String(retryAfter) } });
}

async function sweep(tx: Tx, ctx: OperationRequest, now: number): Promise<void> {
  if (!ctx.site.housekeeping.claim('idempotency-keys', SWEEP_EVERY_MS, now * 1000)) return;
  const removed = await deleteKeysBefore(tx, now - KEY_TTL_SECONDS);
  if (removed > 0) ctx.log.debug({ removed }, 'expired idempotency keys removed');
}
