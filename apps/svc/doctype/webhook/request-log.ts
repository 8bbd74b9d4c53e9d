import type { MethodContext } from '../../../../src/apps/app-api.ts';

/** Header names whose values are credentials: logged masked (Frappe logs them as sent). */
const SECRET_HEADER = /auth|token|secret|password|passwd|api[-_]?key|cookie|signature|session/i;
export const MASK = '********';

/** The headers as the log keeps them: a credential's value masked (docs/DECISIONS.md D88). */
export function maskedHeaders(headers: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(headers)) out[key] = SECRET_HEADER.test(key) ? MASK : value;
  return out;
}

/** The URL as the log keeps it: a password in it masked. */
export function maskedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (!parsed.password) return url;
    parsed.password = MASK;
    return parsed.toString();
  } catch {
    return url;
  }
}

/** One attempt as the Webhook Request Log records it (Frappe's log_request). */
export interface AttemptRecord {
  readonly webhook: string;
  readonly delivery: string;
  readonly attempt: number;
  readonly referenceDoctype: string;
  readonly referenceName: string;
  readonly url: string | null;
  readonly headers: Readonly<Record<string, string>> | null;
  readonly data: unknown;
  readonly status: number | null;
  readonly response: string | null;
  readonly error: string | null;
}

/** How many attempts of this delivery are logged already (a retry is the next one). */
export async function attemptsLogged(api: MethodContext, webhook: string, delivery: string): Promise<number> {
  return api.ignoringPermissions().count('Webhook Request Log', [['webhook', '=', webhook], ['delivery', '=', delivery]]);
}

/** Writes the attempt's Webhook Request Log as the job's user, whatever their rights (Frappe's ignore_permissions). */
export async function logAttempt(api: MethodContext, record: AttemptRecord): Promise<void> {
  await api.ignoringPermissions().insert({
    doctype: 'Webhook Request Log',
    webhook: record.webhook,
    delivery: record.delivery,
    attempt: record.attempt,
    reference_doctype: record.referenceDoctype,
    reference_document: record.referenceName,
    user: api.dc.user.name,
    url: record.url === null ? null : maskedUrl(record.url).slice(0, 1000),
    headers: record.headers === null ? null : JSON.stringify(maskedHeaders(record.headers), null, 1),
    data: record.data === undefined || record.data === null ? null : JSON.stringify(record.data, null, 1),
    response_status: record.status,
    response: record.response,
    error: record.error,
  });
}
