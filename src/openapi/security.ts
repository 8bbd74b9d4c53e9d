import { SCHEMES } from '../auth/schemes/index.ts';
import type { AuthScheme } from '../auth/schemes/scheme.ts';
import type { SecurityRequirement } from './types.ts';

/**
 * The ways a request authenticates, as the scheme table (auth/schemes/index.ts) describes them:
 * each scheme's security scheme objects, the OAuth endpoints absolute under the site's issuer
 * (`host_name`, else the request's origin).
 */
export function securitySchemes(issuer: string, schemes: readonly AuthScheme[] = SCHEMES): Record<string, Record<string, unknown>> {
  return Object.fromEntries(schemes.flatMap((s) => Object.entries(s.openApi).map(([name, described]) => [name, described.describe(issuer)])));
}

/** Any one of the schemes authenticates a request. */
export function anyScheme(schemes: readonly AuthScheme[] = SCHEMES): SecurityRequirement[] {
  return schemes.flatMap((s) => Object.entries(s.openApi).map(([name, described]) => ({ [name]: [...described.scopes] })));
}
