import type { MethodContext } from '../../../../src/apps/app-api.ts';
import { isAppError } from '../../../../src/errors/app-error.ts';
import type { Doc } from '../../../../src/model/document.ts';
import { readPasswordField } from '../../../../src/model/read-secret.ts';
import { sendOutbound } from '../../../../src/outbound/guarded-request.ts';
import { DELIVERY_RETRIES } from './enqueue-deliveries.ts';
import { attemptsLogged, logAttempt, type AttemptRecord } from './request-log.ts';
import { webhookRequest, type WebhookRequest } from './webhook-request.ts';

/** The delivery job's keyword arguments (enqueue-deliveries.ts). */
export interface DeliveryArgs {
  readonly webhook: string;
  readonly event: string;
  /** The event's id: every attempt of one delivery logs it. */
  readonly delivery: string;
  /** The document as the transaction that fired left it, with its `doctype`. */
  readonly doc: Doc;
}

/** The most of a response body the log keeps. */
const MAX_LOGGED_RESPONSE = 16 * 1024;
const DEFAULT_TIMEOUT_S = 5;

/** A failure worth another attempt: the receiver is down or overloaded, or could not be reached. */
export class RetryableDelivery extends Error {}

/**
 * One attempt of a webhook delivery (Frappe's enqueue_webhook), run by the job queue: the webhook
 * is read afresh (a deleted or disabled one sends nothing), the request built, sent through the
 * SSRF guard (docs/DECISIONS.md D86) outside any transaction, and the attempt logged and
 * committed. A 5xx or 429 answer, a failed connection or a timeout throws after the log is
 * committed, so the queue retries with its backoff (DELIVERY_RETRIES more, D85); any other end
 * (2xx, another status, a refused address, a template that fails) is final.
 */
export async function deliverWebhook(api: MethodContext, args: DeliveryArgs): Promise<{ status: number | null; attempt: number }> {
  const system = api.asSystem();
  if (!(await system.exists('Webhook', args.webhook))) return { status: null, attempt: 0 };
  const webhook = (await system.get('Webhook', args.webhook)) as Doc;
  if (Number(webhook.enabled ?? 0) !== 1) return { status: null, attempt: 0 };
  const attempt = (await attemptsLogged(api, args.webhook, args.delivery)) + 1;
  const base = { webhook: args.webhook, delivery: args.delivery, attempt, referenceDoctype: String(args.doc.doctype ?? ''), referenceName: String(args.doc.name ?? '') };
  const record = (request: WebhookRequest | null, rest: Pick<AttemptRecord, 'status' | 'response' | 'error'>): AttemptRecord =>
    ({ ...base, url: request?.url ?? String(webhook.request_url ?? ''), headers: request?.headers ?? null, data: request?.data ?? null, ...rest });

  let request: WebhookRequest;
  try {
    const secret = Number(webhook.enable_security ?? 0) === 1 ? await readPasswordField(api.dc, api.dc.site.meta.get('Webhook')!, args.webhook, 'webhook_secret') : undefined;
    request = webhookRequest(webhook, args.doc, secret);
  } catch (err) {
    if (!isAppError(err)) throw err;
    await logAttempt(api, record(null, { status: null, response: null, error: err.message }));
    return { status: null, attempt };
  }
  // The exchange holds no transaction: on SQLite the writer stays free while the receiver answers.
  await api.commit();
  const timeout = Number(webhook.timeout) > 0 ? Number(webhook.timeout) : DEFAULT_TIMEOUT_S;
  const outcome = await sendOutbound({
    method: request.method, url: request.url, headers: request.headers, body: request.body, timeoutMs: timeout * 1000,
    allowPrivate: api.dc.site.config.webhook_allow_private_addresses === 1, maxResponseBytes: MAX_LOGGED_RESPONSE,
  });
  if (outcome.ok) {
    const { status, body } = outcome.response;
    const failed = status >= 400 ? `HTTP ${status}` : null;
    await logAttempt(api, record(request, { status, response: body, error: failed }));
    if (status >= 500 || status === 429) await retryLater(api, `Webhook ${args.webhook}: the receiver answered ${status}`, attempt);
    return { status, attempt };
  }
  const reason = outcome.kind === 'refused' ? `Refused: ${outcome.error}` : `${outcome.kind === 'timeout' ? 'Timed out' : 'Network error'}: ${outcome.error}`;
  await logAttempt(api, record(request, { status: null, response: null, error: reason }));
  if (outcome.kind !== 'refused') await retryLater(api, `Webhook ${args.webhook}: ${reason}`, attempt);
  return { status: null, attempt };
}

/** Commits the attempt's log, then fails the job so the queue retries it (after the last attempt it fails for good). */
async function retryLater(api: MethodContext, message: string, attempt: number): Promise<never> {
  await api.commit();
  throw new RetryableDelivery(`${message} (attempt ${attempt} of ${DELIVERY_RETRIES + 1})`);
}
