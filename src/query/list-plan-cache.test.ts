import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { MetaRegistry } from '../meta/meta-registry.ts';
import { planKey as keyOf, queryKey } from './list-plan-cache.ts';
import { parseListParams } from './list-params.ts';
import { listQuery, type ListQuery } from './list-query.ts';

const scope = { today: '2024-05-01', registry: { generation: 3 } as MetaRegistry };
const planKey = (query: ListQuery, s: typeof scope) => keyOf(queryKey(query), s);

// One changed value per ListQuery property: a property the key ignored would let two listings share a plan.
const VARIANTS: { [K in keyof ListQuery]-?: ListQuery[K] } = {
  fields: [{ kind: 'column', text: 'title', alias: null }],
  filters: [{ doctype: null, field: 'status', op: '=', value: 'Open' }],
  orFilters: [{ doctype: null, field: 'status', op: '=', value: 'Open' }],
  orderBy: [{ target: 'name', dir: 'asc' }],
  groupBy: ['status'],
  limitStart: 5,
  pageLength: 0,
  asDict: false,
  debug: true,
  parent: 'ToDo',
};

it('keys a plan by every property of the ListQuery', () => {
  const base = listQuery();
  const keys = new Set([planKey(base, scope)]);
  for (const [prop, value] of Object.entries(VARIANTS)) {
    const key = planKey({ ...base, [prop]: value }, scope);
    assert.ok(!keys.has(key), `${prop} changes the key`);
    keys.add(key);
  }
});

it('keys a plan by the day and the DocTypes generation too', () => {
  const base = listQuery();
  assert.notEqual(planKey(base, scope), planKey(base, { ...scope, today: '2024-05-02' }));
  assert.notEqual(planKey(base, scope), planKey(base, { ...scope, registry: { generation: 4 } as MetaRegistry }));
});

it('gives equal queries one key, whatever order their properties were written in', () => {
  const a = listQuery({ pageLength: 1, asDict: false });
  const b: ListQuery = Object.fromEntries(Object.entries(a).reverse()) as unknown as ListQuery;
  assert.equal(planKey(a, scope), planKey(b, scope));
  const form = { fields: '["name","status"]', filters: '{"status":"Open"}', order_by: 'name desc' };
  assert.equal(planKey(parseListParams(form, { allowLimitAlias: true }), scope), planKey(parseListParams({ ...form, fields: ['name', 'status'] }, { allowLimitAlias: true }), scope));
});
