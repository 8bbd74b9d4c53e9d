import assert from 'node:assert/strict';
import type { Scenario } from './scenario.ts';
import { send } from './scenario.ts';
import type { TestSite } from './test-site.ts';
import { createDocType, createRole, insert } from './fixtures.ts';

/** The three ways Frappe clients send method arguments. */
export type ArgForm = 'query' | 'form' | 'json';
export const ARG_FORMS: ArgForm[] = ['query', 'form', 'json'];

type Verb = Scenario['method'];

/** Text of one argument as a query string or form field carries it (non-strings as JSON). */
const text = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/**
 * The request part of a scenario calling `/api/method/<method>` with `args` in one argument form:
 * the query string (GET unless `verb` says otherwise), form fields or a JSON body (POST by default).
 */
export function methodRequest(method: string, args: Record<string, unknown>, form: ArgForm, verb?: Verb): Pick<Scenario, 'method' | 'url' | 'form' | 'json'> {
  const url = `/api/method/${method}`;
  if (form === 'query') {
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(args)) if (v !== undefined) qs.set(k, text(v));
    return { method: verb ?? 'GET', url: `${url}?${qs}` };
  }
  if (form === 'form') {
    const fields: Record<string, string> = {};
    for (const [k, v] of Object.entries(args)) if (v !== undefined) fields[k] = text(v);
    return { method: verb ?? 'POST', url, form: fields };
  }
  return { method: verb ?? 'POST', url, json: args };
}

/** Calls a method and returns status and parsed body; never asserts. */
export async function callRpc(site: TestSite, method: string, args: Record<string, unknown>, options: { form?: ArgForm; verb?: Verb; auth?: string | null } = {}): Promise<{ status: number; json: any; body: string }> {
  const auth = options.auth === undefined ? site.adminAuth : options.auth ?? undefined;
  const res = await send(site, { ...methodRequest(method, args, options.form ?? 'json', options.verb), auth });
  let json: any;
  try {
    json = res.body ? JSON.parse(res.body) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.statusCode, json, body: res.body };
}

/** Calls a method that must answer 200 and returns its `message`. */
export async function message(site: TestSite, method: string, args: Record<string, unknown>, options: Parameters<typeof callRpc>[3] = {}): Promise<any> {
  const r = await callRpc(site, method, args, options);
  assert.equal(r.status, 200, `${method} ${JSON.stringify(args).slice(0, 200)}: ${r.body.slice(0, 600)}`);
  return r.json.message;
}

/** Names and auth headers of the documents and users the frappe.client tests share. */
export interface RpcFixtures {
  /** A user with no roles: ToDo rules let them see ToDos allocated to or assigned by them. */
  alice: string;
  bob: string;
  /** A desk user with role Tester: reads Widget (level 0) and Widget Settings, writes nothing. */
  tester: string;
  /** A desk user with role Clerk: creates, reads and writes Vouchers but may not submit or cancel. */
  clerk: string;
  /** ToDos: alpha (allocated to alice), bravo (allocated to bob, Closed), charlie (Administrator's). */
  todos: { alpha: string; bravo: string; charlie: string };
}

/**
 * Creates the shared fixtures: roles Tester and Clerk; DocTypes `Widget Part` (child: part, unique
 * code), `Widget` (prompt-named: title, qty, secret at permlevel 1, parts), `Widget Settings`
 * (single: motto, limit_qty, hidden_note at permlevel 1, tagline never set) and `Voucher` (submittable: amount,
 * note, widget link); users alice, bob, tester, clerk; three ToDos and widget W1 with two parts.
 */
export async function setupRpcFixtures(site: TestSite): Promise<RpcFixtures> {
  await createRole(site, 'Tester');
  await createRole(site, 'Clerk');
  await createDocType(site, {
    name: 'Widget Part',
    istable: 1,
    fields: [
      { fieldname: 'part', fieldtype: 'Data', label: 'Part' },
      { fieldname: 'code', fieldtype: 'Data', label: 'Code', unique: 1 },
    ],
    permissions: [],
  });
  await createDocType(site, {
    name: 'Widget',
    autoname: 'prompt',
    fields: [
      { fieldname: 'title', fieldtype: 'Data', label: 'Title' },
      { fieldname: 'qty', fieldtype: 'Int', label: 'Qty' },
      { fieldname: 'secret', fieldtype: 'Data', label: 'Secret', permlevel: 1 },
      { fieldname: 'parts', fieldtype: 'Table', label: 'Parts', options: 'Widget Part' },
    ],
    permissions: [
      { role: 'System Manager', read: 1, write: 1, create: 1, delete: 1 },
      { role: 'System Manager', permlevel: 1, read: 1, write: 1 },
      { role: 'Tester', read: 1 },
    ],
  });
  await createDocType(site, {
    name: 'Widget Settings',
    issingle: 1,
    fields: [
      { fieldname: 'motto', fieldtype: 'Data', label: 'Motto' },
      { fieldname: 'limit_qty', fieldtype: 'Int', label: 'Limit Qty' },
      { fieldname: 'hidden_note', fieldtype: 'Data', label: 'Hidden Note', permlevel: 1 },
      { fieldname: 'tagline', fieldtype: 'Data', label: 'Tagline' },
    ],
    permissions: [
      { role: 'System Manager', read: 1, write: 1 },
      { role: 'System Manager', permlevel: 1, read: 1, write: 1 },
      { role: 'Tester', read: 1 },
    ],
  });
  await createDocType(site, {
    name: 'Voucher',
    is_submittable: 1,
    fields: [
      { fieldname: 'amount', fieldtype: 'Int', label: 'Amount', reqd: 1 },
      { fieldname: 'note', fieldtype: 'Data', label: 'Note' },
      { fieldname: 'widget', fieldtype: 'Link', label: 'Widget', options: 'Widget' },
    ],
    permissions: [
      { role: 'System Manager', read: 1, write: 1, create: 1, delete: 1, submit: 1, cancel: 1, amend: 1 },
      { role: 'Clerk', read: 1, write: 1, create: 1, delete: 1 },
    ],
  });
  const alice = await site.addUser('alice@example.com', []);
  const bob = await site.addUser('bob@example.com', []);
  const tester = await site.addUser('tester@example.com', ['Tester']);
  const clerk = await site.addUser('clerk@example.com', ['Clerk']);
  const alpha = (await insert(site, 'ToDo', { description: 'alpha', priority: 'High', allocated_to: 'alice@example.com' })).name;
  const bravo = (await insert(site, 'ToDo', { description: 'bravo', priority: 'Low', status: 'Closed', allocated_to: 'bob@example.com' })).name;
  const charlie = (await insert(site, 'ToDo', { description: 'charlie', date: '2024-05-01' })).name;
  await insert(site, 'Widget', { name: 'W1', title: 'First', qty: 5, secret: 's1', parts: [{ part: 'bolt', code: 'B-1' }, { part: 'nut', code: 'N-1' }] });
  const put = await send(site, { method: 'PUT', url: '/api/resource/Widget%20Settings/Widget%20Settings', auth: site.adminAuth, json: { motto: 'Be kind', limit_qty: 7, hidden_note: 'psst' } });
  assert.equal(put.statusCode, 200, put.body);
  return { alice, bob, tester, clerk, todos: { alpha, bravo, charlie } };
}
