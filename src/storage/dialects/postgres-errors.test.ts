import assert from 'node:assert/strict';
import { test } from 'node:test';
import { classifyPostgresError } from './postgres-errors.ts';

test('classifies pg errors as the other dialects do', () => {
  const err = (code: string, message = '', extra: Record<string, unknown> = {}) => Object.assign(new Error(message), { code, ...extra });
  const duplicate = (constraint: string, detail?: string) => err('23505', `duplicate key value violates unique constraint "${constraint}"`, { constraint, detail });
  const cases: Array<[string, unknown, unknown]> = [
    ['duplicate name', duplicate('tabUser_pkey', 'Key (name)=(a@example.com) already exists.'), { kind: 'unique', onName: true }],
    ['duplicate name, detail withheld', duplicate('tabUser_pkey'), { kind: 'unique', onName: true }],
    ['duplicate unique field', duplicate('uq_1234_email', 'Key (email)=(a@example.com) already exists.'), { kind: 'unique', onName: false }],
    ['the value is not the key', duplicate('uq_1234_title', 'Key (title)=(x (name) _pkey) already exists.'), { kind: 'unique', onName: false }],
    ['write in a read-only transaction', err('25006'), { kind: 'read_only' }],
    ['NUL in text', err('22021'), { kind: 'invalid_text' }],
    ['deadlock', err('40P01'), { kind: 'lock_timeout' }],
    ['refused', err('ECONNREFUSED', 'connect ECONNREFUSED'), { kind: 'unavailable', detail: 'connect ECONNREFUSED' }],
    ['syntax', err('42601'), null],
    ['not an error', 'text', null],
  ];
  for (const [name, e, expected] of cases) {
    const got = classifyPostgresError(e);
    assert.deepEqual(got && ('onName' in got ? { kind: got.kind, onName: got.onName } : got), expected, name);
  }
});
