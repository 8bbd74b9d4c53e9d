import assert from 'node:assert/strict';
import { it } from 'node:test';
import { GUEST } from '../context/principal.ts';
import { MetaRegistry } from '../meta/meta-registry.ts';
import { parseDocType } from '../meta/parse-doctype.ts';
import { TRUE } from './ast.ts';
import type { ListScope } from './build-list-query.ts';
import { listQuery } from './list-query.ts';
import { memoryPlan } from './memory-list.ts';

const meta = parseDocType({
  name: 'Gadget', is_virtual: 1, sort_field: 'creation',
  fields: [{ fieldname: 'status', fieldtype: 'Data' }, { fieldname: 'size', fieldtype: 'Int' }],
});
const scope: ListScope = { meta, user: GUEST, registry: new MetaRegistry(new Map([[meta.name, meta]])), access: { rowRule: TRUE, readable: () => true }, today: '2024-05-01' };
const docs = [
  { name: 'a', creation: '2024-01-01 00:00:00', status: 'open', size: 3 },
  { name: 'b', creation: '2024-01-03 00:00:00', status: null, size: null },
  { name: 'c', creation: '2024-01-02 00:00:00', status: 'closed', size: 10 },
];

it('filters, orders (the DocType sort by default, NULL as empty) and pages documents in memory', () => {
  assert.deepEqual(memoryPlan(scope, listQuery({ pageLength: 0 })).page(docs), [{ name: 'b' }, { name: 'c' }, { name: 'a' }]);
  const bySize = memoryPlan(scope, listQuery({ fields: [{ kind: 'column', text: 'size', alias: 'n' }], orderBy: [{ target: 'n', dir: 'asc' }], asDict: false }));
  assert.deepEqual(bySize.page(docs), [[null], [3], [10]]);
  const paged = memoryPlan(scope, listQuery({ orderBy: [{ target: 'name', dir: 'asc' }], limitStart: 1, pageLength: 1 }));
  assert.deepEqual(paged.page(docs), [{ name: 'b' }]);
  const open = memoryPlan(scope, listQuery({ filters: [{ doctype: null, field: 'status', op: '!=', value: 'closed' }] }));
  assert.equal(open.count(docs), 2, 'NULL is not "closed"');
});

it('hands a source only the equalities that cannot also match NULL', () => {
  const hint = (filters: Parameters<typeof listQuery>[0]) => memoryPlan(scope, listQuery(filters)).equals;
  assert.deepEqual([...hint({ filters: [{ doctype: null, field: 'status', op: '=', value: 'open' }, { doctype: null, field: 'size', op: 'in', value: [3, 10] }] })], [['status', ['open']], ['size', [3, 10]]]);
  assert.deepEqual([...hint({ filters: [{ doctype: null, field: 'status', op: '=', value: '' }, { doctype: null, field: 'size', op: 'in', value: [0, 3] }] })], []);
  const either = [{ doctype: null, field: 'status', op: '=' as const, value: 'open' }, { doctype: null, field: 'size', op: '=' as const, value: 3 }];
  assert.deepEqual([...hint({ orFilters: either })], [], 'either of two narrows neither');
});
