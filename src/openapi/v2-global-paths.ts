import type { VisibleDocType } from './caller-view.ts';
import { pathSegment } from './resource-paths.ts';
import { dataOf, V2_ERRORS } from './shared-components.ts';
import type { Parameter, PathItem, Schema } from './types.ts';
import { ref } from './types.ts';

/** The `Idempotency-Key` header every POST that writes accepts (README "Idempotency keys"). */
export const IDEMPOTENCY_KEY: Parameter = Object.freeze({
  name: 'Idempotency-Key',
  in: 'header',
  description: 'A retry with the same key and body within 24 h answers the first answer (Idempotent-Replayed: true) without writing again; the same key with another body is 422, one still in flight 409',
  schema: { type: 'string', minLength: 1, maxLength: 255 },
});

const BATCH_OPERATION: Schema = {
  type: 'object',
  properties: {
    op: { enum: ['create', 'update', 'delete', 'method'] },
    doctype: { type: 'string' },
    name: { type: 'string' },
    doc: { type: 'object' },
    method: { type: 'string' },
    args: { type: 'object' },
  },
  required: ['op'],
  additionalProperties: false,
};

const BULK_ANSWER = (done: string): Schema => ({
  type: 'object',
  properties: { [done]: { type: 'array', items: { type: 'string' } }, failed: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, error: { type: 'string' } } } }, total: { type: 'integer' }, success_count: { type: 'integer' }, failure_count: { type: 'integer' } },
});

/**
 * v2 paths that are not one DocType's document routes: `/api/v2/batch` (up to 200 operations,
 * atomic or each in its savepoint), `/api/v2/method/bulk_update` and `bulk_delete` (documents of
 * any DocTypes), `/api/v2/method/run_doc_method`, `/api/v2/realtime` (Server-Sent Events of the DocTypes the
 * caller may read) and each DocType's `bulk_update`/`bulk_delete` where the caller may write or
 * delete. A Guest gets none of them: every one needs a signed-in user.
 */
