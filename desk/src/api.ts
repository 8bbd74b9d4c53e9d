import { reactive } from 'vue';
import type { Boot } from './boot';

/** An error svc answered, with the messages Frappe's body carries (`_server_messages`, `exception`). */
export class ApiError extends Error {
  constructor(readonly status: number, readonly excType: string, message: string) {
    super(message);
  }
}

/** The X-RateLimit-* headers of the latest answer: the site's rate-limit usage, when it has one. */
export interface RateLimitUsage {
  limitMicros: number;
  remainingMicros: number;
  resetSeconds: number;
  seenAt: number;
}

/** The texts of the messages (`_server_messages`) an answer carries, success or failure. */
export function serverMessages(body: any): string[] {
  const texts: string[] = [];
  try {
    for (const raw of JSON.parse(body?._server_messages ?? '[]') as string[]) {
      const m = JSON.parse(raw);
      texts.push(String(m.message ?? raw).replace(/<[^>]*>/g, ''));
    }
  } catch {
    /* a body without Frappe's messages has none */
  }
  return texts;
}

function messageOf(body: any, status: number): string {
  const texts = serverMessages(body);
  if (texts.length === 0 && body?.exception) texts.push(String(body.exception).replace(/^[\w.]+: /, ''));
  if (texts.length === 0 && body?.message && typeof body.message === 'string') texts.push(body.message);
  return texts.map((t) => t.replace(/<[^>]*>/g, '')).join(' ') || `Request failed (${status})`;
}

/** Whether the browser still holds a session: svc clears `user_id` (or sets Guest) when it ends. */
function signedIn(): boolean {
  const m = /(?:^|;\s*)user_id=([^;]*)/.exec(document.cookie);
  return !!m && decodeURIComponent(m[1]) !== 'Guest' && m[1] !== '';
}

/**
 * svc's public API with the browser's session: the sid cookie rides along by itself, writes carry
 * the session's CSRF token from the boot data (X-Frappe-CSRF-Token), as Frappe's desk sends it.
 */
export function createApi(boot: Boot) {
  const rateLimit = reactive<{ usage: RateLimitUsage | null }>({ usage: null });

  async function request(method: string, url: string, body?: unknown): Promise<any> {
    const headers: Record<string, string> = { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' };
    if (method !== 'GET' && boot.csrf_token) headers['x-frappe-csrf-token'] = boot.csrf_token;
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const res = await fetch(url, { method, headers, body: payload, credentials: 'same-origin' });
    const limit = res.headers.get('x-ratelimit-limit');
    if (limit !== null) {
      rateLimit.usage = { limitMicros: Number(limit), remainingMicros: Number(res.headers.get('x-ratelimit-remaining') ?? 0), resetSeconds: Number(res.headers.get('x-ratelimit-reset') ?? 0), seenAt: Date.now() };
    }
    const text = await res.text();
    let json: any = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    if (!res.ok) {
      // A session that ended (logged out elsewhere, expired) cannot go on: back to the login page.
      if ((res.status === 401 || res.status === 403) && !signedIn()) {
        window.location.assign(`/login?redirect-to=${encodeURIComponent(location.pathname + location.search)}`);
      }
      throw new ApiError(res.status, String(json?.exc_type ?? ''), messageOf(json, res.status));
    }
    return json;
  }

  const resource = (doctype: string, name?: string) => `/api/resource/${encodeURIComponent(doctype)}${name === undefined ? '' : `/${encodeURIComponent(name)}`}`;
  const query = (params: Record<string, unknown>) => new URLSearchParams(Object.entries(params).filter(([, v]) => v !== undefined).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString();

  return {
    rateLimit,
    request,
    /** A whitelisted method: GET for reads, POST for writes; answers its `message`. */
    async call(method: string, args: Record<string, unknown> = {}, verb: 'GET' | 'POST' = 'POST'): Promise<any> {
      const url = `/api/method/${method}`;
      const res = verb === 'GET' ? await request('GET', `${url}?${query(args)}`) : await request('POST', url, args);
      return res?.message ?? res;
    },
    /** A whitelisted write answering its `message` and the messages it printed (a queued mail's notice). */
    async callWithMessages(method: string, args: Record<string, unknown>): Promise<{ message: any; messages: string[] }> {
      const res = await request('POST', `/api/method/${method}`, args);
      return { message: res?.message, messages: serverMessages(res) };
    },
    async list(doctype: string, params: Record<string, unknown>): Promise<any[]> {
      return (await request('GET', `${resource(doctype)}?${query(params)}`)).data;
    },
    async get(doctype: string, name: string): Promise<any> {
      return (await request('GET', resource(doctype, name))).data;
    },
    async insert(doctype: string, doc: Record<string, unknown>): Promise<any> {
      return (await request('POST', resource(doctype), doc)).data;
    },
    async update(doctype: string, name: string, doc: Record<string, unknown>): Promise<any> {
      return (await request('PUT', resource(doctype, name), doc)).data;
    },
    async remove(doctype: string, name: string): Promise<void> {
      await request('DELETE', resource(doctype, name));
    },
    async upload(file: File, target: { doctype?: string; docname?: string; fieldname?: string; is_private?: boolean }): Promise<any> {
      const form = new FormData();
      form.append('file', file, file.name);
      if (target.doctype) form.append('doctype', target.doctype);
      if (target.docname) form.append('docname', target.docname);
      if (target.fieldname) form.append('fieldname', target.fieldname);
      form.append('is_private', target.is_private ? '1' : '0');
      return (await request('POST', '/api/method/upload_file', form)).message;
    },
  };
}

export type Api = ReturnType<typeof createApi>;
