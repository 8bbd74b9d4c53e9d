import { NOT_MINE, type AuthScheme, type SchemeAnswer } from './scheme.ts';

/** A login session's sid (cookie or body field, frappe-behavior §8.3): its user, while the session lives. */
export const sidScheme: AuthScheme = {
  name: 'sid',
  source: 'session',
  authenticate(site, { sid, now, readOnly }) {
    if (!sid) return NOT_MINE;
    return site.sessions.resume(sid, now, readOnly).then((resumed): SchemeAnswer => {
      if (resumed.kind !== 'active') return { kind: 'invalid', why: 'Session expired' };
      return { kind: 'principal', principal: resumed.principal, session: resumed };
    });
  },
};
