import assert from 'node:assert/strict';
import { it } from 'node:test';
import { hashName } from './set-name.ts';
import { expandDottedPattern, expandFormat } from './series-pattern.ts';

function counters() {
  const seen = new Map<string, number>();
  const keys: string[] = [];
  const next = async (key: string) => {
    keys.push(key);
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return n;
  };
  return { next, keys };
}

it('expands dotted patterns with date parts, fields and a counter keyed by the prefix', async () => {
  const c = counters();
  assert.equal(await expandDottedPattern('TODO-.YYYY.-.#####', {}, '2026-11-22', c.next), 'TODO-2026-00001');
  assert.equal(await expandDottedPattern('TODO-.YYYY.-.#####', {}, '2026-11-22', c.next), 'TODO-2026-00002');
  assert.equal(await expandDottedPattern('INV-.customer.-.MM.-.###', { customer: 'ACME' }, '2026-03-01', c.next), 'INV-ACME-03-001');
  assert.deepEqual(c.keys, ['TODO-2026-', 'TODO-2026-', 'INV-ACME-03-']);
});

it('expands format: templates', async () => {
  const c = counters();
  assert.equal(await expandFormat('INV-{customer}-{YY}-{####}', { customer: 'ACME' }, '2026-11-22', c.next), 'INV-ACME-26-0001');
  assert.deepEqual(c.keys, ['INV-ACME-26-']);
});

it("makes Frappe's 10-character base32hex hash names", () => {
  const names = new Set(Array.from({ length: 200 }, () => hashName(Date.now() * 1000)));
  for (const n of names) assert.match(n, /^[0-9a-v]{10}$/);
  assert.ok(names.size > 190, 'random part varies');
});
