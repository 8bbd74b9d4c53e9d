import { oauthError } from '../../errors/oauth-error.ts';

/**
 * The token, revocation and introspection endpoints take POST only (RFC 6749 §3.2, RFC 7009 §2.1,
 * RFC 7662 §2.1): any other verb would carry secrets and tokens in the URL, where logs, proxies
 * and browser history keep them. The refusal is RFC 6749's invalid_request (400), as oauthlib
 * answers Frappe's clients.
 */
export function requirePost(verb: string): void {
  if (verb !== 'POST') throw oauthError('invalid_request', `Unsupported request method ${verb}`);
}

/** RFC 6749 §3.1, §3.2: request parameters must not be included more than once. */
export function rejectDuplicates(duplicates: readonly string[], names: readonly string[]): void {
  const dup = duplicates.find((d) => names.includes(d));
  if (dup) throw oauthError('invalid_request', `Duplicate ${dup} parameter.`);
}
