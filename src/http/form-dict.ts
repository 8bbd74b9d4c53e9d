import { appError } from '../errors/app-error.ts';
import { isPlainObject } from '../util/json.ts';
import { MAX_DOCUMENT_DEPTH, parseJsonWithin, tooDeepMessage } from '../util/json-depth.ts';
import type { ParsedBody } from './body-parsers.ts';

/**
 * Frappe's `form_dict` (frappe/app.py make_form_dict, docs/DECISIONS.md F1): a non-empty JSON
 * object body is the only source; a JSON array is stored under `data`; otherwise query string and
 * form fields merge, form fields winning. The jQuery cache buster `_` is dropped.
 */
export function buildFormDict(query: unknown, body: ParsedBody | undefined): Record<string, unknown> {
  if (body?.kind === 'json') {
    if (Array.isArray(body.value)) return { data: body.value };
    if (!isPlainObject(body.value)) throw appError('VALIDATION', 'Invalid request arguments');
    const form = { ...body.value };
    delete form._;
    return form;
  }
  const form: Record<string, unknown> = {};
  if (isPlainObject(query)) for (const [k, v] of Object.entries(query)) form[k] = Array.isArray(v) ? v[0] : v;
  if (body?.kind === 'form') Object.assign(form, body.fields);
  delete form._;
  return form;
}

/**
 * The document a create or update request carries (frappe/api/v1.py get_request_form_data): a
 * `data` field holding JSON (the Python client's form), else the form dict itself. A create drops
 * `doctype` (the path names it); an update keeps it, to be refused when it names another DocType.
 */
export function documentInput(form: Record<string, unknown>, purpose: 'create' | 'update'): Record<string, unknown> {
  let doc: unknown = form;
  if (form.data !== undefined) {
    if (typeof form.data === 'string') {
      const parsed = parseJsonWithin(form.data, MAX_DOCUMENT_DEPTH);
      if (!parsed.ok) throw appError('VALIDATION', parsed.tooDeep ? tooDeepMessage('The data field', MAX_DOCUMENT_DEPTH) : 'The data field is not valid JSON');
      doc = parsed.value;
    } else doc = form.data;
  }
  if (!isPlainObject(doc)) throw appError('VALIDATION', 'A document must be a JSON object of field values');
  const input = { ...doc };
  if (purpose === 'create') delete input.doctype;
  return input;
}
