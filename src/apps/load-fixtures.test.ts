import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readFixtures } from './load-fixtures.ts';

describe('hooks.ts fixtures', () => {
  it('reads DocType names and { dt | doctype, filters, or_filters } entries', () => {
    assert.deepEqual(readFixtures('hooks.ts', ['Custom Field', { dt: 'Role', filters: [['name', 'in', ['A']]] }, { doctype: 'ToDo', or_filters: { status: 'Open' } }]), [
      { doctype: 'Custom Field' },
      { doctype: 'Role', filters: [['name', 'in', ['A']]], orFilters: undefined },
      { doctype: 'ToDo', filters: undefined, orFilters: { status: 'Open' } },
    ]);
  });

  const refused: Array<[string, unknown, RegExp]> = [
    ['not a list', { dt: 'Role' }, /fixtures must be a list/],
    ['an empty name', [''], /each entry is a DocType name or an object naming its DocType/],
    ['an entry without its DocType', [{ filters: [] }], /naming its DocType in "dt"/],
    ['an unknown key', [{ dt: 'Role', filter: [] }], /unknown key "filter" in the entry for Role/],
  ];
  for (const [what, value, message] of refused) {
    it(`refuses ${what}, naming the file`, () => {
      assert.throws(() => readFixtures('/apps/x/hooks.ts', value), (err: Error) => message.test(err.message) && err.message.startsWith('/apps/x/hooks.ts: fixtures'));
    });
  }
});
