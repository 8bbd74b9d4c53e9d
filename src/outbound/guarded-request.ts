import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { blockedReason } from './blocked-address.ts';

/** One outbound HTTP request, as a webhook (or any other feature calling out) makes it. */
export interface OutboundRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
  /** The whole exchange, connection to last byte read. */
  readonly timeoutMs: number;
  /** Loopback, private, link-local and the other ranges of blocked-address.ts may be reached (site config). */
  readonly allowPrivate: boolean;
  /** The most of the response body kept (the rest is not read); 64 KiB by default. */
  readonly maxResponseBytes?: number;
}

export interface OutboundResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/**
 * How a request ended: a response (any status: a redirect is answered as it is, never followed),
 * or why none came: `refused` before anything was sent (a bad URL, a blocked address), `network`
 * (refused connection, reset, DNS failure) or `timeout`.
 */
export type OutboundOutcome =
  | { readonly ok: true; readonly response: OutboundResponse }
  | { readonly ok: false; readonly kind: 'refused' | 'network' | 'timeout'; readonly error: string };

const DEFAULT_MAX_RESPONSE = 64 * 1024;

/** A refusal the guarded lookup raises: told apart from DNS failures by its code. */
const BLOCKED = 'ERR_SVC_BLOCKED_ADDRESS';

/**
 * The DNS lookup the connection uses: the host is resolved once, every address it has is checked,
 * and the connection goes to those very addresses, so no second resolution can swap in another
 * (no DNS-rebinding window). A host with any blocked address is refused whole.
 */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, family: options.family ?? 0, hints: options.hints }, (err, found: LookupAddress[]) => {
      if (err) return callback(err, '', 0);
      if (found.length === 0) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '', 0);
      if (!allowPrivate) {
        for (const { address } of found) {
          const reason = blockedReason(address);
          if (reason) return callback(Object.assign(new Error(`${hostname} resolves to ${address}, a ${reason} address`), { code: BLOCKED }), '', 0);
        }
      }
      if (options.all) return (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, found);
      callback(null, found[0]!.address, found[0]!.family);
    });
  };
}

/** Why the URL may not be requested before any connection is made, or null. */
function urlProblem(url: URL, allowPrivate: boolean): string | null {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `only http and https URLs may be requested, not ${url.protocol}`;
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  if (!host) return 'the URL names no host';
  if (isIP(host) && !allowPrivate) {
    // An address literal is connected to without a lookup: judge it here.
    const reason = blockedReason(host);
    if (reason) return `${host} is a ${reason} address`;
  }
  return null;
}

/**
 * Sends one HTTP(S) request with the SSRF guard (docs/DECISIONS.md D86): no redirect followed,
 * no blocked address reached unless allowed, a deadline over the whole exchange, the response
 * body read up to a bound. Never throws: every end is an `OutboundOutcome`.
 */
export function sendOutbound(request: OutboundRequest): Promise<OutboundOutcome> {
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return Promise.resolve({ ok: false, kind: 'refused', error: `not a URL: ${request.url.slice(0, 200)}` });
  }
  const problem = urlProblem(url, request.allowPrivate);
  if (problem) return Promise.resolve({ ok: false, kind: 'refused', error: problem });
  const limit = request.maxResponseBytes ?? DEFAULT_MAX_RESPONSE;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    const finish = (outcome: OutboundOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    let req: http.ClientRequest;
    try {
      req = client.request(url, {
        method: request.method,
        headers: { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) },
        lookup: guardedLookup(request.allowPrivate),
        // One connection per request: a pooled socket would skip the lookup's check.
        agent: false,
      }, (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => {
          const headers: Record<string, string> = {};
          for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) headers[k] = Array.isArray(v) ? v.join(', ') : v;
          finish({ ok: true, response: { status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString('utf8') } });
          res.destroy();
        };
        res.on('data', (chunk: Buffer) => {
          const room = limit - size;
          if (room > 0) chunks.push(chunk.subarray(0, room));
          size += chunk.length;
          if (size >= limit) done();
        });
        res.on('end', done);
        res.on('error', (err) => finish({ ok: false, kind: 'network', error: err.message }));
      });
    } catch (err) {
      // Node refuses a bad header name or value before connecting.
      finish({ ok: false, kind: 'refused', error: (err as Error).message });
      return;
    }
    timer = setTimeout(() => {
      finish({ ok: false, kind: 'timeout', error: `no answer within ${request.timeoutMs} ms` });
      req.destroy();
    }, request.timeoutMs);
    req.on('error', (err: NodeJS.ErrnoException) => {
      finish(err.code === BLOCKED ? { ok: false, kind: 'refused', error: err.message } : { ok: false, kind: 'network', error: `${err.code ? `${err.code}: ` : ''}${err.message}` });
    });
    req.end(request.body);
  });
}
