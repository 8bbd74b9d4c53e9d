import assert from 'node:assert/strict';
import { it } from 'node:test';
import { customizeDocType } from './customize-doctype.ts';
import { fieldtypeChangeAllowed } from './customizable-properties.ts';
import { DocTypeDefinitionError, parseDocType } from './parse-doctype.ts';

const base = parseDocType({ name: 'Thing', fields: [{ fieldname: 'a', fieldtype: 'Data' }, { fieldname: 'b', fieldtype: 'Int' }] });

it('places custom fields after their insert_after field in creation order, else at the end', () => {
  const meta = customizeDocType(base, {
    fields: [
      { dt: 'Thing', fieldname: 'x', fieldtype: 'Data', insert_after: 'a', reqd: 0, name: 'Thing-x' },
      { dt: 'Thing', fieldname: 'y', fieldtype: 'Check', insert_after: 'a' },
      { dt: 'Thing', fieldname: 'z', fieldtype: 'Data', insert_after: 'gone' },
    ],
    setters: [],
  });
  assert.deepEqual(meta.fields.map((f) => f.fieldname), ['a', 'x', 'y', 'b', 'z']);
  assert.equal(meta.fieldMap.get('y')!.value, 'check');
  assert.equal((meta.source.fields as Array<Record<string, unknown>>)[1].is_custom_field, 1);
  assert.equal('dt' in (meta.source.fields as Array<Record<string, unknown>>)[1], false, 'the record\'s own columns stay out');
  assert.notEqual(meta, base);
  assert.deepEqual(base.fields.map((f) => f.fieldname), ['a', 'b'], 'the app\'s DocType is left as it was');
});

it('writes property setters over the DocType and its fields, cast by property_type', () => {
  const meta = customizeDocType(base, {
    fields: [],
    setters: [
      { doctype_or_field: 'DocField', field_name: 'a', property: 'reqd', property_type: 'Check', value: '1' },
      { doctype_or_field: 'DocField', field_name: 'a', property: 'label', property_type: 'Data', value: 'Alpha' },
      { doctype_or_field: 'DocType', field_name: null, property: 'sort_field', property_type: 'Data', value: 'b' },
      { doctype_or_field: 'DocField', field_name: 'missing', property: 'hidden', property_type: 'Check', value: '1' },
    ],
  });
  assert.equal(meta.fieldMap.get('a')!.reqd, true);
  assert.equal(meta.fieldMap.get('a')!.label, 'Alpha');
  assert.equal(meta.sortField, 'b');
});

it('throws DocTypeDefinitionError when the customizations break the DocType', () => {
  assert.throws(() => customizeDocType(base, { fields: [{ fieldname: 'a', fieldtype: 'Data' }], setters: [] }), DocTypeDefinitionError);
  assert.throws(() => customizeDocType(base, { fields: [], setters: [{ doctype_or_field: 'DocType', field_name: null, property: 'sort_field', property_type: 'Data', value: 'nope' }] }), DocTypeDefinitionError);
});

it('allows Frappe\'s field type conversions only', () => {
  assert.ok(fieldtypeChangeAllowed('Data', 'Select'));
  assert.ok(fieldtypeChangeAllowed('Currency', 'Percent'));
  assert.ok(fieldtypeChangeAllowed('Int', 'Int'));
  assert.ok(!fieldtypeChangeAllowed('Data', 'Int'));
  assert.ok(!fieldtypeChangeAllowed('Select', 'Small Text'));
});

it('applies a field_order setter: the fields it names in its order, a field it does not name after the one it followed', () => {
  const order = (value: string) => customizeDocType(base, {
    fields: [{ dt: 'Thing', fieldname: 'x', fieldtype: 'Data', insert_after: 'a' }],
    setters: [
      { doctype_or_field: 'DocType', field_name: null, property: 'field_order', property_type: 'Small Text', value },
      { doctype_or_field: 'DocField', field_name: 'a', property: 'label', property_type: 'Data', value: 'Alpha' },
    ],
  });
  const moved = order(JSON.stringify(['b', 'a', 'gone']));
  assert.deepEqual(moved.fields.map((f) => f.fieldname), ['b', 'a', 'x'], 'x is not named: after a, which it followed');
  assert.equal(moved.fieldMap.get('a')!.label, 'Alpha', 'field setters still apply');
  assert.equal('field_order' in moved.source && typeof moved.source.field_order === 'string', false, 'the setter is not copied as a property');
  assert.deepEqual(order('not json').fields.map((f) => f.fieldname), ['a', 'x', 'b'], 'a broken value leaves the order');
  assert.deepEqual(order('{"a": 1}').fields.map((f) => f.fieldname), ['a', 'x', 'b']);
});
