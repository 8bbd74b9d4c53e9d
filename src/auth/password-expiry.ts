import type { Database } from '../storage/database.ts';
import type { SystemSettings } from '../context/system-settings.ts';
import type { SiteServices } from '../context/request-context.ts';
import { formatDatetime } from '../util/datetime.ts';
import { issueResetKey } from './reset-key.ts';

/** What the password-age check reads of a site. */
export interface ExpirySite extends SiteServices {
  readonly db: Database;
  readonly settings: SystemSettings;
}

/** A stored Date column as `YYYY-MM-DD` (drivers give text or a Date), or null. */
function dateText(value: unknown): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  const text = typeof value === 'string' ? value.slice(0, 10) : '';
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : null;
}

/**
 * Frappe's force_user_to_reset_password at login: when System Settings' days have passed since the
 * user's `last_password_reset_date` (never set counts as today, as Frappe), the login opens no
 * session and answers a fresh reset link marked `password_expired` instead; null otherwise.
 */
export async function expiredPasswordLink(site: ExpirySite, user: string, nowMs: number): Promise<string | null> {
  const days = site.settings.forceUserToResetPassword;
  if (!days || user === 'Administrator' || user === 'Guest') return null;
  const now = formatDatetime(nowMs * 1000, site.timeZone);
  const today = now.slice(0, 10);
  const row = await site.db.read((tx) => tx.first<{ last_password_reset_date: unknown }>(tx.builder.selectFrom('tabUser').select('last_password_reset_date').where('name', '=', user)));
  const last = dateText(row?.last_password_reset_date) ?? today;
  if ((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${last}T00:00:00Z`)) / 86_400_000 <= days) return null;
  return site.db.write((tx) => issueResetKey(tx, user, now, { siteName: site.name, hostName: site.config.host_name }, true));
}
