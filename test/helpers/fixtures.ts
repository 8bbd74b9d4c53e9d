import assert from 'node:assert/strict';
import type { TestSite } from './test-site.ts';
import { send } from './scenario.ts';

/** Creates a custom DocType through `POST /api/resource/DocType` as Administrator. */
export async function createDocType(site: TestSite, def: Record<string, unknown>): Promise<void> {
  const res = await send(site, { method: 'POST', url: '/api/resource/DocType', auth: site.adminAuth, json: { module: 'Custom', ...def } });
  assert.equal(res.statusCode, 200, `create DocType ${String(def.name)}: ${res.body.slice(0, 600)}`);
}

/** Inserts a document (as Administrator unless `auth` is given) and returns it. */
export async function insert(site: TestSite, doctype: string, doc: Record<string, unknown>, auth = site.adminAuth): Promise<any> {
  const res = await send(site, { method: 'POST', url: `/api/resource/${encodeURIComponent(doctype)}`, auth, json: doc });
  assert.equal(res.statusCode, 200, `insert ${doctype}: ${res.body.slice(0, 600)}`);
  return JSON.parse(res.body).data;
}

/** Creates a Role (desk access unless told otherwise) as Administrator. */
export async function createRole(site: TestSite, roleName: string, deskAccess = 1): Promise<void> {
  await insert(site, 'Role', { role_name: roleName, desk_access: deskAccess });
}

/** A listing URL: strings are sent as they are, everything else as JSON text. */
export function listUrl(doctype: string, params: Record<string, unknown> = {}, suffix = ''): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) qs.set(k, typeof v === 'string' ? v : JSON.stringify(v));
  const q = qs.toString();
  return `/api/resource/${encodeURIComponent(doctype)}${suffix}${q ? `?${q}` : ''}`;
}

/** Who sends a request: an Authorization header, or null for Guest. */
export type Auth = string | null;

/** GETs a listing (as Administrator unless `auth` says otherwise; null is Guest) and returns status and parsed body. */
export async function list(site: TestSite, doctype: string, params: Record<string, unknown> = {}, auth: Auth = site.adminAuth): Promise<{ status: number; json: any; body: string }> {
  const res = await send(site, { method: 'GET', url: listUrl(doctype, params), auth: auth ?? undefined });
  let json: any;
  try {
    json = JSON.parse(res.body);
  } catch {
    json = undefined;
  }
  return { status: res.statusCode, json, body: res.body };
}

/** GETs a listing that must succeed and returns its rows. */
export async function rows(site: TestSite, doctype: string, params: Record<string, unknown> = {}, auth: Auth = site.adminAuth): Promise<any[]> {
  const r = await list(site, doctype, params, auth);
  assert.equal(r.status, 200, `list ${doctype} ${JSON.stringify(params)}: ${r.body.slice(0, 600)}`);
  return r.json.data;
}

/** Names of a successful listing, in order. */
export async function names(site: TestSite, doctype: string, params: Record<string, unknown> = {}, auth: Auth = site.adminAuth): Promise<string[]> {
  return (await rows(site, doctype, { limit_page_length: 0, ...params }, auth)).map((r) => r.name);
}

/** `YYYY-MM-DD` of today (UTC) shifted by `days`. */
export function utcDay(days = 0): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Sorted copy, for set-like comparisons. */
export const sorted = (xs: string[]): string[] => [...xs].sort();

/** Fields of the custom parent DocType `Gadget` (prompt-named) used by the listing tests. */
export const GADGET_FIELDS = [
  { fieldname: 'title', fieldtype: 'Data', label: 'Title' },
  { fieldname: 'qty', fieldtype: 'Int', label: 'Qty' },
  { fieldname: 'price', fieldtype: 'Float', label: 'Price' },
  { fieldname: 'kind', fieldtype: 'Data', label: 'Kind' },
  { fieldname: 'day', fieldtype: 'Date', label: 'Day' },
  { fieldname: 'at', fieldtype: 'Datetime', label: 'At' },
  { fieldname: 'maker', fieldtype: 'Link', label: 'Maker', options: 'User' },
  { fieldname: 'parts', fieldtype: 'Table', label: 'Parts', options: 'Gadget Part' },
  { fieldname: 'secret', fieldtype: 'Data', label: 'Secret', permlevel: 1 },
];

/**
 * Creates role `Tester` (desk access), the child DocType `Gadget Part` (part, weight) and the
 * parent `Gadget` (see GADGET_FIELDS): System Manager reads everything, Tester reads level 0 only,
 * Guest reads nothing. Returns a Tester user's auth.
 */
export async function setupGadget(site: TestSite, testerEmail = 'tester@example.com'): Promise<string> {
  await createRole(site, 'Tester');
  await createDocType(site, {
    name: 'Gadget Part',
    istable: 1,
    fields: [
      { fieldname: 'part', fieldtype: 'Data', label: 'Part' },
      { fieldname: 'weight', fieldtype: 'Int', label: 'Weight' },
    ],
    permissions: [],
  });
  await createDocType(site, {
    name: 'Gadget',
    autoname: 'prompt',
    title_field: 'title',
    fields: GADGET_FIELDS,
    permissions: [
      { role: 'System Manager', read: 1, write: 1, create: 1, delete: 1 },
      { role: 'System Manager', permlevel: 1, read: 1, write: 1 },
      { role: 'Tester', read: 1 },
    ],
  });
  return site.addUser(testerEmail, ['Tester']);
}
