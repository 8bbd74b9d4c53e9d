import type { VisibleDocType } from './caller-view.ts';
import { dataOf, READ_PARAMETERS, readAnswer, V1_ERRORS, V1_LIST_PARAMETERS, WRITE_PARAMETERS } from './shared-components.ts';
import type { Parameter, PathItem, Reference, RequestBody } from './types.ts';
import { ref } from './types.ts';

/** A DocType name as it stands in a URL path. */
export const pathSegment = (doctype: string): string => encodeURIComponent(doctype);

/** A JSON (or form) body holding a document of the DocType. */
export function documentBody(doc: Reference, description: string): RequestBody {
  return {
    required: true,
    description,
    content: {
      'application/json': { schema: doc },
      'application/x-www-form-urlencoded': { schema: { type: 'object', properties: { data: { type: 'string', description: 'The document as JSON text' } } } },
    },
  };
}

/** `run_method` on a document: the controller's whitelisted methods the caller may run. */
function runMethodParameter(view: VisibleDocType): Parameter {
  return { name: 'run_method', in: 'query', description: 'Runs a whitelisted method of the document (the method arguments go beside it)', schema: { type: 'string', enum: view.docMethods.map(([name]) => name) } };
}

/**
 * v1's `/api/resource/<DocType>[/<name>]` (frappe/api/v1.py) for one DocType: only the verbs the
 * caller's rights allow (list with read or select, create, read, update with write, delete); a
 * Single DocType is its one document at `/api/resource/<DocType>/<DocType>`.
 */
export function resourcePaths(view: VisibleDocType, doc: Reference, key: string): Record<string, PathItem> {
  const { meta, may } = view;
  const base = `/api/resource/${pathSegment(meta.name)}`;
  const tags = [meta.name];
  const id = (verb: string) => `v1_${verb}_${key}`;
  const ok = (schema: Reference | Record<string, unknown>, description: string) => ({ '200': { description, content: dataOf(schema) }, ...V1_ERRORS });
  const paths: Record<string, PathItem> = {};

  if (meta.issingle) {
    const item: PathItem = {};
    if (may.has('read')) item.get = { operationId: id('get'), tags, summary: `Read the ${meta.name} settings`, parameters: READ_PARAMETERS, responses: readAnswer(doc, V1_ERRORS) };
    if (may.has('write')) item.put = { operationId: id('update'), tags, summary: `Update the ${meta.name} settings`, parameters: WRITE_PARAMETERS, requestBody: documentBody(doc, 'The fields to change'), responses: ok(doc, 'The saved document') };
    if (item.get || item.put) paths[`${base}/${pathSegment(meta.name)}`] = item;
    return paths;
  }

  const collection: PathItem = {};
  if (may.has('read') || may.has('select')) {
    collection.get = { operationId: id('list'), tags, summary: `List ${meta.name}`, parameters: V1_LIST_PARAMETERS, responses: ok({ type: 'array', items: doc }, 'A page of documents, with the fields asked for (name only by default)') };
  }
  if (may.has('create')) collection.post = { operationId: id('create'), tags, summary: `Create a ${meta.name}`, parameters: [ref('parameters', 'idempotency_key')], requestBody: documentBody(doc, 'The new document'), responses: ok(doc, 'The created document') };
  if (collection.get || collection.post) paths[base] = collection;

  const item: PathItem = { parameters: [ref('parameters', 'name')] };
  const methods = view.docMethods.length > 0;
  if (may.has('read')) {
    const description = 'Empty fields are left out.' + (methods ? ' With run_method, the answer is what the method returned.' : '');
    item.get = { operationId: id('get'), tags, summary: `Read a ${meta.name}`, description, parameters: methods ? [...READ_PARAMETERS, runMethodParameter(view)] : READ_PARAMETERS, responses: readAnswer(doc, V1_ERRORS) };
  }
  if (may.has('write')) item.put = { operationId: id('update'), tags, summary: `Update a ${meta.name}`, description: 'A partial update: a table sent replaces the table', parameters: WRITE_PARAMETERS, requestBody: documentBody(doc, 'The fields to change'), responses: ok(doc, 'The saved document') };
  if (may.has('write') && methods) {
    item.post = { operationId: id('run_method'), tags, summary: `Run a method of a ${meta.name}`, parameters: [runMethodParameter(view)], responses: ok({}, 'What the method returned') };
  }
  if (may.has('delete')) item.delete = { operationId: id('delete'), tags, summary: `Delete a ${meta.name}`, parameters: WRITE_PARAMETERS, responses: { '202': { description: 'Deleted', content: { 'application/json': { schema: { type: 'object', properties: { message: { const: 'ok' } } } } } }, ...V1_ERRORS } };
  if (item.get || item.put || item.delete) paths[`${base}/{name}`] = item;
  return paths;
}
