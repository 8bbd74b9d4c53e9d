import assert from 'node:assert/strict';
import { it } from 'node:test';
import { hashPassword, verifyPassword } from './passwords.ts';

// Computed independently with Python's hashlib.pbkdf2_hmac and passlib's adapted base64.
const PASSLIB_STYLE = '$pbkdf2-sha256$29000$N2YMIWQsBWBMae09x1jrPQ$lEjTD4tvq5SOB5ctjdSxvnbzU5PQEfMComvCIxNEqq8';

it('verifies a passlib pbkdf2_sha256 hash made elsewhere (users imported from Frappe keep their passwords)', async () => {
  assert.equal(await verifyPassword('password', PASSLIB_STYLE), true);
  assert.equal(await verifyPassword('Password', PASSLIB_STYLE), false);
});

it('makes hashes in the same format that verify, with a fresh salt each time', async () => {
  const a = await hashPassword('s3cret', 1000);
  const b = await hashPassword('s3cret', 1000);
  assert.match(a, /^\$pbkdf2-sha256\$1000\$[A-Za-z0-9./]{22}\$[A-Za-z0-9./]{43}$/);
  assert.notEqual(a, b);
  assert.equal(await verifyPassword('s3cret', a), true);
  assert.equal(await verifyPassword('s3cret!', a), false);
});

it('rejects malformed hashes instead of throwing', async () => {
  for (const bad of ['', 'plain', '$pbkdf2-sha256$abc$x$y', '$argon2id$v=19$m=1,t=1,p=1$x$y', '$pbkdf2-sha256$99999999999$x$y']) {
    assert.equal(await verifyPassword('x', bad), false, bad);
  }
});
