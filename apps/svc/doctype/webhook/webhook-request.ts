import { createHmac } from 'node:crypto';
import { appError } from '../../../../src/errors/app-error.ts';
import type { Doc } from '../../../../src/model/document.ts';
import { renderOverDoc } from './webhook-text.ts';

/** Frappe's signature header: base64 of the HMAC-SHA256 of the body under the webhook's secret. */
export const SIGNATURE_HEADER = 'X-Frappe-Webhook-Signature';

/** What one delivery sends (every attempt sends the same). */
export interface WebhookRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Record<string, string>;
  readonly body: string;
  /** The data the body carries, for the request log. */
  readonly data: unknown;
}

const CONTENT_TYPES: Readonly<Record<string, string>> = { 'Form URL-Encoded': 'application/x-www-form-urlencoded', JSON: 'application/json' };

/**
 * The data a Webhook sends about `doc` (Frappe's get_webhook_data): with JSON, its template
 * rendered over the document and read as JSON; otherwise the Data rows, each key with the field's
 * value. A template that fails or renders what is not JSON is a 417 naming the webhook.
 */
export function webhookData(webhook: Doc, doc: Doc): unknown {
  if (webhook.request_structure === 'JSON') {
    const rendered = renderOverDoc(String(webhook.webhook_json ?? ''), doc, 'JSON Request Body');
    try {
      return rendered.trim() ? (JSON.parse(rendered) as unknown) : {};
    } catch (err) {
      throw appError('VALIDATION', `Webhook ${String(webhook.name)}: the JSON Request Body did not render JSON (${(err as Error).message})`);
    }
  }
  const data: Record<string, unknown> = {};
  for (const row of (webhook.webhook_data as Doc[] | undefined) ?? []) data[String(row.key)] = doc[String(row.fieldname)] ?? null;
  return data;
}

/**
 * The body: a Form URL-Encoded webhook sends its keys form-encoded (values as text, a list or
 * object as JSON: docs/DECISIONS.md D87); JSON, and a webhook of no structure, the data as JSON.
 */
function bodyOf(structure: unknown, data: unknown): string {
  if (structure !== 'Form URL-Encoded') return JSON.stringify(data);
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    form.append(key, value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return form.toString();
}

/**
 * The request one delivery sends (Frappe's enqueue_webhook preparation): the URL (a dynamic one
 * rendered over the document), the body, a Content-Type by structure unless a header row gives
 * one, the header rows with a key and a value, and the signature of the exact body when security
 * is on.
 */
export function webhookRequest(webhook: Doc, doc: Doc, secret: string | undefined): WebhookRequest {
  const url = Number(webhook.is_dynamic_url ?? 0) === 1 ? renderOverDoc(String(webhook.request_url ?? ''), doc, 'Request URL').trim() : String(webhook.request_url ?? '').trim();
  const data = webhookData(webhook, doc);
  const body = bodyOf(webhook.request_structure, data);
  const headers: Record<string, string> = { 'Content-Type': CONTENT_TYPES[String(webhook.request_structure ?? '')] ?? 'application/json' };
  for (const row of (webhook.webhook_headers as Doc[] | undefined) ?? []) {
    const key = typeof row.key === 'string' ? row.key.trim() : '';
    if (!key || row.value === null || row.value === undefined || row.value === '') continue;
    for (const known of Object.keys(headers)) if (known.toLowerCase() === key.toLowerCase()) delete headers[known];
    headers[key] = String(row.value);
  }
  if (Number(webhook.enable_security ?? 0) === 1 && secret) {
    headers[SIGNATURE_HEADER] = createHmac('sha256', secret).update(body, 'utf8').digest('base64');
  }
  return { url, method: String(webhook.request_method || 'POST'), headers, body, data };
}
