import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isOAuthError } from '../errors/oauth-error.ts';
import { challengeMethodOf, pkceMatches, s256Challenge } from './pkce.ts';

const RFC_VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const RFC_CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

describe('PKCE (RFC 7636, docs/DECISIONS.md D18)', () => {
  it("computes RFC 7636 Appendix B's challenge and Frappe's test vector", () => {
    assert.equal(s256Challenge(RFC_VERIFIER), RFC_CHALLENGE);
    assert.equal(s256Challenge('420'), '21XaP8MJjpxCMRxgEzBP82sZ73PRLqkyBUta1R309J0');
  });

  const cases: Array<[string, string | null, 's256' | 'plain' | null, string | undefined, boolean]> = [
    ['S256 with the right verifier', RFC_CHALLENGE, 's256', RFC_VERIFIER, true],
    ['S256 with a wrong verifier', RFC_CHALLENGE, 's256', `${RFC_VERIFIER.slice(0, -1)}l`, false],
    ['S256 without a verifier', RFC_CHALLENGE, 's256', undefined, false],
    ['S256 given as padded standard base64', Buffer.from(RFC_CHALLENGE, 'base64url').toString('base64'), 's256', RFC_VERIFIER, true],
    ['plain equal', 'abc-._~XYZ', 'plain', 'abc-._~XYZ', true],
    ['plain different', 'abc', 'plain', 'abd', false],
    ['no challenge, no verifier', null, null, undefined, true],
    ['no challenge but a verifier (downgrade)', null, null, RFC_VERIFIER, false],
    ['a verifier with forbidden characters', RFC_CHALLENGE, 's256', 'a b', false],
  ];
  for (const [name, challenge, method, verifier, ok] of cases) {
    it(name, () => assert.equal(pkceMatches(challenge, method, verifier), ok));
  }

  it('reads the method case-insensitively, plain by default, and refuses others', () => {
    assert.equal(challengeMethodOf(RFC_CHALLENGE, 'S256'), 's256');
    assert.equal(challengeMethodOf(RFC_CHALLENGE, 's256'), 's256');
    assert.equal(challengeMethodOf('plainvalue', undefined), 'plain');
    assert.equal(challengeMethodOf(undefined, undefined), null);
    for (const [c, m] of [[RFC_CHALLENGE, 'S512'], ['short', 'S256'], [undefined, 'S256']] as const) {
      assert.throws(() => challengeMethodOf(c, m), (e) => isOAuthError(e) && e.error === 'invalid_request');
    }
  });
});
