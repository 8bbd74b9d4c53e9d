import type { Parameter, Response, Schema } from './types.ts';
import { ref, type Reference } from './types.ts';

const jsonText = (description: string, example: string): Schema => ({ type: 'string', description, examples: [example] });
const query = (name: string, schema: Schema, description?: string): Parameter => ({ name, in: 'query', schema, ...(description ? { description } : {}) });

const FIELDS = query('fields', jsonText('A JSON list of fields', '["name","status"]'), 'Fields to return: names, `*`, `name as alias`, `<table field>.<field>`, `<link field>.<field>` and the allowed SQL functions (count, sum, avg, min, max, locate, date, timestamp, ifnull, coalesce)');
const FILTERS = query('filters', jsonText('JSON filters', '[["status","=","Open"]]'), 'Filters as a list of `[field, operator, value]` (or `[doctype, field, operator, value]`) or a dict');
const ORDER_BY = query('order_by', { type: 'string', examples: ['modified desc'] });
const GROUP_BY = query('group_by', { type: 'string' });
const AS_DICT = query('as_dict', { type: ['boolean', 'integer'], default: true }, 'Rows as objects (default) or as lists of values');
const DEBUG = query('debug', { type: ['boolean', 'integer'] }, 'Adds the SQL and its timing to the answer (System Managers)');

/** The query parameters of a listing, v1 (`/api/resource`) and v2 (`/api/v2/document`). */
function listParameters(): Record<string, Parameter> {
  return {
    fields: FIELDS,
    filters: FILTERS,
    or_filters: query('or_filters', jsonText('JSON filters, OR-ed', '[["status","=","Open"],["priority","=","High"]]')),
    order_by: ORDER_BY,
    group_by: GROUP_BY,
    limit_start: query('limit_start', { type: 'integer', minimum: 0, default: 0 }),
    limit_page_length: query('limit_page_length', { type: 'integer', minimum: 0, default: 20 }, '`0` returns every row (streamed)'),
    limit: query('limit', { type: 'integer', minimum: 0 }, 'The same as limit_page_length'),
    as_dict: AS_DICT,
    debug: DEBUG,
    v2_start: query('start', { type: 'integer', minimum: 0, default: 0 }),
    v2_limit: query('limit', { type: 'integer', minimum: 0, default: 20 }),
    v2_include: query('include', { type: 'string', enum: ['count'] }, 'Adds `count` of the matching documents beside the page, bounded at 1,000 rows and one second (`count_capped` says when it stopped)'),
    v2_prefer: { name: 'Prefer', in: 'header', schema: { type: 'string', enum: ['count=exact', 'count=estimated'] }, description: 'The same bounded count as include=count (RFC 7240)' },
    parent: query('parent', { type: 'string' }, 'The parent DocType, to list rows of a child table'),
    if_none_match: { name: 'If-None-Match', in: 'header', schema: { type: 'string' }, description: 'An ETag from an earlier read: 304 when the document is unchanged' },
    if_match: { name: 'If-Match', in: 'header', schema: { type: 'string' }, description: "The ETag the write expects: 412 and no write when the document's differs" },
  };
}

/** The path parameter of a document's name (names may hold `/`, sent as `%2F` or as is). */
export const NAME_PARAMETER: Parameter = Object.freeze({ name: 'name', in: 'path', required: true, description: 'The document name', schema: { type: 'string' } });

export const V1_LIST_PARAMETERS: readonly Reference[] = Object.freeze(['fields', 'filters', 'or_filters', 'order_by', 'group_by', 'limit_start', 'limit_page_length', 'limit', 'as_dict', 'debug', 'parent'].map((n) => ref('parameters', n)));
export const V2_LIST_PARAMETERS: readonly Reference[] = Object.freeze(['fields', 'filters', 'or_filters', 'order_by', 'group_by', 'v2_start', 'v2_limit', 'as_dict', 'debug', 'parent', 'v2_include', 'v2_prefer'].map((n) => ref('parameters', n)));
export const COUNT_PARAMETERS: readonly Reference[] = Object.freeze(['filters', 'or_filters', 'parent'].map((n) => ref('parameters', n)));
export const READ_PARAMETERS: readonly Reference[] = Object.freeze([ref('parameters', 'if_none_match')]);
export const WRITE_PARAMETERS: readonly Reference[] = Object.freeze([ref('parameters', 'if_match')]);

/** A document GET's answers beside 200: 304 for a matching If-None-Match. */
export const NOT_MODIFIED = Object.freeze({ '304': { description: 'Not modified: the document still has the ETag sent in If-None-Match' } });
/** The strong ETag a document GET answers (over the JSON the caller receives). */
export const ETAG_HEADER = Object.freeze({ ETag: { description: 'A strong tag of the document as this caller sees it', schema: { type: 'string' } } });

/** Frappe v1's error body (errors/serialize.ts) and v2's `errors` list (frappe/utils/response.py). */
function errorSchemas(): Record<string, Schema> {
  return {
    V1Error: {
      type: 'object',
      description: "Frappe v1's error body",
      properties: {
        exc_type: { type: 'string', examples: ['PermissionError'] },
        exception: { type: 'string' },
        exc: { type: 'string', description: 'A JSON list of one string: the traceback in developer mode, else a one-line summary; on every error' },
        _server_messages: { type: 'string', description: 'A JSON list of JSON-encoded messages' },
        _error_message: { type: 'string' },
      },
      required: ['exc_type', 'exc'],
    },
    V2Error: {
      type: 'object',
      description: "Frappe v2's error body",
      properties: {
        errors: {
          type: 'array',
          items: { type: 'object', properties: { type: { type: 'string', examples: ['PermissionError'] }, message: { type: 'string' }, title: { type: 'string' }, indicator: { type: 'string' } }, required: ['type'] },
        },
      },
      required: ['errors'],
    },
  };
}

const jsonBody = (schema: Schema) => ({ 'application/json': { schema } });

function errorResponses(): Record<string, Response> {
  return {
    V1Error: { description: 'An error (403 no permission, 404 not found or not readable, 409 duplicate, 417 validation, 429 rate limit, ...)', content: jsonBody(ref('schemas', 'V1Error')) },
    V2Error: { description: 'An error (403 no permission, 404 not found or not readable, 409 duplicate, 417 validation, 429 rate limit, ...)', content: jsonBody(ref('schemas', 'V2Error')) },
  };
}

/** `{"data": <schema>}`, the envelope of resources and of every v2 answer. */
export const dataOf = (schema: Schema | Reference, extra: Record<string, Schema> = {}): Response['content'] => jsonBody({ type: 'object', properties: { data: schema, ...extra }, required: ['data'] });

/** A 200 `{"data": ...}` answer of a document read, with its ETag, and its 304. */
export const readAnswer = (doc: Reference, errors: Record<string, Reference>): Record<string, Response | Reference> => ({ '200': { description: 'The document', headers: { ...ETAG_HEADER }, content: dataOf(doc) }, ...NOT_MODIFIED, ...errors });

export const V1_ERRORS = Object.freeze({ '4XX': ref('responses', 'V1Error'), '5XX': ref('responses', 'V1Error') });
export const V2_ERRORS = Object.freeze({ '4XX': ref('responses', 'V2Error'), '5XX': ref('responses', 'V2Error') });

/** The components every document holds, whoever asks. */
export function sharedComponents(): { schemas: Record<string, Schema>; parameters: Record<string, Parameter>; responses: Record<string, Response> } {
  return { schemas: errorSchemas(), parameters: { ...listParameters(), name: NAME_PARAMETER }, responses: errorResponses() };
}
