import { randomBytes } from 'node:crypto';
import { DEFAULT_ROUNDS, verifyPassword } from '../crypto/passwords.ts';
import { appError } from '../errors/app-error.ts';
import { getAuthValue } from '../storage/auth-table.ts';
import type { AuthSite } from './auth-site.ts';
import { loadPrincipal } from './load-principal.ts';
import { expiredPasswordLink } from './password-expiry.ts';
import { lockoutPolicy, type LockoutPolicy } from './login-attempts.ts';
import { csrfTokenFor, passwordStamp } from './sessions/session-id.ts';
import { passwordStampKey } from './sessions/site-sessions.ts';
import { loginHourAllowed, loginHoursOf, mayUseFrom, refuseAddress, refuseHour, sessionLimitOf } from './user-access.ts';
import { personName } from '../util/person-name.ts';
import type { Principal } from '../context/principal.ts';
import { beginSecondFactor, confirmSecondFactor, EXPIRED_LOGIN, needsSecondFactor, pendingLogin, WRONG_CODE, type CodeMailer, type Verification } from './two-factor/second-factor.ts';

/** Frappe refuses longer passwords before hashing them (frappe/auth.py). */
export const MAX_PASSWORD_LENGTH = 512;
const MAX_LOGIN_NAME_LENGTH = 512;

export const INVALID_CREDENTIALS = 'Invalid login credentials';
export const USER_DISABLED = 'User disabled or missing';

/** A hash no password matches, verified for unknown users so they cost what a known user costs. */
const DECOY_HASH = `$pbkdf2-sha256$${DEFAULT_ROUNDS}$${ab64(randomBytes(16))}$${ab64(randomBytes(32))}`;

function ab64(buf: Buffer): string {
  return buf.toString('base64').replace(/\+/g, '.').replace(/=+$/, '');
}

export interface LoginRequest {
  usr: unknown;
  pwd: unknown;
  /** The client's address, for the per-IP lock-out. */
  ip: string;
  /** Opened by a browser page (the /login form): the session gets a CSRF token (docs/DECISIONS.md D17). */
  browser: boolean;
  /** The sid the client held before, ended so a login always rotates the session. */
  previousSid?: string;
  /** Epoch milliseconds of the request's clock. */
  now: number;
  /** The second half of a two-factor login (Frappe's form keys `otp` and `tmp_id`). */
  otp?: unknown;
  tmpId?: unknown;
  /** Sends a two-factor code by mail, when the site can send mail. */
  mailer?: CodeMailer;
}

/** A right password whose login still needs its second factor: Frappe's body `{verification, tmp_id}`, no session yet. */
export interface PendingLoginResult {
  pending: { verification: Verification; tmp_id: string };
}

export interface LoginResult {
  sid: string;
  csrfToken: string | null;
  user: string;
  fullName: string;
  userImage: string;
  systemUser: boolean;
  /** Frappe's success body, keys in Frappe's order. */
  body: { message: 'Logged In' | 'No App'; home_page: string; full_name: string };
}

/** A right password that is too old (System Settings' `force_user_to_reset_password`): no session, Frappe's answer with a reset link. */
export interface PasswordExpired {
  passwordExpired: true;
  redirectTo: string;
  body: { message: 'Password Reset'; redirect_to: string };
}

/** Frappe's login "fail": 401 AuthenticationError with the text in `message`, no `_server_messages`. */
export function loginFailure(message: string) {
  return appError('AUTH_INVALID', message, { messages: [], extra: { message } });
}

interface UserRow {
  name: string;
  email: string | null;
  enabled: number | string | null;
  first_name: string | null;
  last_name: string | null;
  user_image: string | null;
  login_after: number | string | null;
  login_before: number | string | null;
  simultaneous_sessions: number | string | null;
}

/**
 * Password login (docs/DECISIONS.md F8, D13, D14): the same 401 for an unknown user and
 * a wrong password, lock-out per IP and per user (429 + Retry-After), disabled users refused, then
 * the User record's own rules (Frappe's post_login): the client's address under `restrict_ip`,
 * the site clock's hour inside `login_after`/`login_before`; and a fresh session with a new sid on
 * success, the user's older sessions beyond `simultaneous_sessions` ended while
 * `deny_multiple_sessions` is on. The KDF runs on the thread pool and outside any transaction, so
 * logins never block the event loop or hold the database.
 */
