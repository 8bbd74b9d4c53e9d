import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestOrigin } from './request-origin.ts';
import type { SiteServices } from '../context/request-context.ts';

/** Python's `urllib.parse.quote` (safe `/`), how Frappe encodes its cookie values (`@` → `%40`, space → `%20`). */
export function pyQuote(value: string): string {
  return encodeURIComponent(value).replace(/%2F/g, '/').replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export interface CookieOptions {
  maxAgeSeconds?: number;
  /** Epoch milliseconds; written as `Expires`. */
  expiresAt?: number;
  httpOnly?: boolean;
  secure?: boolean;
  path?: string;
  sameSite?: 'Lax' | 'Strict';
}

/** One `Set-Cookie` value. `value` must already be cookie-safe (see `pyQuote`). */
export function serializeCookie(name: string, value: string, o: CookieOptions): string {
  const parts = [`${name}=${value}`];
  if (o.expiresAt !== undefined) parts.push(`Expires=${new Date(o.expiresAt).toUTCString()}`);
  if (o.maxAgeSeconds !== undefined) parts.push(`Max-Age=${o.maxAgeSeconds}`);
  if (o.secure) parts.push('Secure');
  if (o.httpOnly) parts.push('HttpOnly');
  parts.push(`Path=${o.path ?? '/'}`);
  if (o.sameSite) parts.push(`SameSite=${o.sameSite}`);
  return parts.join('; ');
}

/** Adds `Set-Cookie` headers to a reply, keeping any set before. */
export function appendSetCookie(reply: FastifyReply, cookies: string[]): void {
  if (cookies.length === 0) return;
  const existing = reply.getHeader('set-cookie');
  const before = existing === undefined ? [] : Array.isArray(existing) ? existing.map(String) : [String(existing)];
  reply.header('set-cookie', [...before, ...cookies]);
}

/** Whether cookies must be `Secure`: an https request, or a site whose external URL is https. */
export function isSecureRequest(request: FastifyRequest, site: SiteServices | null): boolean {
  if (site?.config.host_name?.startsWith('https://')) return true;
  return site ? requestOrigin(request, site).protocol === 'https' : request.protocol === 'https';
}

/** Session lifetime in seconds (three days: docs/DECISIONS.md D15), unless System Settings' session_expiry says otherwise. */
export const SID_MAX_AGE_SECONDS = 259_200;

/** The `sid` cookie (docs/DECISIONS.md D15): the session's lifetime, HttpOnly, SameSite=Lax, Path=/, Secure on https. */
export function sidCookie(sid: string, now: number, secure: boolean, maxAgeSeconds = SID_MAX_AGE_SECONDS): string {
  return serializeCookie('sid', pyQuote(sid), { expiresAt: now + maxAgeSeconds * 1000, maxAgeSeconds, httpOnly: true, secure, path: '/', sameSite: 'Lax' });
}

export interface LoginCookieValues {
  sid: string;
  systemUser: boolean;
  fullName: string;
  user: string;
  userImage: string;
}

/** The five cookies Frappe sets at login, in its order: sid, system_user, full_name, user_id, user_image. */
export function loginCookies(v: LoginCookieValues, now: number, secure: boolean, maxAgeSeconds = SID_MAX_AGE_SECONDS): string[] {
  const info = (name: string, value: string) => serializeCookie(name, pyQuote(value), { secure, path: '/', sameSite: 'Lax' });
  return [
    sidCookie(v.sid, now, secure, maxAgeSeconds),
    info('system_user', v.systemUser ? 'yes' : 'no'),
    info('full_name', v.fullName),
    info('user_id', v.user),
    info('user_image', v.userImage),
  ];
}

/** Expired versions of the five auth cookies (logout, an unknown or expired sid). */
export function clearAuthCookies(secure: boolean): string[] {
  return ['sid', 'system_user', 'full_name', 'user_id', 'user_image'].map((name) =>
    serializeCookie(name, '', { expiresAt: 0, maxAgeSeconds: 0, httpOnly: name === 'sid', secure, path: '/', sameSite: 'Lax' }),
  );
}
