import { appError } from '../../../../src/errors/app-error.ts';
import type { DocContext } from '../../../../src/model/doc-context.ts';
import type { Doc } from '../../../../src/model/document.ts';
import { checkCondition, checkTemplate } from './webhook-text.ts';

/** Events only a submittable DocType has. */
const SUBMIT_EVENTS = new Set(['on_submit', 'on_cancel', 'on_update_after_submit']);
/** DocTypes no webhook may watch: its own log, which each delivery writes. */
const FORBIDDEN = new Set(['Webhook Request Log']);
/** An HTTP header name (RFC 9110 token). */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/**
 * Frappe's Webhook.validate, each refusal a 417: the DocType exists, is no child table and is
 * submittable for a submit event; the condition compiles over its fields; the URL is an http(s)
 * URL with a host (a dynamic one a template that parses); a JSON body's template parses (its Data
 * rows are dropped) and a Form body's JSON template is dropped; no field twice among the Data rows,
 * each a field of the DocType; header names are tokens and values one line; a queue the site
 * knows; security on needs a secret (docs/DECISIONS.md D89).
 */
export function validateWebhook(dc: DocContext, doc: Doc, old: Doc | null): void {
  const doctype = text(doc.webhook_doctype);
  const meta = dc.site.meta.get(doctype);
  if (!meta) throw appError('VALIDATION', `DocType ${doctype} not found`);
  if (meta.istable || FORBIDDEN.has(doctype)) throw appError('VALIDATION', `Webhooks cannot be set on ${doctype}`);
  const event = text(doc.webhook_docevent);
  if (SUBMIT_EVENTS.has(event) && !meta.isSubmittable) throw appError('VALIDATION', 'DocType must be Submittable for the selected Doc Event');
  if (text(doc.condition)) checkCondition(text(doc.condition), meta);
  checkUrl(doc);
  if (doc.request_structure === 'Form URL-Encoded') doc.webhook_json = null;
  if (doc.request_structure === 'JSON') {
    checkTemplate(String(doc.webhook_json ?? ''), 'JSON Request Body');
    doc.webhook_data = [];
  }
  const seen = new Set<string>();
  for (const row of (doc.webhook_data as Doc[] | undefined) ?? []) {
    const fieldname = text(row.fieldname);
    if (seen.has(fieldname)) throw appError('VALIDATION', 'Same Field is entered more than once');
    seen.add(fieldname);
    if (!meta.fieldMap.has(fieldname) && !['name', 'owner', 'creation', 'modified', 'modified_by', 'docstatus', 'idx'].includes(fieldname)) {
      throw appError('VALIDATION', `Data row ${String(row.idx ?? '')}: ${fieldname} is no field of ${doctype}`);
    }
  }
  for (const row of (doc.webhook_headers as Doc[] | undefined) ?? []) {
    const key = text(row.key);
    if (key && !HEADER_NAME.test(key)) throw appError('VALIDATION', `Header row ${String(row.idx ?? '')}: "${key.slice(0, 80)}" is no HTTP header name`);
    if (typeof row.value === 'string' && /[\r\n\0]/.test(row.value)) throw appError('VALIDATION', `Header row ${String(row.idx ?? '')}: a header value is one line`);
  }
  const queue = text(doc.background_jobs_queue);
  if (queue && !dc.site.jobs.queues.has(queue)) throw appError('VALIDATION', `Unknown queue ${queue.slice(0, 80)} (known: ${[...dc.site.jobs.queues.keys()].join(', ')})`);
  if (Number(doc.enable_security ?? 0) === 1 && !hasSecret(doc, old)) throw appError('VALIDATION', 'Invalid Webhook Secret: set one to sign requests');
}

function checkUrl(doc: Doc): void {
  const url = text(doc.request_url);
  if (Number(doc.is_dynamic_url ?? 0) === 1 && url.includes('{')) {
    checkTemplate(url, 'Request URL');
    return;
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw appError('VALIDATION', 'Check Request URL: it is no URL');
  }
  if (!['http:', 'https:'].includes(parsed.protocol) || !parsed.hostname) throw appError('VALIDATION', 'Check Request URL: an http or https URL with a host is needed');
}

/**
 * A secret is given in this save, or the stored one is kept: a Password field reads back as
 * asterisks, which a save sends back unchanged (model/steps/store-secrets.ts keeps the stored one).
 */
function hasSecret(doc: Doc, old: Doc | null): boolean {
  const given = doc.webhook_secret;
  if (typeof given !== 'string' || given === '') return false;
  if (!/^\*+$/.test(given)) return true;
  return old !== null && typeof old.webhook_secret === 'string' && old.webhook_secret !== '';
}