export async function passwordLogin(site: AuthSite, req: LoginRequest): Promise<LoginResult | PasswordExpired | PendingLoginResult> {
  const { usr, pwd } = req;
  if (typeof req.tmpId === 'string' && req.tmpId && typeof req.otp === 'string' && req.otp) return secondFactorLogin(site, req, req.tmpId, req.otp);
  if ((usr !== undefined && usr !== null && typeof usr !== 'string') || (pwd !== undefined && pwd !== null && typeof pwd !== 'string')) {
    throw appError('VALIDATION', 'usr and pwd must be text');
  }
  if (!usr || !pwd) throw loginFailure('Incomplete login details');
  // System Settings' disable_user_pass_login: API keys and OAuth still work, passwords do not.
  if (site.settings.disableUserPassLogin) throw loginFailure('Login with username and password is not allowed.');
  if (pwd.length > MAX_PASSWORD_LENGTH) throw loginFailure('Password size exceeded the maximum allowed size');

  const login = usr.trim();
  // No user name holds a NUL byte, and PostgreSQL refuses one in a parameter: such a name is simply unknown.
  const since = site.credentials.epoch;
  const user = login.length > 0 && login.length <= MAX_LOGIN_NAME_LENGTH && !login.includes('\u0000') ? await findUser(site, login) : null;
  const sessions = site.sessions;
  const keys = [`ip:${req.ip}`, `user:${user ? user.row.name : login.toLowerCase()}`];
  const policy = await refuseIfLocked(site, keys, req.now);

  const ok = await site.kdf.run(() => verifyPassword(pwd, user?.hash ?? DECOY_HASH));
  if (!user || !user.hash || !ok) {
    await sessions.lockout.fail(keys, req.now, policy);
    throw loginFailure(INVALID_CREDENTIALS);
  }
  const principal = Number(user.row.enabled) === 1 ? await loadPrincipal(site, (fn) => site.db.read(fn), user.row.name) : null;
  if (!principal) throw loginFailure(USER_DISABLED);
  await sessions.lockout.succeed(keys);
  if (await needsSecondFactor(site, principal, req.ip)) {
    return { pending: await beginSecondFactor(site, user.row.name, user.row.email, passwordStamp(user.hash), req.now, req.mailer) };
  }
  return openSession(site, req, user.row, user.hash, principal, since);
}

/** The site's lock-out policy; 429 with Retry-After while one of `keys` is locked. */
async function refuseIfLocked(site: AuthSite, keys: readonly string[], now: number): Promise<LockoutPolicy> {
  const policy = lockoutPolicy(
    site.settings.allowConsecutiveLoginAttempts ?? site.config.allow_consecutive_login_attempts,
    site.settings.allowLoginAfterFail ?? site.config.allow_login_after_fail,
  );
  const locked = await site.sessions.lockout.lockedFor(keys, now, policy);
  if (locked > 0) {
    throw appError('LOGIN_LOCKED', `Your account has been locked and will resume after ${policy.windowSeconds} seconds`, {
      headers: { 'Retry-After': String(Math.max(1, Math.ceil(locked / 1000))) },
    });
  }
  return policy;
}

/**
 * The second half of a two-factor login (docs/DECISIONS.md D77, D78): the code of a live tmp_id.
 * A wrong or replayed code counts as a failed login of the user and the address (the lock-out);
 * the session opens only while the password is still the one checked in the first half.
 */
async function secondFactorLogin(site: AuthSite, req: LoginRequest, tmpId: string, otp: string): Promise<LoginResult | PasswordExpired> {
  const pending = tmpId.length <= 64 ? await pendingLogin(site, tmpId, req.now) : null;
  if (!pending) throw loginFailure(EXPIRED_LOGIN);
  const keys = [`ip:${req.ip}`, `user:${pending.user}`];
  const policy = await refuseIfLocked(site, keys, req.now);
  const outcome = await confirmSecondFactor(site, tmpId, pending, otp.slice(0, 32), req.now);
  if (outcome === 'expired') throw loginFailure(EXPIRED_LOGIN);
  if (outcome === 'wrong') {
    await site.sessions.lockout.fail(keys, req.now, policy);
    throw loginFailure(WRONG_CODE);
  }
  await site.sessions.lockout.succeed(keys);
  const since = site.credentials.epoch;
  const user = await findUser(site, pending.user);
  if (!user || !user.hash || passwordStamp(user.hash) !== pending.stamp) throw loginFailure(EXPIRED_LOGIN);
  const principal = Number(user.row.enabled) === 1 ? await loadPrincipal(site, (fn) => site.db.read(fn), user.row.name) : null;
  if (!principal) throw loginFailure(USER_DISABLED);
  return openSession(site, req, user.row, user.hash, principal, since);
}

