import assert from 'node:assert/strict';
import { test } from 'node:test';
import { personName } from './person-name.ts';

test('personName joins the parts there are and leaves blank or missing ones out', () => {
  assert.equal(personName('Ann', 'Lee'), 'Ann Lee');
  assert.equal(personName('Ann', null), 'Ann');
  assert.equal(personName('', 'Lee'), 'Lee');
  assert.equal(personName('  ', undefined), '');
  assert.equal(personName(null, null), '');
});
