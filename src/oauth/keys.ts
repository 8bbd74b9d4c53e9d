import { exportJWK, generateKeyPair, importJWK, calculateJwkThumbprint, type JWK, type CryptoKey } from 'jose';
import type { SiteConfig } from '../config/site-config.ts';
import { decryptSecret, encryptSecret } from '../crypto/encryption.ts';
import { appError } from '../errors/app-error.ts';
import { getAuthValue } from '../storage/auth-table.ts';
import type { Database } from '../storage/database.ts';

/** The site's RS256 signing key: private for signing, public (with its `kid`) for the JWKS. */
export interface SigningKey {
  readonly kid: string;
  readonly privateKey: CryptoKey;
  readonly publicJwk: JWK;
}

const OWNER = 'OAuth Provider Settings';
const FIELD = 'rsa_signing_key';
/**
 * The per-site RSA key of RS256 id_tokens, made on first use and kept in `__Auth` encrypted with
 * the site key. Concurrent first uses on several processes agree: the first insert wins and every
 * process reads back what was stored. The site keeps the answer (`OAuthSite.signingKey`).
 */
export async function loadOrCreateSigningKey(site: { readonly config: SiteConfig; readonly db: Database }): Promise<SigningKey> {
  const siteKey = site.config.encryption_key;
  // The same answer as storing any other secret without a site key (model/steps/store-secrets.ts).
  if (!siteKey) throw appError('VALIDATION', 'This site has no encryption_key in site_config.json, so it cannot sign RS256 id_tokens; run svc set-config or recreate the site');
  let sealed = await site.db.read((tx) => getAuthValue(tx, OWNER, OWNER, FIELD));
  if (!sealed) {
    const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
    const jwk = await exportJWK(privateKey);
    const candidate = encryptSecret(JSON.stringify(jwk), siteKey);
    try {
      await site.db.write((tx) => tx.run(tx.builder.insertInto('__Auth').values({ doctype: OWNER, name: OWNER, fieldname: FIELD, password: candidate, encrypted: 1 })));
    } catch (err) {
      // Another process stored its key first: use that one.
      if (site.db.classifyError(err)?.kind !== 'unique') throw err;
    }
    sealed = await site.db.read((tx) => getAuthValue(tx, OWNER, OWNER, FIELD));
  }
  const jwk = JSON.parse(decryptSecret(sealed!, siteKey)) as JWK;
  const { d, p, q, dp, dq, qi, ...publicPart } = jwk;
  const kid = await calculateJwkThumbprint(publicPart);
  const privateKey = (await importJWK({ ...jwk, alg: 'RS256' }, 'RS256')) as CryptoKey;
  return { kid, privateKey, publicJwk: { ...publicPart, kid, alg: 'RS256', use: 'sig' } };
}
