import { createHmac } from 'node:crypto';
import { timingSafeStringEqual } from '../crypto/timing-safe.ts';
import type { DocContext } from '../model/doc-context.ts';

/** Frappe's default unsubscribe endpoint. */
export const UNSUBSCRIBE_METHOD = '/api/method/frappe.email.queue.unsubscribe';

/** The site's external base URL: `host_name` when configured, else the site's name over http. */
export function siteUrl(dc: DocContext): string {
  const host = dc.site.config.host_name;
  if (host) return (/^https?:\/\//.test(host) ? host : `https://${host}`).replace(/\/+$/, '');
  return `http://${dc.site.name}`;
}

/**
 * The signature of an unsubscribe request (Frappe's get_signed_params signs the query): an HMAC
 * of the address and the document with the site's encryption key, so no link can be made for
 * another address or document.
 */
export function unsubscribeSignature(dc: DocContext, email: string, doctype: string, name: string): string {
  return createHmac('sha256', `svc-unsubscribe:${dc.site.config.encryption_key ?? dc.site.name}`).update(JSON.stringify([email, doctype, name])).digest('hex');
}

/** Whether `signature` is the one of this address and document. */
export function verifyUnsubscribe(dc: DocContext, email: string, doctype: string, name: string, signature: string): boolean {
  return timingSafeStringEqual(signature, unsubscribeSignature(dc, email, doctype, name));
}

/** The link a recipient follows to stop mails about a document (Frappe's get_unsubcribed_url). */
export function unsubscribeUrl(dc: DocContext, mail: { reference_doctype: string; reference_name: string; unsubscribe_method: string; unsubscribe_param: string | null }, email: string): string {
  const extra = mail.unsubscribe_param ? (JSON.parse(mail.unsubscribe_param) as Record<string, string>) : {};
  const params = { email, doctype: mail.reference_doctype, name: mail.reference_name, ...extra };
  const method = mail.unsubscribe_method || UNSUBSCRIBE_METHOD;
  const base = /^https?:\/\//.test(method) ? method : `${siteUrl(dc)}${method.startsWith('/') ? '' : '/'}${method}`;
  const query = new URLSearchParams({ ...params, _signature: unsubscribeSignature(dc, email, mail.reference_doctype, mail.reference_name) });
  return `${base}?${query.toString()}`;
}
