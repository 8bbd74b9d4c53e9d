import { hashApiSecret } from '../auth/api-key.ts';
import type { OperationRequest } from './operation-request.ts';
import { appError } from '../errors/app-error.ts';
import { setAuthValue } from '../storage/auth-table.ts';
import { randomHex } from '../util/random.ts';
import type { DocContext } from '../model/doc-context.ts';
import { runOperation } from './run-operation.ts';

/**
 * Issues API credentials for a user (frappe.core.doctype.user.user.generate_keys): keeps the key
 * if the user has one, always makes a new secret, stores only its hash, and returns the secret
 * this once.
 */
export function generateKeys(ctx: OperationRequest, userName: string): Promise<{ api_key: string; api_secret: string }> {
  return runOperation(ctx, 'write', (dc) => generateKeysInTx(dc, userName));
}

/** generateKeys inside an existing write transaction (the remote method). */
export async function generateKeysInTx(dc: DocContext, userName: string): Promise<{ api_key: string; api_secret: string }> {
  if (!dc.user.superuser && !dc.user.roles.has('System Manager')) throw appError('PERMISSION_DENIED', '', { messages: [], exceptionText: '' });
  const user = await dc.tx.first<{ name: string; api_key: string | null }>(
    dc.tx.builder.selectFrom('tabUser').select(['name', 'api_key']).where('name', '=', userName),
  );
  if (!user) throw appError('DOC_NOT_FOUND', `User ${userName} not found`);
  const apiKey = user.api_key || randomHex(15);
  const apiSecret = randomHex(32);
  await dc.tx.run(
    dc.tx.builder.updateTable('tabUser').set({ api_key: apiKey, api_secret: '*'.repeat(apiSecret.length), modified: dc.now, modified_by: dc.user.name }).where('name', '=', user.name),
  );
  await setAuthValue(dc.tx, 'User', user.name, 'api_secret', hashApiSecret(apiSecret), false);
  await dc.site.db.notify(dc.tx, 'auth');
  return { api_key: apiKey, api_secret: apiSecret };
}
