import { authenticateApiKey, splitKeySecret } from '../api-key.ts';
import type { PrincipalSite } from '../principal-site.ts';
import type { SchemeAnswer } from './scheme.ts';
import { andThen, type Awaitable } from '../../util/awaitable.ts';

const WRONG: SchemeAnswer = { kind: 'invalid', why: 'Invalid API key or secret' };

/** Authenticates an API `key:secret` pair, as the token and Basic schemes both carry one. */
export function keySecretAnswer(site: PrincipalSite, pairText: string, label: string): Awaitable<SchemeAnswer> {
  const pair = splitKeySecret(pairText);
  if (!pair) return { kind: 'invalid', why: `Invalid ${label} credentials: expected <api_key>:<api_secret>` };
  // The same words whichever part was wrong (an unknown key or a wrong secret): nothing to probe.
  return andThen(authenticateApiKey(site, (fn) => site.db.read(fn), pair[0], pair[1]), (principal) => (principal ? { kind: 'principal', principal } : WRONG));
}
