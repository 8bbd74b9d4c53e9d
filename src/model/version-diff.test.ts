import assert from 'node:assert/strict';
import { it } from 'node:test';
import { MetaRegistry } from '../meta/meta-registry.ts';
import { parseDocType } from '../meta/parse-doctype.ts';
import { versionDiff, versionJson } from './version-diff.ts';

const line = parseDocType({ name: 'VD Line', istable: 1, fields: [{ fieldname: 'item', fieldtype: 'Data' }, { fieldname: 'qty', fieldtype: 'Int' }] });
const order = parseDocType({ name: 'VD Order', track_changes: 1, fields: [{ fieldname: 'title', fieldtype: 'Data' }, { fieldname: 'sb', fieldtype: 'Section Break' }, { fieldname: 'lines', fieldtype: 'Table', options: 'VD Line' }] });
const registry = new MetaRegistry(new Map([[line.name, line], [order.name, order]]));

it('records changed fields, added, removed and changed rows, as Frappe get_diff', () => {
  const old = { name: 'O-1', docstatus: 0, title: 'Old', lines: [{ name: 'r1', item: 'a', qty: 1 }, { name: 'r2', item: 'b', qty: 2 }] };
  const doc = { name: 'O-1', docstatus: 1, title: 'New', lines: [{ name: 'r2', item: 'b', qty: 5 }, { name: 'r3', item: 'c', qty: 1 }] };
  const diff = versionDiff(registry, order, old, doc)!;
  assert.deepEqual(diff.changed, [['title', 'Old', 'New'], ['docstatus', 0, 1]]);
  assert.deepEqual(diff.row_changed, [['lines', 0, 'r2', [['qty', 2, 5]]]]);
  assert.deepEqual(diff.added, [['lines', { name: 'r3', item: 'c', qty: 1, doctype: 'VD Line' }]]);
  assert.deepEqual(diff.removed, [['lines', { name: 'r1', item: 'a', qty: 1, doctype: 'VD Line' }]]);
});

it('answers null when nothing changed, and null equals a missing value', () => {
  assert.equal(versionDiff(registry, order, { name: 'O-1', title: null, lines: [] }, { name: 'O-1', lines: [] }), null);
});

it('writes the data as Frappe as_json does: sorted keys, compact, ASCII', () => {
  assert.equal(versionJson({ changed: [['title', 'é', null]], added: [] }), '{"added":[],"changed":[["title","\\u00e9",null]]}');
});
