import assert from 'node:assert/strict';
import { test } from 'node:test';
import { classifyMariadbError } from './mariadb-errors.ts';

test('classifies mysql2 errors as the other dialects do', () => {
  const err = (code: string, message = '', extra: Record<string, unknown> = {}) => Object.assign(new Error(message), { code, ...extra });
  const cases: Array<[string, unknown, string | null]> = [
    ['duplicate name', err('ER_DUP_ENTRY', "Duplicate entry 'x' for key 'PRIMARY'"), 'unique'],
    ['duplicate unique field', err('ER_DUP_ENTRY', "Duplicate entry 'x' for key 'uq_1234_title'"), 'unique'],
    ['write in a read-only session', err('ER_CANT_EXECUTE_IN_READ_ONLY_TRANSACTION'), 'read_only'],
    ['lock wait', err('ER_LOCK_WAIT_TIMEOUT'), 'lock_timeout'],
    ['deadlock', err('ER_LOCK_DEADLOCK'), 'lock_timeout'],
    ['refused', err('ECONNREFUSED'), 'unavailable'],
    ['lost', err('PROTOCOL_CONNECTION_LOST', 'Connection lost: The server closed the connection.', { fatal: true }), 'unavailable'],
    ['missing database', err('ER_BAD_DB_ERROR'), 'unavailable'],
    ['syntax', err('ER_PARSE_ERROR'), null],
    ['not an error', 'text', null],
  ];
  for (const [name, e, kind] of cases) assert.equal(classifyMariadbError(e)?.kind ?? null, kind, name);
  const onName = (e: unknown) => (classifyMariadbError(e) as { onName?: boolean }).onName;
  assert.equal(onName(cases[0][1]), true, 'a duplicate primary key is a duplicate name');
  assert.equal(onName(cases[1][1]), false);
  assert.equal(onName(err('ER_DUP_ENTRY', "Duplicate entry 'x.name (name) PRIMARY' for key 'uq_1234_title'")), false, 'the value is not the key');
});
