import type { OperationRequest } from './operation-request.ts';
import { hashPassword } from '../crypto/passwords.ts';
import { appError } from '../errors/app-error.ts';
import { setAuthValue } from '../storage/auth-table.ts';
import { runOperation } from './run-operation.ts';

/** Sets a user's login password (hashed with the KDF) from the CLI or an administrator. */
export async function setUserPassword(ctx: OperationRequest, userName: string, password: string): Promise<void> {
  if (!ctx.user.superuser) throw appError('PERMISSION_DENIED', 'Only Administrator can set passwords directly');
  if (!password || password.length > 512) throw appError('VALIDATION', 'A password must have 1 to 512 characters');
  const hash = await hashPassword(password);
  await runOperation(ctx, 'write', async (dc) => {
    const user = await dc.tx.first(dc.tx.builder.selectFrom('tabUser').select('name').where('name', '=', userName));
    if (!user) throw appError('DOC_NOT_FOUND', `User ${userName} not found`);
    await setAuthValue(dc.tx, 'User', userName, 'password', hash, false);
    await dc.site.db.notify(dc.tx, 'auth');
  });
}
