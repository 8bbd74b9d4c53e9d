/**
 * What the site's credential cache holds, by kind: every key is made here, so two kinds can never
 * collide on a string prefix and a lookup's type follows from its key.
 */
export type CredentialKind = 'api-key' | 'principal' | 'bearer-token' | 'bearer-principal' | 'password-stamp';

/** A credential cache key; the phantom member carries the type of the value it holds. */
export type CredentialKey<T> = string & { readonly __holds?: T };

export function credentialKey<T>(kind: CredentialKind, id: string): CredentialKey<T> {
  return `${kind}:${id}` as CredentialKey<T>;
}
