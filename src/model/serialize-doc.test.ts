import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseDocType } from '../meta/parse-doctype.ts';
import type { MetaRegistry } from '../meta/meta-registry.ts';
import { serializeDoc } from './serialize-doc.ts';

const meta = parseDocType({
  name: 'Serialize Probe',
  module: 'Custom',
  fields: [
    { fieldname: 'title', fieldtype: 'Data' },
    { fieldname: 'secret_note', fieldtype: 'Data', permlevel: 1 },
    { fieldname: 'amount', fieldtype: 'Int' },
  ],
  permissions: [{ role: 'System Manager', read: 1 }],
});
const registry = { get: () => undefined } as unknown as MetaRegistry;
const doc = { name: 'P-1', owner: 'a@example.com', creation: '2026-01-01 00:00:00.000000', modified: null, docstatus: 0, idx: 0, title: 'Hello', secret_note: 'hidden', amount: 0 };

test('a document keeps Frappe\'s order, then its doctype; nulls left out or kept as asked', () => {
  const levels = new Set([0]);
  const withoutNulls = serializeDoc(meta, doc, registry, { noNulls: true, readableLevels: levels });
  assert.deepEqual(Object.keys(withoutNulls), ['name', 'owner', 'creation', 'docstatus', 'idx', 'title', 'amount', 'doctype']);
  assert.equal(withoutNulls.amount, 0, 'zero is a value, not a null');
  const withNulls = serializeDoc(meta, { ...doc, title: undefined }, registry, { noNulls: false, readableLevels: levels });
  assert.deepEqual(Object.keys(withNulls), ['name', 'owner', 'creation', 'modified', 'modified_by', 'docstatus', 'idx', 'title', 'amount', 'doctype']);
  assert.equal(withNulls.modified, null);
  assert.equal(withNulls.title, null, 'a missing column is null');
});

test('fields above the caller\'s levels are left out, per set of levels', () => {
  assert.equal(serializeDoc(meta, doc, registry, { noNulls: true, readableLevels: new Set([0]) }).secret_note, undefined);
  assert.equal(serializeDoc(meta, doc, registry, { noNulls: true, readableLevels: new Set([0, 1]) }).secret_note, 'hidden');
});

test('the same document serialises the same way on every call (the generated copier is reused)', () => {
  const levels = new Set([0]);
  const first = serializeDoc(meta, doc, registry, { noNulls: true, readableLevels: levels });
  const again = serializeDoc(meta, { ...doc, title: 'Other' }, registry, { noNulls: true, readableLevels: levels });
  assert.equal(again.title, 'Other');
  assert.deepEqual(Object.keys(again), Object.keys(first));
});

test('a __proto__ column is copied as a column, never as the prototype', () => {
  const odd = parseDocType({ name: 'Proto Probe', module: 'Custom', fields: [{ fieldname: '__proto__', fieldtype: 'Data' }], permissions: [{ role: 'System Manager', read: 1 }] });
  const row = Object.defineProperty({ name: 'P-2', docstatus: 0, idx: 0 }, '__proto__', { value: 'text', enumerable: true, writable: true, configurable: true });
  const out = serializeDoc(odd, row, registry, { noNulls: true, readableLevels: new Set([0]) });
  assert.equal(Object.getPrototypeOf(out), Object.prototype);
  assert.equal(Object.getOwnPropertyDescriptor(out, '__proto__')?.value, 'text');
  const missing = serializeDoc(odd, { name: 'P-3', docstatus: 0, idx: 0 }, registry, { noNulls: false, readableLevels: new Set([0]) });
  assert.equal(Object.getOwnPropertyDescriptor(missing, '__proto__')?.value, null, 'an absent column is null, not Object.prototype');
});
