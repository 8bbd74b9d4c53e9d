import type { CredentialCache, SiteServices } from '../context/request-context.ts';
import type { Database } from '../storage/database.ts';
import type { SigningKey } from './keys.ts';
import type { OAuthStore } from './store/oauth-store.ts';

/** What verifying a Bearer token needs of a site (token-verifier.ts; auth/'s bearer scheme). */
export interface TokenSite extends SiteServices {
  readonly db: Database;
  /** Where verified tokens and their principals are cached, cleared on every revocation. */
  readonly credentials: CredentialCache;
  /** Grant state of the OAuth provider (codes, tokens, consents). */
  readonly oauth: OAuthStore;
}

/** What the OAuth provider's endpoints need of a site: the token state and the key of its id_tokens. */
export interface OAuthSite extends TokenSite {
  /** The RS256 key of the site's id_tokens, read or made on first use (keys.ts). */
  signingKey(): Promise<SigningKey>;
}