/**
 * Frappe's post_login: the User record's own rules, then a fresh session. `since` is the
 * credential cache's epoch read before the password hash was.
 */
async function openSession(site: AuthSite, req: LoginRequest, row: UserRow, hash: string, principal: Principal, since: number): Promise<LoginResult | PasswordExpired> {
  const sessions = site.sessions;
  const user = { row, hash };
  // As in Frappe, after the password counted as right: these refusals are no failed guesses.
  if (!mayUseFrom(principal, req.ip)) throw refuseAddress();
  if (!loginHourAllowed(loginHoursOf(user.row), req.now, site.timeZone)) throw refuseHour();
  const expired = await expiredPasswordLink(site, user.row.name, req.now);
  if (expired) return { passwordExpired: true, redirectTo: expired, body: { message: 'Password Reset', redirect_to: expired } };

  if (req.previousSid) await sessions.endSid(req.previousSid);
  const stamp = passwordStamp(user.hash);
  site.credentials.set(passwordStampKey(user.row.name), stamp, since);
  const { sid, session } = await sessions.open(user.row.name, stamp, req.browser, req.now);
  // deny_multiple_sessions (System Settings, or site config as Frappe's conf): the user's
  // simultaneous_sessions most recently used sessions stay, this one among them.
  if (site.settings.denyMultipleSessions || site.config.deny_multiple_sessions === 1) {
    await sessions.keepNewest(user.row.name, session.id, sessionLimitOf(user.row.simultaneous_sessions), req.now);
  }
  const systemUser = principal.userType === 'System User';
  const fullName = personName(user.row.first_name, user.row.last_name) || user.row.name;
  return {
    sid,
    csrfToken: req.browser ? csrfTokenFor(sid) : null,
    user: user.row.name,
    fullName,
    userImage: user.row.user_image ?? '',
    systemUser,
    body: { message: systemUser ? 'Logged In' : 'No App', home_page: systemUser ? '/app' : '/me', full_name: fullName },
  };
}

/** Ends the session a client holds (logout); unknown sids are ignored. */
export async function logoutSession(site: AuthSite, sid: string): Promise<void> {
  await site.sessions.endSid(sid);
}

/**
 * The user a login name means (Frappe's User.find_by_credentials): the user name or the e-mail
 * address, case-insensitively (user names are lower-cased e-mails, plus Administrator), and, as
 * System Settings allow, the `username` or the `mobile_no`. Guest never logs in.
 */
async function findUser(site: AuthSite, login: string): Promise<{ row: UserRow; hash: string | undefined } | null> {
  const lower = login.toLowerCase();
  const names = [...new Set([login, lower, lower === 'administrator' ? 'Administrator' : lower])];
  const { allowLoginUsingUserName, allowLoginUsingMobileNumber } = site.settings;
  return site.db.read(async (tx) => {
    const rows = await tx.all<UserRow>(
      tx.builder
        .selectFrom('tabUser')
        .select(['name', 'email', 'enabled', 'first_name', 'last_name', 'user_image', 'login_after', 'login_before', 'simultaneous_sessions'])
        .where((eb) => eb.or([
          eb('name', 'in', names),
          eb('email', '=', lower),
          ...(allowLoginUsingUserName ? [eb('username', '=', login)] : []),
          ...(allowLoginUsingMobileNumber ? [eb('mobile_no', '=', login)] : []),
        ]))
        .where('name', '!=', 'Guest')
        .limit(5),
    );
    const row = rows.find((r) => names.includes(r.name)) ?? rows[0];
    if (!row) return null;
    return { row, hash: await getAuthValue(tx, 'User', row.name, 'password') };
  });
}
