import assert from 'node:assert/strict';
import { send } from './scenario.ts';
import type { TestSite } from './test-site.ts';

/** A field row of a DocType definition, as Frappe's doctype JSON writes it. */
export interface FieldDef {
  fieldname?: string;
  fieldtype: string;
  label?: string;
  options?: string;
  reqd?: number;
  unique?: number;
  default?: string;
  allow_on_submit?: number;
  fetch_from?: string;
  length?: number;
  [key: string]: unknown;
}

export interface DocTypeOptions {
  autoname?: string;
  istable?: number;
  is_submittable?: number;
  permissions?: Array<Record<string, unknown>>;
  /** Authorization header; Administrator by default. */
  auth?: string;
}

/** Every right a System Manager gets on the test DocTypes. */
export const FULL_RIGHTS = { role: 'System Manager', read: 1, write: 1, create: 1, delete: 1, submit: 1, cancel: 1, amend: 1 };

/** The JSON body of a custom DocType definition. */
export function doctypeBody(name: string, fields: FieldDef[], options: DocTypeOptions = {}): Record<string, unknown> {
  const body: Record<string, unknown> = { name, module: 'Custom', custom: 1, fields };
  if (options.autoname !== undefined) body.autoname = options.autoname;
  if (options.istable) body.istable = 1;
  if (options.is_submittable) body.is_submittable = 1;
  body.permissions = options.istable ? [] : (options.permissions ?? [FULL_RIGHTS]);
  return body;
}

/** Creates a custom DocType through POST /api/resource/DocType and asserts it was created. */
export async function createDocType(site: TestSite, name: string, fields: FieldDef[], options: DocTypeOptions = {}): Promise<Record<string, any>> {
  const res = await send(site, { method: 'POST', url: '/api/resource/DocType', auth: options.auth ?? site.adminAuth, json: doctypeBody(name, fields, options) });
  assert.equal(res.statusCode, 200, `creating DocType ${name}: ${res.body.slice(0, 600)}`);
  return JSON.parse(res.body).data;
}

/** POSTs a document as Administrator (or `auth`) and returns the parsed response. */
export async function post(site: TestSite, doctype: string, json: unknown, auth = site.adminAuth): Promise<{ status: number; json: any }> {
  const res = await send(site, { method: 'POST', url: `/api/resource/${encodeURIComponent(doctype)}`, auth, json });
  return { status: res.statusCode, json: res.body ? JSON.parse(res.body) : undefined };
}

/** PUTs a partial update as Administrator (or `auth`). */
export async function put(site: TestSite, doctype: string, name: string | number, json: unknown, auth = site.adminAuth): Promise<{ status: number; json: any }> {
  const res = await send(site, { method: 'PUT', url: `/api/resource/${encodeURIComponent(doctype)}/${encodeURIComponent(String(name))}`, auth, json });
  return { status: res.statusCode, json: res.body ? JSON.parse(res.body) : undefined };
}

/** GETs one document as Administrator (or `auth`). */
export async function get(site: TestSite, doctype: string, name: string | number, auth = site.adminAuth): Promise<{ status: number; json: any }> {
  const res = await send(site, { method: 'GET', url: `/api/resource/${encodeURIComponent(doctype)}/${encodeURIComponent(String(name))}`, auth });
  return { status: res.statusCode, json: res.body ? JSON.parse(res.body) : undefined };
}

/** Lists every row of a DocType (given fields, all rows) as Administrator (or `auth`). */
export async function list(site: TestSite, doctype: string, query: Record<string, unknown> = {}, auth = site.adminAuth): Promise<{ status: number; json: any }> {
  const params = new URLSearchParams({ limit_page_length: '0' });
  for (const [k, v] of Object.entries(query)) params.set(k, typeof v === 'string' ? v : JSON.stringify(v));
  const res = await send(site, { method: 'GET', url: `/api/resource/${encodeURIComponent(doctype)}?${params}`, auth });
  return { status: res.statusCode, json: res.body ? JSON.parse(res.body) : undefined };
}
