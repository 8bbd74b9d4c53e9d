import { NOT_MINE, type AuthScheme, type SchemeAnswer } from './scheme.ts';
import { andThen } from '../../util/awaitable.ts';

/** A login session's sid (cookie or body field, docs/DECISIONS.md F10): its user, while the session lives. */
export const sidScheme: AuthScheme = {
  name: 'sid',
  source: 'session',
  // Frappe's word in the socket's refusal; HTTP also takes the sid from the body.
  hint: 'cookie',
  openApi: {
    sid: {
      scopes: [],
      describe: () => ({ type: 'apiKey', in: 'cookie', name: 'sid', description: 'A login session (/api/method/login or the /login page); writes from a /login page session also need X-Frappe-CSRF-Token' }),
    },
  },
  authenticate(site, { sid, now, readOnly }) {
    if (!sid) return NOT_MINE;
    return andThen(site.sessions.resume(sid, now, readOnly), (resumed): SchemeAnswer => {
      if (resumed.kind !== 'active') return { kind: 'invalid', why: 'Session expired' };
      return { kind: 'principal', principal: resumed.principal, session: resumed };
    });
  },
};
