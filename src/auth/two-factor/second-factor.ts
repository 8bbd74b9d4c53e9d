import { randomBytes, randomInt } from 'node:crypto';
import { generate, generateSecret, generateURI, verify } from 'otplib';
import type { Principal } from '../../context/principal.ts';
import { decryptSecret, encryptSecret } from '../../crypto/encryption.ts';
import { appError } from '../../errors/app-error.ts';
import type { Tx } from '../../storage/database.ts';
import type { AuthSite } from '../auth-site.ts';
import { mayUseFrom } from '../user-access.ts';
import { claimStep, getPending, putPending, readSealedSecret, setupDone, takePending, writeSealedSecret, type PendingLogin } from './two-factor-store.ts';

/** How long a pending login lives (Frappe: 180 s for the app, 300 s for a code sent by mail). */
const APP_LIFETIME_MS = 180_000;
const MAIL_LIFETIME_MS = 300_000;
/** One time step either side of the server's clock, for phones whose clocks drift a little. */
const TOLERANCE_SECONDS = 30;

export const EXPIRED_LOGIN = 'Login session expired, refresh page to retry';
export const WRONG_CODE = 'Incorrect Verification code';

/** Frappe's `verification` object of a login that still needs its second factor. */
export interface Verification {
  method: 'OTP App' | 'Email';
  setup: boolean;
  token_delivery?: boolean;
  prompt?: string;
  /** The authenticator app's `otpauth://` URI, only until the first login with it (docs/DECISIONS.md D77). */
  otpauth_uri?: string;
}

/** How a code reaches a user's mailbox; absent while the site cannot send mail. */
export type CodeMailer = (user: string, subject: string, message: string) => Promise<boolean>;

/**
 * Whether logging in as this user takes a second factor, as Frappe v15 decides: System Settings'
 * `enable_two_factor_auth`, not Administrator, not from an address the user's `restrict_ip` names
 * when `bypass_2fa_for_retricted_ip_users` is set, and one of the user's roles (All included)
 * has `two_factor_auth`.
 */
export async function needsSecondFactor(site: AuthSite, principal: Principal, ip: string): Promise<boolean> {
  const settings = site.settings;
  if (!settings.enableTwoFactorAuth || principal.name === 'Administrator') return false;
  if (settings.bypass2faForRestrictedIpUsers && (principal.allowedAddresses?.length ?? 0) > 0 && mayUseFrom(principal, ip)) return false;
  const roles = [...new Set([...principal.roles, 'All'])];
  const row = await site.db.read((tx) => tx.first(tx.builder.selectFrom('tabRole').select('name').where('name', 'in', roles).where('two_factor_auth', '=', 1).limit(1)));
  return row !== undefined;
}

function siteKeyOf(site: AuthSite): string {
  const key = site.config.encryption_key;
  if (typeof key !== 'string' || !key) throw appError('VALIDATION', 'Encryption key is invalid! Please check site_config.json');
  return key;
}

/** The user's authenticator secret, made (and stored encrypted) on first need. */
async function secretOf(site: AuthSite, tx: Tx, user: string): Promise<string> {
  const sealed = await readSealedSecret(tx, user);
  if (sealed) return decryptSecret(sealed, siteKeyOf(site));
  const secret = generateSecret();
  await writeSealedSecret(tx, user, encryptSecret(secret, siteKeyOf(site)));
  return secret;
}

/**
 * The first half of a two-factor login, once the password was right: keeps the pending login and
 * answers Frappe's `{verification, tmp_id}`. By mail, the code goes out now.
 */
export async function beginSecondFactor(site: AuthSite, user: string, email: string | null, stamp: string, now: number, mailer?: CodeMailer): Promise<{ verification: Verification; tmp_id: string }> {
  const method = site.settings.twoFactorMethod;
  const issuer = site.settings.otpIssuerName;
  const tmpId = randomBytes(16).toString('hex');
  const counter = method === 'Email' ? randomInt(0, 2 ** 31) : undefined;
  const pending: PendingLogin = { user, stamp, method, ...(counter === undefined ? {} : { counter }) };
  const { secret, done } = await site.db.write(async (tx) => {
    const secret = await secretOf(site, tx, user);
    await putPending(tx, tmpId, pending, now, now + (method === 'Email' ? MAIL_LIFETIME_MS : APP_LIFETIME_MS));
    return { secret, done: await setupDone(tx, user) };
  });
  if (method === 'OTP App') {
    const verification: Verification = { method, setup: done };
    if (!done) {
      verification.prompt = 'Add this account to your authenticator app, then enter the code it shows.';
      verification.otpauth_uri = generateURI({ issuer, label: user, secret });
    }
    return { verification, tmp_id: tmpId };
  }
  const code = await generate({ secret, strategy: 'hotp', counter: counter! });
  const sent = email && mailer ? await mailer(email, `Login Verification Code from ${issuer}`, `Enter this code to complete your login:<br><br><b style="font-size: 18px;">${code}</b>`) : false;
  return {
    verification: { method, setup: sent, token_delivery: sent, prompt: sent ? 'Verification code has been sent to your registered email address.' : '' },
    tmp_id: tmpId,
  };
}

/** What the second half found: the pending login (null when expired or unknown). */
export async function pendingLogin(site: AuthSite, tmpId: string, now: number): Promise<PendingLogin | null> {
  return site.db.read((tx) => getPending(tx, tmpId, now));
}

/**
 * Checks the code of a pending login; answers whether it is right and unused. A right code ends
 * the pending login (a tmp_id completes once); an app code's time step is claimed, so the same
 * code, or an older one, never logs in twice.
 */
export async function confirmSecondFactor(site: AuthSite, tmpId: string, pending: PendingLogin, otp: string, now: number): Promise<'ok' | 'wrong' | 'expired'> {
  const token = otp.trim();
  if (!/^\d{6}$/.test(token)) return 'wrong';
  return site.db.write(async (tx) => {
    const sealed = await readSealedSecret(tx, pending.user);
    if (!sealed) return 'expired';
    const secret = decryptSecret(sealed, siteKeyOf(site));
    if (pending.method === 'Email') {
      const result = await verify({ secret, token, strategy: 'hotp', counter: pending.counter ?? 0 });
      if (!result.valid) return 'wrong';
    } else {
      const result = await verify({ secret, token, epoch: Math.floor(now / 1000), epochTolerance: TOLERANCE_SECONDS });
      if (!result.valid || !('timeStep' in result) || !(await claimStep(tx, pending.user, result.timeStep))) return 'wrong';
    }
    return (await takePending(tx, tmpId, now)) ? 'ok' : 'expired';
  });
}
