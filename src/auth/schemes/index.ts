import { basicScheme } from './basic.ts';
import { bearerScheme } from './bearer.ts';
import type { AuthScheme } from './scheme.ts';
import { sidScheme } from './sid.ts';
import { tokenScheme } from './token.ts';

/**
 * Every way in, in the order they are asked. Adding a scheme is one new file and one line here:
 * the resolver asks each in turn and takes the first answer per source that is not `not-mine`,
 * and the OpenAPI document's security schemes (openapi/security.ts) and the refusals that list
 * the ways in (hints.ts) are read from this table.
 */
export const SCHEMES: readonly AuthScheme[] = [sidScheme, tokenScheme, basicScheme, bearerScheme];
