import type { MethodDef, ParamSpec } from '../rpc/method-def.ts';
import type { VisibleDocType, VisibleMethod } from './caller-view.ts';
import { dataOf, V1_ERRORS, V2_ERRORS } from './shared-components.ts';
import type { Operation, Parameter, PathItem, RequestBody, Schema, SecurityRequirement, Verb } from './types.ts';

/** Tags of the method paths; a colon never stands in a DocType name, so no DocType's tag meets them. */
export const METHOD_TAG = 'RPC: methods';
export const SESSION_TAG = 'RPC: sessions and files';

/** How rpc/coerce-args.ts reads each parameter type. */
function paramSchema(p: ParamSpec): Schema {
  switch (p.type) {
    case 'str':
      return { type: 'string' };
    case 'int':
      return { type: 'integer' };
    case 'float':
      return { type: 'number' };
    case 'bool':
      return { type: ['boolean', 'integer'], description: 'true/false or 1/0' };
    case 'json':
      return { description: 'JSON (JSON text in a query string or form)' };
    default:
      return {};
  }
}

const MESSAGE: Schema = { type: 'object', description: '`{"message": <what the method returned>}`, or `{}` when it returned nothing', properties: { message: {} } };

/** `{}` first: an operation Guest may call needs no credentials. */
const withGuest = (security: SecurityRequirement[]): SecurityRequirement[] => [{}, ...security];

/**
 * One path per method definition: a method registered under several names (`frappe.` and `svc.`,
 * the short `ping`) is one path, under its `frappe.` name when it has one (what Frappe's clients
 * call), the others listed in its description.
 */
export function methodPaths(methods: VisibleMethod[], security: SecurityRequirement[]): Record<string, PathItem> {
  const byDef = new Map<MethodDef, VisibleMethod[]>();
  for (const m of methods) (byDef.get(m.def) ?? byDef.set(m.def, []).get(m.def)!).push(m);
  const paths: Record<string, PathItem> = {};
  for (const names of byDef.values()) {
    const primary = names.find((n) => n.path.startsWith('frappe.')) ?? names[0];
    const others = names.filter((n) => n !== primary).map((n) => n.path);
    const item: PathItem = {};
    for (const verb of primary.verbs) {
      const lower = verb.toLowerCase() as Verb;
      item[lower] = methodOperation(primary, lower, others, security);
    }
    paths[`/api/method/${primary.path}`] = item;
  }
  return paths;
}

function methodOperation(m: VisibleMethod, verb: Verb, aliases: string[], security: SecurityRequirement[]): Operation {
  const params = m.def.params;
  const mode = verb === 'get' ? 'Runs read-only.' : 'Runs in one transaction, committed when it returns.';
  const also = aliases.length > 0 ? ` Also at ${aliases.map((a) => `/api/method/${a}`).join(', ')}.` : '';
  const op: Operation = { operationId: `v1_${verb}_${m.path}`, tags: [METHOD_TAG], summary: m.path, description: `${mode}${also}`, responses: { '200': { description: 'The result', content: { 'application/json': { schema: MESSAGE } } }, ...V1_ERRORS } };
  if (m.def.allowGuest) op.security = withGuest(security);
  return { ...op, ...argumentsOf(verb, params) };
}

/** A method's arguments: query parameters for GET and DELETE, a JSON or form body otherwise. */
function argumentsOf(verb: Verb, params: readonly ParamSpec[]): Pick<Operation, 'parameters' | 'requestBody'> {
  if (params.length === 0) return {};
  if (verb === 'get' || verb === 'delete') return { parameters: params.map((p): Parameter => ({ name: p.name, in: 'query', required: p.required === true, schema: paramSchema(p) })) };
  return { requestBody: argumentsBody(params) };
}

