import type { VisibleDocType } from './caller-view.ts';
import { documentBody, pathSegment } from './resource-paths.ts';
import { COUNT_PARAMETERS, dataOf, READ_PARAMETERS, readAnswer, V2_ERRORS, V2_LIST_PARAMETERS, WRITE_PARAMETERS } from './shared-components.ts';
import type { Operation, PathItem, Reference, Schema } from './types.ts';
import { ref } from './types.ts';

const ok = (schema: Schema | Reference, description: string, extra: Record<string, Schema> = {}) => ({ '200': { description, content: dataOf(schema, extra) }, ...V2_ERRORS });

/**
 * v2's document and doctype paths (frappe/api/v2.py `url_rules`) for one DocType, each verb only
 * where the caller's rights allow it: `document/<doctype>` (list, create), `document/<doctype>/
 * <name>` (read, PATCH/PUT update, delete), `document/<doctype>/<name>/method/<method>` (the
 * controller's whitelisted methods: GET with read, POST with write), `document/<doctype>/<name>/
 * copy`, `doctype/<doctype>/meta` (signed-in users), `doctype/<doctype>/count` and `/search`. Every answer is `{"data": ...}`.
 */
export function v2DocumentPaths(view: VisibleDocType, doc: Reference, key: string, guest: boolean): Record<string, PathItem> {
  const { meta, may } = view;
  const seg = pathSegment(meta.name);
  const tags = [meta.name];
  const id = (verb: string) => `v2_${verb}_${key}`;
  const paths: Record<string, PathItem> = {};
  const listable = may.has('read') || may.has('select');

  if (!meta.issingle) {
    const collection: PathItem = {};
    if (listable) {
      collection.get = { operationId: id('list'), tags, summary: `List ${meta.name} (v2)`, parameters: V2_LIST_PARAMETERS, responses: ok({ type: 'array', items: doc }, 'A page of documents', {
        has_next_page: { type: 'boolean' },
        count: { type: 'integer', minimum: 0, description: 'With include=count: the matching documents, counted up to 1,000' },
        count_capped: { type: 'boolean', description: 'With include=count: the count stopped at its cap or its time limit (an "at least")' },
      }) };
    }
    if (may.has('create')) collection.post = { operationId: id('create'), tags, summary: `Create a ${meta.name} (v2)`, parameters: [ref('parameters', 'idempotency_key')], requestBody: documentBody(doc, 'The new document'), responses: ok(doc, 'The created document') };
    if (collection.get || collection.post) paths[`/api/v2/document/${seg}`] = collection;
  }

  const item: PathItem = meta.issingle ? {} : { parameters: [ref('parameters', 'name')] };
  if (may.has('read')) item.get = { operationId: id('get'), tags, summary: `Read a ${meta.name} (v2)`, parameters: READ_PARAMETERS, responses: readAnswer(doc, V2_ERRORS) };
  if (may.has('write')) {
    const update = (verb: string): Operation => ({ operationId: id(verb), tags, summary: `Update a ${meta.name} (v2)`, parameters: WRITE_PARAMETERS, requestBody: documentBody(doc, 'The fields to change'), responses: ok(doc, 'The saved document') });
    item.patch = update('patch');
    item.put = update('put');
  }
  if (may.has('delete') && !meta.issingle) item.delete = { operationId: id('delete'), tags, summary: `Delete a ${meta.name} (v2)`, parameters: WRITE_PARAMETERS, responses: { '202': { description: 'Deleted', content: dataOf({ const: 'ok' }) }, ...V2_ERRORS } };
  if (item.get || item.patch || item.delete) paths[`/api/v2/document/${seg}/${meta.issingle ? seg : '{name}'}`] = item;

  if (view.docMethods.length > 0 && !meta.issingle) {
    const methodParam = { name: 'method', in: 'path' as const, required: true, schema: { type: 'string', enum: view.docMethods.map(([name]) => name) } };
    const run: PathItem = { parameters: [ref('parameters', 'name'), methodParam] };
    const runOp = (verb: string, right: string): Operation => ({ operationId: id(`method_${verb}`), tags, summary: `Run a method of a ${meta.name} (${right} permission)`, responses: ok({}, 'What the method returned') });
    run.get = runOp('get', 'read');
    if (may.has('write')) run.post = runOp('post', 'write');
    paths[`/api/v2/document/${seg}/{name}/method/{method}`] = run;
  }

  if (may.has('read') && !meta.issingle) {
    paths[`/api/v2/document/${seg}/{name}/copy`] = { parameters: [ref('parameters', 'name')], get: { operationId: id('copy'), tags, summary: `A copy of a ${meta.name}, ready to post as a new one`, responses: ok({ type: 'object' }, 'The document without its name, owner, timestamps and docstatus') } };
  }
  if (listable && !meta.issingle) {
    const parameters = ['txt', 'filters', 'reference_doctype', 'limit', 'start'].map((name) => ({ name, in: 'query' as const, schema: { type: name === 'limit' || name === 'start' ? 'integer' : 'string' } }));
    const found: Schema = { type: 'array', items: { type: 'object', properties: { value: { type: 'string' }, label: { type: 'string' }, description: { type: 'string' } }, required: ['value'] } };
    paths[`/api/v2/doctype/${seg}/search`] = { get: { operationId: id('search'), tags, summary: `Link search in ${meta.name}`, parameters, responses: ok(found, 'What search_link finds, as {value, description}') } };
  }
  // Frappe asks only for a signed-in user (only_for("All")); svc also asks for read or select.
  if (!guest && listable) paths[`/api/v2/doctype/${seg}/meta`] = { get: { operationId: id('meta'), tags, summary: `The ${meta.name} DocType definition`, responses: ok({ type: 'object' }, 'The DocType with its fields and permissions') } };
  if (listable && !meta.issingle) {
    const parameters = [...COUNT_PARAMETERS, { name: 'limit', in: 'query' as const, schema: { type: 'integer', minimum: 1 } }];
    paths[`/api/v2/doctype/${seg}/count`] = { get: { operationId: id('count'), tags, summary: `Count ${meta.name}`, parameters, description: 'With `limit`, the count stops there and is null when it runs out of time', responses: ok({ type: ['integer', 'null'], minimum: 0 }, 'The number of documents the caller may read that match') } };
  }
  return paths;
}
