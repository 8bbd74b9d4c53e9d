import type { RequestContext } from '../context/request-context.ts';
import { appError } from '../errors/app-error.ts';
import type { DocTypeMeta } from '../meta/doctype-meta.ts';

/** The DocType named in a request, or 404 DoesNotExistError on every route (docs/DECISIONS.md D11). */
export function requireDocType(ctx: RequestContext, doctype: string): DocTypeMeta {
  const meta = ctx.site.meta.get(doctype);
  if (!meta) throw appError('DOCTYPE_NOT_FOUND', `DocType ${doctype.slice(0, 140)} not found`);
  return meta;
}
