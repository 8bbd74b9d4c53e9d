import { createHash } from 'node:crypto';
import { timingSafeStringEqual } from '../crypto/timing-safe.ts';
import { oauthError } from '../errors/oauth-error.ts';

/** RFC 7636 §4.1: a verifier (and a plain challenge) is 43–128 unreserved characters; shorter ones are accepted for Frappe's clients. */
const PKCE_VALUE = /^[A-Za-z0-9\-._~]{1,128}$/;
const S256_CHALLENGE = /^(?:[A-Za-z0-9\-_]{43}|[A-Za-z0-9+/]{43}=)$/;

/**
 * The challenge method of an authorization request (docs/DECISIONS.md D18): `S256` in any case is `s256`,
 * `plain` is `plain`, none with a challenge is `plain`, anything else is invalid_request.
 * Answers null when no challenge was sent.
 */
export function challengeMethodOf(challenge: string | undefined, method: string | undefined): 's256' | 'plain' | null {
  if (!challenge) {
    if (method) throw oauthError('invalid_request', 'code_challenge_method was sent without code_challenge');
    return null;
  }
  const m = (method ?? 'plain').toLowerCase();
  if (m !== 's256' && m !== 'plain') throw oauthError('invalid_request', 'Transform algorithm not supported.');
  if (m === 's256' && !S256_CHALLENGE.test(challenge)) throw oauthError('invalid_request', 'code_challenge is not a base64url SHA-256 digest');
  if (m === 'plain' && !PKCE_VALUE.test(challenge)) throw oauthError('invalid_request', 'code_challenge holds characters RFC 7636 does not allow');
  return m;
}

/** BASE64URL(SHA256(verifier)) without padding (RFC 7636 §4.2). */
export function s256Challenge(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

/**
 * Checks a token request's verifier against the code's challenge (RFC 7636 §4.6): a challenge
 * needs a matching verifier; a verifier without a challenge is a downgrade attempt (RFC 9700
 * §2.1.1). An S256 challenge sent as padded standard base64 also matches (docs/DECISIONS.md D18).
 */
export function pkceMatches(challenge: string | null, method: 's256' | 'plain' | null, verifier: string | undefined): boolean {
  if (!challenge) return verifier === undefined || verifier === '';
  if (!verifier || !PKCE_VALUE.test(verifier)) return false;
  if (method === 'plain') return timingSafeStringEqual(challenge, verifier);
  const digest = createHash('sha256').update(verifier, 'ascii').digest();
  const expected = challenge.endsWith('=') ? digest.toString('base64') : digest.toString('base64url');
  return timingSafeStringEqual(challenge, expected);
}
