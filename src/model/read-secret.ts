import { decryptSecret } from '../crypto/encryption.ts';
import { appError } from '../errors/app-error.ts';
import type { DocTypeMeta } from '../meta/doctype-meta.ts';
import { getAuthValue } from '../storage/auth-table.ts';
import type { DocContext } from './doc-context.ts';

/**
 * The clear text of a document's Password field (Frappe's get_decrypted_password), or undefined
 * when none is stored encrypted: login passwords and API secrets are kept only as hashes, and
 * other fields hold no secret. Callers decide who may see it.
 */
export async function readPasswordField(dc: DocContext, meta: DocTypeMeta, name: string, fieldname: string): Promise<string | undefined> {
  if (meta.fieldMap.get(fieldname)?.value !== 'password') return undefined;
  const sealed = await getAuthValue(dc.tx, meta.name, name, fieldname, { encryptedOnly: true });
  if (sealed === undefined) return undefined;
  const siteKey = dc.site.config.encryption_key;
  try {
    if (!siteKey) throw new Error('no encryption_key');
    return decryptSecret(sealed, siteKey);
  } catch {
    throw appError('VALIDATION', 'Encryption key is invalid! Please check site_config.json');
  }
}
