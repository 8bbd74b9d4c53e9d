import type { Principal } from '../context/principal.ts';
import { appError, type AppError } from '../errors/app-error.ts';
import { addressAllowed } from '../util/address-prefixes.ts';
import { formatDatetime } from '../util/datetime.ts';

/** Frappe's texts (frappe/auth.py validate_ip_address, LoginManager.validate_hour). */
export const ADDRESS_REFUSED = 'Access not allowed from this IP Address';
export const HOUR_REFUSED = 'Login not allowed at this time';

/** Whether the principal may act from this client address (its User's `restrict_ip`). */
export function mayUseFrom(principal: Principal, ip: string): boolean {
  return addressAllowed(ip, principal.allowedAddresses);
}

/** Frappe's refusal of an address: frappe.throw(..., AuthenticationError), 401 with the text in `_server_messages`. */
export function refuseAddress(): AppError {
  return appError('AUTH_INVALID', ADDRESS_REFUSED);
}

/** The User record's login window: whole hours of the site's time zone, 0 for a bound not set. */
export interface LoginHours {
  readonly after: number;
  readonly before: number;
}

/** A User row's `login_after` / `login_before` as Frappe reads them (`int(value or 0)`). */
export function loginHoursOf(row: { login_after?: unknown; login_before?: unknown }): LoginHours {
  const hour = (v: unknown) => Math.trunc(Number(v ?? 0)) || 0;
  return { after: hour(row.login_after), before: hour(row.login_before) };
}

/**
 * Whether a login at `epochMillis` falls in the window (Frappe's validate_hour): refused from hour
 * `before` on and before hour `after`, the hour read on the site's clock. Frappe has no window
 * across midnight: `after` 22 with `before` 6 allows no hour at all, and so here.
 */
export function loginHourAllowed(hours: LoginHours, epochMillis: number, timeZone: string): boolean {
  if (!hours.before && !hours.after) return true;
  const hour = Number(formatDatetime(epochMillis * 1000, timeZone).slice(11, 13));
  if (hours.before && hour >= hours.before) return false;
  return !(hours.after && hour < hours.after);
}

export function refuseHour(): AppError {
  return appError('AUTH_INVALID', HOUR_REFUSED);
}

/**
 * How many sessions a user keeps while `deny_multiple_sessions` is on: the User's
 * `simultaneous_sessions`, at least one (Frappe: `simultaneous_sessions or 1`).
 */
export function sessionLimitOf(value: unknown): number {
  return Math.max(1, Math.trunc(Number(value ?? 0)) || 0);
}
