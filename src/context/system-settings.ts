/**
 * The System Settings svc honours (Frappe's Single DocType of that name), read once and kept per
 * site until a save publishes the `settings` notice. Unset values fall back to svc's defaults,
 * which are Frappe's (docs/DECISIONS.md D15 for the session lifetime).
 */
export interface SystemSettings {
  readonly allowLoginUsingMobileNumber: boolean;
  readonly allowLoginUsingUserName: boolean;
  readonly disableUserPassLogin: boolean;
  readonly denyMultipleSessions: boolean;
  /** Idle lifetime of a session (three days: docs/DECISIONS.md D15). */
  readonly sessionExpiryMs: number;
  /** Frappe's lock-out, when set here (else site config, else 10 failures in 60 s). */
  readonly allowConsecutiveLoginAttempts: number | null;
  readonly allowLoginAfterFail: number | null;
  /** The site's time zone, when set here (else site config's `time_zone`). */
  readonly timeZone: string | null;
  /** Frappe's `apply_strict_user_permissions`: a restricted Link left empty no longer passes. */
  readonly applyStrictUserPermissions: boolean;
  /** Frappe's `disable_document_sharing`: nobody but Administrator holds `share`, and assignment shares nothing. */
  readonly disableDocumentSharing: boolean;
  /** Frappe's `enable_scheduler`: scheduled jobs run only when set (`svc scheduler enable`); off on a new site, as in Frappe. */
  readonly enableScheduler: boolean;
  /** Frappe's password policy (`enable_password_policy`, on by default as in Frappe) and its `minimum_password_score` (2 to 4). */
  readonly enablePasswordPolicy: boolean;
  readonly minimumPasswordScore: number;
  /** `force_user_to_reset_password`: days a password lasts before login asks for a new one (0: never). */
  readonly forceUserToResetPassword: number;
  /** `logout_on_password_reset`: a password update ends the user's other sessions. */
  readonly logoutOnPasswordReset: boolean;
  /** `reset_password_link_expiry_duration`: seconds a reset key works (0: until used). */
  readonly resetPasswordLinkExpirySeconds: number;
  /** `password_reset_limit`: reset mails per hour per client address and per address asked for. */
  readonly passwordResetLimit: number;
  /** Frappe's `enable_two_factor_auth`: users holding a Role with `two_factor_auth` log in with a second factor. */
  readonly enableTwoFactorAuth: boolean;
  /** Frappe's `two_factor_method`: `OTP App` (authenticator app) or `Email` (SMS is not offered). */
  readonly twoFactorMethod: 'OTP App' | 'Email';
  /** Frappe's `otp_issuer_name`: the issuer authenticator apps show. */
  readonly otpIssuerName: string;
  /** Frappe's `bypass_2fa_for_retricted_ip_users`: no second factor from an address the user's `restrict_ip` names. */
  readonly bypass2faForRestrictedIpUsers: boolean;
}

export const DEFAULT_SESSION_EXPIRY_MS = 259_200_000;

export const DEFAULT_SYSTEM_SETTINGS: SystemSettings = Object.freeze({
  allowLoginUsingMobileNumber: false,
  allowLoginUsingUserName: false,
  disableUserPassLogin: false,
  denyMultipleSessions: false,
  sessionExpiryMs: DEFAULT_SESSION_EXPIRY_MS,
  allowConsecutiveLoginAttempts: null,
  allowLoginAfterFail: null,
  timeZone: null,
  applyStrictUserPermissions: false,
  disableDocumentSharing: false,
  enableScheduler: false,
  enablePasswordPolicy: true,
  minimumPasswordScore: 2,
  forceUserToResetPassword: 0,
  logoutOnPasswordReset: true,
  resetPasswordLinkExpirySeconds: 1200,
  passwordResetLimit: 3,
  enableTwoFactorAuth: false,
  twoFactorMethod: 'OTP App',
  otpIssuerName: 'Frappe Framework',
  bypass2faForRestrictedIpUsers: false,
});

/** Frappe's `session_expiry`: `HH:MM` or `HH:MM:SS`, hours unbounded; null when it is no such text. */
export function parseSessionExpiry(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  const m = /^\s*(\d{1,5}):([0-5]\d)(?::([0-5]\d))?\s*$/.exec(text);
  if (!m) return null;
  const ms = ((Number(m[1]) * 60 + Number(m[2])) * 60 + Number(m[3] ?? 0)) * 1000;
  return ms > 0 ? ms : null;
}

/** The settings from the stored Single's values (as read back typed). */
export function systemSettingsFrom(doc: Record<string, unknown>): SystemSettings {
  const flag = (v: unknown) => Number(v ?? 0) === 1;
  const count = (v: unknown) => (v === null || v === undefined || v === '' ? null : Math.max(0, Math.trunc(Number(v)) || 0));
  return {
    allowLoginUsingMobileNumber: flag(doc.allow_login_using_mobile_number),
    allowLoginUsingUserName: flag(doc.allow_login_using_user_name),
    disableUserPassLogin: flag(doc.disable_user_pass_login),
    denyMultipleSessions: flag(doc.deny_multiple_sessions),
    sessionExpiryMs: parseSessionExpiry(doc.session_expiry) ?? DEFAULT_SESSION_EXPIRY_MS,
    allowConsecutiveLoginAttempts: count(doc.allow_consecutive_login_attempts),
    allowLoginAfterFail: count(doc.allow_login_after_fail),
    timeZone: typeof doc.time_zone === 'string' && doc.time_zone.trim() ? doc.time_zone.trim() : null,
    applyStrictUserPermissions: flag(doc.apply_strict_user_permissions),
    disableDocumentSharing: flag(doc.disable_document_sharing),
    enableScheduler: flag(doc.enable_scheduler),
    enablePasswordPolicy: doc.enable_password_policy === null || doc.enable_password_policy === undefined ? true : flag(doc.enable_password_policy),
    minimumPasswordScore: Math.min(4, Math.max(0, Math.trunc(Number(doc.minimum_password_score ?? 2)) || 0)),
    forceUserToResetPassword: count(doc.force_user_to_reset_password) ?? 0,
    logoutOnPasswordReset: doc.logout_on_password_reset === null || doc.logout_on_password_reset === undefined ? true : flag(doc.logout_on_password_reset),
    resetPasswordLinkExpirySeconds: count(doc.reset_password_link_expiry_duration) ?? 1200,
    passwordResetLimit: count(doc.password_reset_limit) ?? 3,
    enableTwoFactorAuth: flag(doc.enable_two_factor_auth),
    twoFactorMethod: doc.two_factor_method === 'Email' ? 'Email' : 'OTP App',
    otpIssuerName: typeof doc.otp_issuer_name === 'string' && doc.otp_issuer_name.trim() ? doc.otp_issuer_name.trim() : 'Frappe Framework',
    bypass2faForRestrictedIpUsers: flag(doc.bypass_2fa_for_retricted_ip_users),
  };
}
