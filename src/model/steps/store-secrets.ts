import { encryptSecret } from '../../crypto/encryption.ts';
import { hashPassword } from '../../crypto/passwords.ts';
import { appError } from '../../errors/app-error.ts';
import type { DocTypeMeta } from '../../meta/doctype-meta.ts';
import { setAuthValue } from '../../storage/auth-table.ts';
import type { DocContext } from '../doc-context.ts';
import type { Doc } from '../document.ts';

/** Fields that set a login password instead of holding a secret (User.new_password). */
const LOGIN_PASSWORD_FIELDS = new Set(['User:new_password']);
/** Password fields svc sets itself, hashed, through dedicated commands (API secrets). */
const SERVER_SET_FIELDS = new Set(['User:api_secret']);

const MASK = /^\*+$/;

/**
 * Moves Password field values out of the document table into `__Auth`: a login password is
 * hashed and its column cleared; other secrets are encrypted with the site key and the column
 * keeps asterisks of the same length, as Frappe shows them. Runs once the document has its name.
 */
export async function storeSecrets(dc: DocContext, meta: DocTypeMeta, doc: Doc, old: Doc | null): Promise<void> {
  for (const field of meta.dataFields) {
    if (field.value !== 'password') continue;
    const key = `${meta.name}:${field.fieldname}`;
    const value = doc[field.fieldname];
    if (SERVER_SET_FIELDS.has(key)) {
      doc[field.fieldname] = old ? old[field.fieldname] ?? null : null;
      continue;
    }
    if (typeof value !== 'string' || value === '' || MASK.test(value)) {
      if (old && MASK.test(String(value ?? ''))) doc[field.fieldname] = old[field.fieldname] ?? null;
      continue;
    }
    if (LOGIN_PASSWORD_FIELDS.has(key)) {
      if (value.length > 512) throw appError('VALIDATION', 'Password size exceeded the maximum allowed size');
      await setAuthValue(dc.tx, meta.name, String(doc.name), 'password', await dc.site.kdf.run(() => hashPassword(value)), false);
      doc[field.fieldname] = null;
    } else {
      const siteKey = dc.site.config.encryption_key;
      if (!siteKey) throw appError('VALIDATION', 'This site has no encryption_key in site_config.json; run svc set-config or recreate the site');
      await setAuthValue(dc.tx, meta.name, String(doc.name), field.fieldname, encryptSecret(value, siteKey), true);
      doc[field.fieldname] = '*'.repeat(value.length);
    }
  }
}