export function v2GlobalPaths(doctypes: readonly VisibleDocType[], guest: boolean): Record<string, PathItem> {
  if (guest) return {};
  const paths: Record<string, PathItem> = {};
  paths['/api/v2/batch'] = {
    post: {
      operationId: 'v2_batch',
      tags: ['Batch'],
      summary: 'Run up to 200 create, update, delete and method operations in one transaction',
      parameters: [ref('parameters', 'idempotency_key'), { name: 'Prefer', in: 'header', description: '`respond-async`: run the batch as a background job and answer 202 at once', schema: { type: 'string' } }],
      requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', properties: { atomic: { type: 'boolean', default: false }, operations: { type: 'array', minItems: 1, maxItems: 200, items: BATCH_OPERATION } }, required: ['operations'] } } } },
      responses: {
        '200': { description: 'One result per operation, {status, data} or {status, errors}', content: dataOf({ type: 'array', items: { type: 'object', properties: { status: { type: 'integer' }, data: {}, errors: { type: 'array' } }, required: ['status'] } }, { success_count: { type: 'integer' }, failure_count: { type: 'integer' } }) },
        '202': {
          description: 'Prefer: respond-async: the batch is a job; its status and per-item results at `status_url` (also the Location header)',
          content: dataOf({ type: 'object', properties: { job_id: { type: 'string' }, status: { const: 'queued' }, status_url: { type: 'string' } } }),
        },
        ...V2_ERRORS,
      },
    },
  };
  paths['/api/v2/jobs/{job_id}'] = {
    get: {
      operationId: 'v2_job_status',
      tags: ['Batch'],
      summary: "A job's status, and its result (an asynchronous batch's per-item results) or error once it ended",
      parameters: [{ name: 'job_id', in: 'path', required: true, schema: { type: 'string' } }],
      responses: {
        '200': {
          description: 'The job, to the user who enqueued it or a System Manager (404 to anyone else)',
          content: dataOf({ type: 'object', properties: { job_id: { type: 'string' }, status: { type: 'string', enum: ['queued', 'started', 'finished', 'failed', 'deferred', 'scheduled', 'canceled'] }, result: {}, error: { type: ['object', 'null'] } } }),
        },
        ...V2_ERRORS,
      },
    },
  };
  const anyDocs = (extra: Record<string, Schema>): Schema => ({ type: 'object', properties: { docs: { type: 'array', maxItems: 200, items: { type: 'object', properties: { doctype: { type: 'string' }, name: { type: 'string' }, ...extra }, required: ['doctype', 'name'] } } } });
  const anyAnswer = (done: string): Schema => ({
    type: 'object',
    properties: { [done]: { type: 'array', items: { type: 'object', properties: { doctype: { type: 'string' }, name: { type: 'string' } } } }, failed: { type: 'array', items: { type: 'object', properties: { doctype: { type: ['string', 'null'] }, name: { type: ['string', 'null'] }, error: { type: 'string' } } } }, total: { type: 'integer' }, success_count: { type: 'integer' }, failure_count: { type: 'integer' } },
  });
  for (const [kind, done, summary] of [['bulk_update', 'updated', 'Update documents of any DocTypes, each in its own savepoint'], ['bulk_delete', 'deleted', 'Delete documents of any DocTypes, each in its own savepoint']] as const) {
    paths[`/api/v2/method/${kind}`] = {
      post: {
        operationId: `v2_method_${kind}`, tags: ['Batch'], summary, parameters: [ref('parameters', 'idempotency_key')],
        requestBody: { required: kind === 'bulk_update', content: { 'application/json': { schema: anyDocs(kind === 'bulk_update' ? { note: { description: 'and any field to set' } } : {}) } } },
        responses: { '200': { description: `What was ${done} and what failed${kind === 'bulk_update' ? '; `docs`: the documents as saved' : ''}`, content: dataOf(anyAnswer(done), kind === 'bulk_update' ? { docs: { type: 'array', items: { type: 'object' } } } : {}) }, ...V2_ERRORS },
      },
    };
  }
  const runDoc: Schema = { type: 'object', properties: { document: { type: 'object', description: 'The document as the client holds it, saved or not' }, method: { type: 'string' }, kwargs: { type: 'object' } }, required: ['document', 'method'] };
  const runAnswer = { '200': { description: "The method's value, and the document as it left it", content: dataOf({}, { docs: { type: 'array', items: { type: 'object' } } }) }, ...V2_ERRORS };
  paths['/api/v2/method/run_doc_method'] = {
    get: { operationId: 'v2_run_doc_method_get', tags: ['Batch'], summary: 'Run a document method on a document held by the client (read permission)', parameters: ['document', 'method', 'kwargs'].map((name) => ({ name, in: 'query' as const, required: name !== 'kwargs', schema: { type: 'string' } })), responses: runAnswer },
    post: { operationId: 'v2_run_doc_method_post', tags: ['Batch'], summary: 'Run a document method on a document held by the client (write permission)', requestBody: { required: true, content: { 'application/json': { schema: runDoc } } }, responses: runAnswer },
  };
  const readable = doctypes.filter((v) => v.may.has('read') && !v.meta.issingle).map((v) => v.meta.name);
  if (readable.length > 0) {
    paths['/api/v2/realtime'] = {
      get: {
        operationId: 'v2_realtime',
        tags: ['Realtime'],
        summary: 'Server-Sent Events of a DocType (list_update, doc_update) or of one document',
        parameters: [
          { name: 'doctype', in: 'query', required: true, schema: { type: 'string', enum: readable } },
          { name: 'name', in: 'query', description: 'One document: its doc_update, doc_rename and docinfo_update', schema: { type: 'string' } },
        ],
        responses: { '200': { description: 'An event stream (`event:` and `data:` blocks); only events about documents the caller may read', content: { 'text/event-stream': { schema: { type: 'string' } } } }, ...V2_ERRORS },
      },
    };
  }
  for (const { meta, may } of doctypes) {
    if (meta.issingle) continue;
    const seg = pathSegment(meta.name);
    if (may.has('write')) {
      paths[`/api/v2/document/${seg}/bulk_update`] = { post: { operationId: `v2_bulk_update_${seg}`, tags: [meta.name], summary: `Update many ${meta.name}, each in its own savepoint`, requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', properties: { docs: { type: 'array', maxItems: 200, items: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] } } }, required: ['docs'] } } } }, responses: { '200': { description: 'What was updated and what failed', content: dataOf(BULK_ANSWER('updated')) }, ...V2_ERRORS } } };
    }
    if (may.has('delete')) {
      paths[`/api/v2/document/${seg}/bulk_delete`] = { post: { operationId: `v2_bulk_delete_${seg}`, tags: [meta.name], summary: `Delete many ${meta.name}, each in its own savepoint`, requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', properties: { names: { type: 'array', maxItems: 200, items: { type: 'string' } } }, required: ['names'] } } } }, responses: { '200': { description: 'What was deleted and what failed', content: dataOf(BULK_ANSWER('deleted')) }, ...V2_ERRORS } } };
    }
  }
  return paths;
}
