import assert from 'node:assert/strict';
import { test } from 'node:test';
import { classifySqliteError } from './sqlite-errors.ts';

test('classifies better-sqlite3 errors as the other dialects do', () => {
  const err = (code: string, message = '') => Object.assign(new Error(message), { code });
  const cases: Array<[string, unknown, unknown]> = [
    ['duplicate name', err('SQLITE_CONSTRAINT_PRIMARYKEY', 'UNIQUE constraint failed: tabUser.name'), { kind: 'unique', onName: true }],
    ['duplicate unique field', err('SQLITE_CONSTRAINT_UNIQUE', 'UNIQUE constraint failed: tabUser.email'), { kind: 'unique', onName: false }],
    ['a field whose name starts with name', err('SQLITE_CONSTRAINT_UNIQUE', 'UNIQUE constraint failed: tabUser.name_id'), { kind: 'unique', onName: false }],
    ['write on the read connection', err('SQLITE_READONLY'), { kind: 'read_only' }],
    ['busy', err('SQLITE_BUSY'), { kind: 'lock_timeout' }],
    ['cannot open', err('SQLITE_CANTOPEN', 'unable to open database file'), { kind: 'unavailable', detail: 'unable to open database file' }],
    ['syntax', err('SQLITE_ERROR', 'near "x": syntax error'), null],
    ['not an error', 'text', null],
  ];
  for (const [name, e, expected] of cases) {
    const got = classifySqliteError(e);
    assert.deepEqual(got && ('onName' in got ? { kind: got.kind, onName: got.onName } : got), expected, name);
  }
});
