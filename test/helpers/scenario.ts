import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';
import type { TestSite } from './test-site.ts';

/** One black-box request and what must come back (PocketBase's ApiScenario, in table form). */
export interface Scenario {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'HEAD' | 'OPTIONS';
  url: string;
  /** Authorization header; omitted means Guest. */
  auth?: string;
  headers?: Record<string, string>;
  /** JSON body. */
  json?: unknown;
  /** Form-encoded body. */
  form?: Record<string, string>;
  status: number;
  /** Keys that must be present in the JSON body with these values (deep equality per key). */
  body?: Record<string, unknown>;
  /** The exc_type the body must carry. */
  excType?: string;
  /** Any further check on the response. */
  check?: (res: LightMyRequestResponse, json: any) => void | Promise<void>;
}

/** Sends a request to the test site's app (never over a socket). */
export async function send(site: TestSite, s: Omit<Scenario, 'name' | 'status'>): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...(s.headers ?? {}) };
  if (s.auth) headers.authorization = s.auth;
  let payload: string | undefined;
  if (s.json !== undefined) {
    headers['content-type'] ??= 'application/json';
    payload = typeof s.json === 'string' ? s.json : JSON.stringify(s.json);
  } else if (s.form) {
    headers['content-type'] ??= 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(s.form).toString();
  }
  return site.app.inject({ method: s.method, url: s.url, headers, payload });
}

/** Runs a scenario and asserts its status, body keys and exc_type. */
export async function runScenario(site: TestSite, s: Scenario): Promise<any> {
  const res = await send(site, s);
  let json: any = undefined;
  try {
    json = res.body ? JSON.parse(res.body) : undefined;
  } catch {
    json = undefined;
  }
  assert.equal(res.statusCode, s.status, `${s.name}: status ${res.statusCode}, body ${res.body.slice(0, 600)}`);
  if (s.excType) assert.equal(json?.exc_type, s.excType, `${s.name}: exc_type in ${res.body.slice(0, 400)}`);
  if (s.body) for (const [k, v] of Object.entries(s.body)) assert.deepEqual(json?.[k], v, `${s.name}: body.${k} in ${res.body.slice(0, 400)}`);
  if (s.check) await s.check(res, json);
  return json;
}

/** Decodes Frappe's `_server_messages` (a JSON list of JSON strings) into message objects. */
export function serverMessages(json: any): Array<Record<string, unknown>> {
  if (!json?._server_messages) return [];
  return (JSON.parse(json._server_messages) as string[]).map((m) => JSON.parse(m));
}
