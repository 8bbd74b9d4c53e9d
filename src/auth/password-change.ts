import type { KdfGate } from '../crypto/kdf-gate.ts';
import { hashPassword, verifyPassword } from '../crypto/passwords.ts';
import { getAuthValue, setAuthValue } from '../storage/auth-table.ts';
import type { Tx } from '../storage/database.ts';
import { MAX_PASSWORD_LENGTH } from './login.ts';

/** Whether `password` is the user's login password (Frappe's check_password), hashed on the KDF's pool. */
export async function isCurrentPassword(kdf: KdfGate, tx: Tx, user: string, password: string): Promise<boolean> {
  if (password.length > MAX_PASSWORD_LENGTH) return false;
  const hash = await getAuthValue(tx, 'User', user, 'password');
  return hash !== undefined && (await kdf.run(() => verifyPassword(password, hash)));
}

/** Stores a new login password for `user`, hashed; the caller drops the cached credentials. */
export async function storeLoginPassword(kdf: KdfGate, tx: Tx, user: string, password: string): Promise<void> {
  await setAuthValue(tx, 'User', user, 'password', await kdf.run(() => hashPassword(password)), false);
}
