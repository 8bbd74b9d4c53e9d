import { createHash } from 'node:crypto';
import type { Tx } from '../../storage/database.ts';
import { getAuthValue, setAuthValue } from '../../storage/auth-table.ts';

/**
 * What two-factor login keeps, all in `__Auth` (docs/DECISIONS.md D78): every process of a site
 * sees it without Redis, and a User's rows follow the User on rename and delete. Field names
 * start with `__`, which no DocType field may, so no Password field can ever read them.
 * - ('User', user, '__otp_secret'): the authenticator secret, encrypted with the site key;
 * - ('User', user, '__otp_step'): the last TOTP time step that logged in (fixed-width digits, so
 *   text order is number order), setup done once it exists;
 * - ('__2fa_login', sha256(tmp_id), expiry): a login whose password was right and whose code is due.
 */
const SECRET = '__otp_secret';
const STEP = '__otp_step';
const PENDING = '__2fa_login';
const WIDTH = 16;

const pad = (n: number) => String(Math.max(0, Math.trunc(n))).padStart(WIDTH, '0');
const hashId = (tmpId: string) => createHash('sha256').update(tmpId).digest('hex');

/** A login waiting for its second factor. */
export interface PendingLogin {
  readonly user: string;
  /** The password stamp when the password was checked: a password changed since ends the login. */
  readonly stamp: string;
  readonly method: 'OTP App' | 'Email';
  /** The HOTP counter of a code sent by mail. */
  readonly counter?: number;
}

export async function readSealedSecret(tx: Tx, user: string): Promise<string | undefined> {
  return getAuthValue(tx, 'User', user, SECRET);
}

export async function writeSealedSecret(tx: Tx, user: string, sealed: string): Promise<void> {
  await setAuthValue(tx, 'User', user, SECRET, sealed, true);
}

/** Whether the user has logged in with the authenticator app once (Frappe's `<user>_otplogin`). */
export async function setupDone(tx: Tx, user: string): Promise<boolean> {
  return (await getAuthValue(tx, 'User', user, STEP)) !== undefined;
}

/**
 * Records `step` as the user's last used time step unless that step or a later one was used
 * already; answers whether it was recorded. One conditional write, so of two requests presenting
 * the same code at once only one passes.
 */
export async function claimStep(tx: Tx, user: string, step: number): Promise<boolean> {
  const value = pad(step);
  if ((await getAuthValue(tx, 'User', user, STEP)) === undefined) {
    await tx.run(tx.builder.insertInto('__Auth').values({ doctype: 'User', name: user, fieldname: STEP, password: pad(0), encrypted: 0 }).onConflict((oc) => oc.columns(['doctype', 'name', 'fieldname']).doNothing()));
  }
  const changed = await tx.run(
    tx.builder.updateTable('__Auth').set({ password: value })
      .where('doctype', '=', 'User').where('name', '=', user).where('fieldname', '=', STEP).where('password', '<', value),
  );
  return changed === 1;
}

/** Forgets the user's secret and setup (Frappe's reset_otp_secret): the next login sets up anew. */
export async function clearSecret(tx: Tx, user: string): Promise<void> {
  await tx.run(tx.builder.deleteFrom('__Auth').where('doctype', '=', 'User').where('name', '=', user).where('fieldname', 'in', [SECRET, STEP]));
}

/** Keeps a pending login under its tmp_id until `expiresAt` (epoch ms), sweeping expired ones. */
export async function putPending(tx: Tx, tmpId: string, login: PendingLogin, now: number, expiresAt: number): Promise<void> {
  await tx.run(tx.builder.deleteFrom('__Auth').where('doctype', '=', PENDING).where('fieldname', '<=', pad(now)));
  await tx.run(tx.builder.insertInto('__Auth').values({ doctype: PENDING, name: hashId(tmpId), fieldname: pad(expiresAt), password: JSON.stringify(login), encrypted: 0 }));
}

/** The pending login of a tmp_id while it lives, else null. */
export async function getPending(tx: Tx, tmpId: string, now: number): Promise<PendingLogin | null> {
  const row = await tx.first<{ password: string }>(
    tx.builder.selectFrom('__Auth').select('password').where('doctype', '=', PENDING).where('name', '=', hashId(tmpId)).where('fieldname', '>', pad(now)),
  );
  return row ? (JSON.parse(row.password) as PendingLogin) : null;
}

/** Ends a pending login; answers false when it was already gone (another request completed it). */
export async function takePending(tx: Tx, tmpId: string, now: number): Promise<boolean> {
  const n = await tx.run(tx.builder.deleteFrom('__Auth').where('doctype', '=', PENDING).where('name', '=', hashId(tmpId)).where('fieldname', '>', pad(now)));
  return n === 1;
}