function argumentsBody(params: readonly ParamSpec[]): RequestBody {
  const properties = Object.fromEntries(params.map((p) => [p.name, paramSchema(p)]));
  const required = params.filter((p) => p.required).map((p) => p.name);
  const schema: Schema = { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
  return { content: { 'application/json': { schema }, 'application/x-www-form-urlencoded': { schema } } };
}

/**
 * The methods the HTTP layer answers itself (http/routes/session-methods.ts, file-methods.ts):
 * login (Guest), logout, upload_file (Guest only where the site allows guest uploads).
 */
export function sessionAndFilePaths(guest: boolean, guestUploads: boolean, security: SecurityRequirement[]): Record<string, PathItem> {
  const tags = [SESSION_TAG];
  const paths: Record<string, PathItem> = {};
  const credentials: Schema = { type: 'object', properties: { usr: { type: 'string', description: 'User name or e-mail' }, pwd: { type: 'string', format: 'password', maxLength: 512 } }, required: ['usr', 'pwd'] };
  paths['/api/method/login'] = {
    post: {
      operationId: 'v1_login', tags, summary: 'Log in', description: 'Opens a session: sets the `sid` cookie (and system_user, full_name, user_id, user_image).', security: [{}],
      requestBody: { required: true, content: { 'application/json': { schema: credentials }, 'application/x-www-form-urlencoded': { schema: credentials } } },
      responses: { '200': { description: 'Logged in', content: { 'application/json': { schema: { type: 'object', properties: { message: { type: 'string', examples: ['Logged In'] }, home_page: { type: 'string' }, full_name: { type: 'string' } } } } } }, ...V1_ERRORS },
    },
  };
  const empty = { '200': { description: 'Logged out; the session cookies are cleared', content: { 'application/json': { schema: { type: 'object' } } } }, ...V1_ERRORS };
  if (!guest) paths['/api/method/logout'] = { get: { operationId: 'v1_logout_get', tags, summary: 'Log out', responses: empty }, post: { operationId: 'v1_logout', tags, summary: 'Log out', responses: empty } };
  if (!guest || guestUploads) {
    const form: Schema = {
      type: 'object',
      properties: {
        file: { type: 'string', contentMediaType: 'application/octet-stream', description: 'The file' },
        is_private: { type: 'integer', enum: [0, 1] },
        folder: { type: 'string', default: 'Home' },
        doctype: { type: 'string', description: 'Attach to a document of this DocType' },
        docname: { type: 'string' },
        fieldname: { type: 'string', description: 'An Attach field of the document to set to the new URL' },
        file_url: { type: 'string', description: 'Register an existing URL instead of sending bytes' },
        file_name: { type: 'string' },
      },
    };
    paths['/api/method/upload_file'] = {
      post: {
        operationId: 'v1_upload_file', tags, summary: 'Upload a file', description: 'Also at /api/method/frappe.handler.upload_file. The body is capped at the site\'s max_file_size (413).',
        ...(guest ? { security: withGuest(security) } : {}),
        requestBody: { required: true, content: { 'multipart/form-data': { schema: form } } },
        responses: { '200': { description: 'The File document', content: { 'application/json': { schema: { type: 'object', properties: { message: { type: 'object' } } } } } }, ...V1_ERRORS },
      },
    };
  }
  return paths;
}

/** `<app>[.<module>].doctype.<doctype>.<doctype>.<method>`: a function of a DocType's controller module. */
const MODULE_METHOD = /^[^.]+(?:\.[^.]+)?\.doctype\.([^.]+)\.\1\.([^.]+)$/;

/**
 * v2's RPC paths: `method/<dotted.path>` names any method the caller may call (the same registry
 * as v1, so one path with the names listed), and `method/<DocType>/<method>` each function of a
 * DocType's controller module (http/routes/v2/method.ts resolves it the same way) whose DocType
 * the caller sees. Answers are `{"data": <what it returned>}`.
 */
export function v2MethodPaths(methods: VisibleMethod[], doctypes: VisibleDocType[], guest: boolean, security: SecurityRequirement[]): Record<string, PathItem> {
  const tags = [METHOD_TAG];
  const names = [...new Set(methods.map((m) => m.path))];
  if (!guest) names.push('logout');
  const paths: Record<string, PathItem> = {};
  const anyGuest = (def: MethodDef | null) => (guest || def?.allowGuest ? { security: withGuest(security) } : {});
  const op = (verb: string, summary: string, def: MethodDef | null, body?: RequestBody): Operation => ({
    operationId: `v2_method_${verb}`, tags, summary, ...anyGuest(def), ...(body ? { requestBody: body } : {}),
    responses: { '200': { description: 'What the method returned', content: dataOf({}) }, ...V2_ERRORS },
  });
  const args: RequestBody = { content: { 'application/json': { schema: { type: 'object', description: 'The arguments' } } } };
  if (names.length > 0) {
    const param: Parameter = { name: 'method', in: 'path', required: true, description: 'The dotted path of a whitelisted method', schema: { type: 'string', enum: names.sort() } };
    paths['/api/v2/method/{method}'] = { parameters: [param], get: op('get', 'Call a whitelisted method (read-only)', null), post: op('post', 'Call a whitelisted method', null, args) };
  }
  const byModule = new Map(doctypes.map((d) => [d.meta.name.replace(/[ -]/g, '_').toLowerCase(), d.meta.name]));
  for (const m of methods) {
    const match = MODULE_METHOD.exec(m.path);
    const doctype = match ? byModule.get(match[1]) : undefined;
    if (!match || !doctype) continue;
    const item: PathItem = {};
    for (const verb of m.verbs) {
      const lower = verb.toLowerCase() as Verb;
      item[lower] = { ...op(`${lower}_${m.path}`, `${m.path} (as ${doctype}/${match[2]})`, m.def), ...argumentsOf(lower, m.def.params) };
    }
    paths[`/api/v2/method/${encodeURIComponent(doctype)}/${match[2]}`] = item;
  }
  return paths;
}
