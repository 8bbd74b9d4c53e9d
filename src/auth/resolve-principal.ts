import { GUEST, type Principal } from '../context/principal.ts';
import type { SiteServices } from '../context/request-context.ts';
import { appError } from '../errors/app-error.ts';
import { authenticateApiKey, decodeBasic, splitKeySecret } from './api-key.ts';

/**
 * Who a request acts for, from its Authorization header (principle 14): no header is Guest; a
 * header every scheme refuses is 401, never a silent Guest. Schemes: `token key:secret`,
 * `Basic base64(key:secret)`. (`Bearer` belongs to the OAuth provider and is refused until then.)
 */
export async function resolvePrincipal(site: SiteServices, authorization: string | undefined): Promise<Principal> {
  if (authorization === undefined || authorization === '') return GUEST;
  const parts = authorization.trim().split(/\s+/);
  const scheme = parts[0]?.toLowerCase();
  let principal: Principal | null = null;
  if (parts.length === 2 && (scheme === 'token' || scheme === 'basic')) {
    const pair = splitKeySecret(scheme === 'basic' ? decodeBasic(parts[1]) : parts[1]);
    if (pair) principal = await authenticateApiKey(site, (fn) => site.db.read(fn), pair[0], pair[1]);
  }
  if (!principal) throw appError('AUTH_INVALID', '', { messages: [], exceptionText: '' });
  return principal;
}
