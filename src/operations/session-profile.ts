import { isGuest } from '../context/principal.ts';
import { TRUE } from '../query/ast.ts';
import { selectRow } from '../query/select-row.ts';
import type { OperationRequest } from './operation-request.ts';
import { requireDocType } from './require-doctype.ts';
import { runOperation } from './run-operation.ts';

/** What a page's boot says of the signed-in user beyond the principal: Frappe's boot `lang` and the user's time zone. */
export interface SessionProfile {
  fullName: string;
  /** The User's `language`, else `en` (svc has no translations and no system language). */
  lang: string;
  /** The User's `time_zone`, else the site's. */
  timeZone: string;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/**
 * The caller's own profile, read from their User row. Only the caller's row is read, and only
 * what any user sees of themselves, so no permission rule applies; a Guest reads nothing.
 */
export async function sessionProfile(ctx: OperationRequest): Promise<SessionProfile> {
  const fallback = { fullName: ctx.user.name, lang: 'en', timeZone: ctx.site.timeZone };
  if (isGuest(ctx.user)) return fallback;
  const meta = requireDocType(ctx, 'User');
  const row = await runOperation(ctx, 'read', (dc) => selectRow(dc.tx, meta, ctx.user.name, TRUE));
  if (!row) return fallback;
  return { fullName: text(row.full_name) ?? ctx.user.name, lang: text(row.language) ?? 'en', timeZone: text(row.time_zone) ?? ctx.site.timeZone };
}
