import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** A new site encryption key (what `new-site` writes as `encryption_key`). */
export function newEncryptionKey(): string {
  return randomBytes(32).toString('base64url');
}

function keyBytes(siteKey: string): Buffer {
  return createHash('sha256').update(siteKey).digest();
}

/** Encrypts a secret with the site key (AES-256-GCM); the output carries its own nonce and tag. */
export function encryptSecret(plain: string, siteKey: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyBytes(siteKey), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `v1:${iv.toString('base64url')}:${cipher.getAuthTag().toString('base64url')}:${body.toString('base64url')}`;
}

/** Decrypts what encryptSecret made; throws when the key is wrong or the text was altered. */
export function decryptSecret(sealed: string, siteKey: string): string {
  const [version, iv, tag, body] = sealed.split(':');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('not an svc encrypted secret');
  const decipher = createDecipheriv('aes-256-gcm', keyBytes(siteKey), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
