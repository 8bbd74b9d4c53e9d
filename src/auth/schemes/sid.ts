import { NOT_MINE, type AuthScheme, type SchemeAnswer } from './scheme.ts';
import { andThen } from '../../util/awaitable.ts';

/** A login session's sid (cookie or body field, frappe-behavior §8.3): its user, while the session lives. */
export const sidScheme: AuthScheme = {
  name: 'sid',
  source: 'session',
  authenticate(site, { sid, now, readOnly }) {
    if (!sid) return NOT_MINE;
    return andThen(site.sessions.resume(sid, now, readOnly), (resumed): SchemeAnswer => {
      if (resumed.kind !== 'active') return { kind: 'invalid', why: 'Session expired' };
      return { kind: 'principal', principal: resumed.principal, session: resumed };
    });
  },
};
