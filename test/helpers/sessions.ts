import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';
import type { TestSite } from './test-site.ts';

/** One parsed Set-Cookie line: name, value and attributes (lower-case names, `true` for flags). */
export interface SetCookie {
  name: string;
  value: string;
  attrs: Record<string, string | true>;
  raw: string;
}

/** Every Set-Cookie of a response, in order. */
export function setCookies(res: { headers: Record<string, unknown> }): SetCookie[] {
  const raw = res.headers['set-cookie'];
  const lines = raw === undefined ? [] : Array.isArray(raw) ? raw.map(String) : [String(raw)];
  return lines.map((line) => {
    const [first, ...rest] = line.split(/;\s*/);
    const eq = first.indexOf('=');
    const attrs: Record<string, string | true> = {};
    for (const a of rest) {
      const i = a.indexOf('=');
      if (i < 0) attrs[a.toLowerCase()] = true;
      else attrs[a.slice(0, i).toLowerCase()] = a.slice(i + 1);
    }
    return { name: first.slice(0, eq), value: first.slice(eq + 1), attrs, raw: line };
  });
}

/** The sid a response set (the last `sid=` cookie that is not a deletion). */
export function sidOf(res: { headers: Record<string, unknown> }): string {
  const c = setCookies(res).filter((x) => x.name === 'sid' && x.value !== '');
  assert.ok(c.length > 0, `no sid cookie in ${JSON.stringify(res.headers['set-cookie'])}`);
  return c[c.length - 1].value;
}

export interface Sent {
  status: number;
  body: string;
  json: any;
  headers: Record<string, unknown>;
  res: LightMyRequestResponse;
}

export interface Req {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'HEAD';
  url: string;
  sid?: string;
  headers?: Record<string, string>;
  json?: unknown;
  form?: Record<string, string>;
  /** Raw payload with its own content-type header. */
  payload?: string;
  remoteAddress?: string;
}

/** Sends a request, optionally with a `sid` cookie, and parses a JSON answer. */
export async function req(site: TestSite, r: Req): Promise<Sent> {
  const headers: Record<string, string> = { ...(r.headers ?? {}) };
  if (r.sid !== undefined) headers.cookie = headers.cookie ? `${headers.cookie}; sid=${r.sid}` : `sid=${r.sid}`;
  let payload = r.payload;
  if (r.json !== undefined) {
    headers['content-type'] ??= 'application/json';
    payload = JSON.stringify(r.json);
  } else if (r.form) {
    headers['content-type'] ??= 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(r.form).toString();
  }
  const res = await site.app.inject({ method: r.method ?? 'GET', url: r.url, headers, payload, ...(r.remoteAddress ? { remoteAddress: r.remoteAddress } : {}) });
  let json: any;
  try {
    json = res.body ? JSON.parse(res.body) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.statusCode, body: res.body, json, headers: res.headers as Record<string, unknown>, res };
}

/** Logs in through the JSON API (as frappe-js-sdk does) and returns the sid; the login must succeed. */
export async function jsonLogin(site: TestSite, usr: string, pwd: string, extra: Partial<Req> = {}): Promise<string> {
  const r = await req(site, { method: 'POST', url: '/api/method/login', json: { usr, pwd }, headers: { accept: 'application/json' }, ...extra });
  assert.equal(r.status, 200, `login ${usr}: ${r.body.slice(0, 400)}`);
  return sidOf(r);
}

/** The user a sid acts for: get_logged_user's message, or null when it answers as Guest (403). */
export async function whoAmI(site: TestSite, sid: string, extra: Partial<Req> = {}): Promise<string | null> {
  const r = await req(site, { url: '/api/method/frappe.auth.get_logged_user', sid, ...extra });
  if (r.status === 403) return null;
  assert.equal(r.status, 200, r.body.slice(0, 400));
  return r.json.message;
}

/** Logs in through the /login HTML form as a browser does (GET for the form token, then POST); returns the response. */
export async function pageLogin(site: TestSite, usr: string, pwd: string, redirectTo?: string): Promise<Sent> {
  const page = await req(site, { url: `/login${redirectTo !== undefined ? `?redirect-to=${encodeURIComponent(redirectTo)}` : ''}` });
  assert.equal(page.status, 200, page.body.slice(0, 300));
  const token = /name="login_token" value="([0-9a-f]+)"/.exec(page.body)?.[1];
  assert.ok(token, 'the login form carries a token');
  const form: Record<string, string> = { login_token: token, usr, pwd };
  if (redirectTo !== undefined) form['redirect-to'] = redirectTo;
  return req(site, { method: 'POST', url: '/login', form, headers: { cookie: `login_token=${token}` } });
}

export const DAY = 86_400;
