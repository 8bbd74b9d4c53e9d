import assert from 'node:assert/strict';
import { it } from 'node:test';
import { DocTypeDefinitionError, parseDocType } from './parse-doctype.ts';

it('parses naming rules once into a tagged union', () => {
  const cases: Array<[string, string]> = [
    ['', 'hash'], ['hash', 'hash'], ['Prompt', 'prompt'], ['autoincrement', 'autoincrement'], ['UUID', 'uuid'],
    ['field:title', 'field'], ['format:T-{####}', 'format'], ['T-.YYYY.-.####', 'pattern'],
  ];
  for (const [autoname, kind] of cases) {
    const meta = parseDocType({ name: 'Thing', autoname, fields: [{ fieldname: 'title', fieldtype: 'Data' }] });
    assert.equal(meta.naming.kind, kind, autoname);
  }
});

it('keeps layout fields out of the columns and reads Select options in order', () => {
  const meta = parseDocType({
    name: 'Thing',
    fields: [
      { fieldname: 'sb', fieldtype: 'Section Break' },
      { fieldname: 'state', fieldtype: 'Select', options: 'A\nB\nC' },
      { fieldtype: 'Column Break' },
    ],
  });
  assert.deepEqual(meta.dataFields.map((f) => f.fieldname), ['state']);
  assert.deepEqual(meta.fieldMap.get('state')?.selectOptions, ['A', 'B', 'C']);
  assert.equal(meta.fieldMap.get('state')?.length, 140);
});

it('rejects definitions that could reach SQL or make no sense, saying why', () => {
  const bad: Array<[Record<string, unknown>, RegExp]> = [
    [{ name: 'x"; drop table y' }, /name must start with a letter/],
    [{ name: 'T', fields: [{ fieldname: 'a b', fieldtype: 'Data' }] }, /invalid fieldname/],
    [{ name: 'T', fields: [{ fieldname: 'name', fieldtype: 'Data' }] }, /reserved/],
    [{ name: 'T', istable: 1, fields: [{ fieldname: 'parent', fieldtype: 'Data' }] }, /reserved/],
    [{ name: 'T', fields: [{ fieldname: 'a', fieldtype: 'Nope' }] }, /unknown fieldtype/],
    [{ name: 'T', fields: [{ fieldname: 'a', fieldtype: 'Data' }, { fieldname: 'a', fieldtype: 'Int' }] }, /defined twice/],
    [{ name: 'T', fields: [{ fieldname: 'a', fieldtype: 'Link' }] }, /needs "options"/],
    [{ name: 'T', autoname: 'field:missing' }, /does not exist/],
    [{ name: 'T', autoname: 'whatever' }, /not a naming rule/],
    [{ name: 'T', permissions: [{ read: 1 }] }, /needs a role/],
  ];
  for (const [json, reason] of bad) {
    assert.throws(() => parseDocType(json), (err: unknown) => err instanceof DocTypeDefinitionError && reason.test(err.message), JSON.stringify(json));
  }
});

it('lets a DocType that is no child table name a field parent, as Custom DocPerm does', () => {
  const meta = parseDocType({ name: 'T', fields: [{ fieldname: 'parent', fieldtype: 'Data' }] });
  assert.deepEqual(meta.dataFields.map((f) => f.fieldname), ['parent']);
});
