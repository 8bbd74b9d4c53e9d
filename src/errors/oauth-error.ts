import { oauthErrorCatalog, type OAuthErrorCode } from './catalog.ts';

/** An RFC 6749 error of the OAuth endpoints; `serializeOAuthError` turns it into the wire body. */
export class OAuthError extends Error {
  readonly status: number;
  constructor(
    readonly error: OAuthErrorCode,
    readonly description: string,
  ) {
    super(description);
    this.name = 'OAuthError';
    this.status = oauthErrorCatalog[error];
  }
}

export function oauthError(error: OAuthErrorCode, description: string): OAuthError {
  return new OAuthError(error, description);
}

export function isOAuthError(err: unknown): err is OAuthError {
  return err instanceof OAuthError;
}

/**
 * The body and headers of an OAuth error (RFC 6749 §5.2): `error`, `error_description`, never
 * cached; a 401 names the scheme the client should authenticate with.
 */
export function serializeOAuthError(err: OAuthError): { status: number; body: Record<string, string>; headers: Record<string, string> } {
  const headers: Record<string, string> = { 'cache-control': 'no-store', pragma: 'no-cache' };
  if (err.error === 'invalid_client') headers['www-authenticate'] = 'Basic realm="svc"';
  if (err.error === 'invalid_token') headers['www-authenticate'] = `Bearer error="invalid_token", error_description="${err.description.replace(/"/g, "'")}"`;
  return { status: err.status, body: { error: err.error, error_description: err.description }, headers };
}
