import assert from 'node:assert/strict';
import { it } from 'node:test';
import { isAppError } from '../errors/app-error.ts';
import { parseListParams } from './list-params.ts';
import { listQuery } from './list-query.ts';

const parse = (form: Record<string, unknown>, allowLimitAlias = true) => parseListParams(form, { allowLimitAlias });

it('reads an empty form as the default listing', () => {
  assert.deepEqual(parse({}), listQuery());
});

it('reads every filter shape into the same typed terms', () => {
  const term = { doctype: null, field: 'status', op: '=', value: 'Open' };
  for (const filters of ['{"status":"Open"}', { status: 'Open' }, [['status', '=', 'Open']], ['status', '=', 'Open'], [{ status: ['=', 'Open'] }], [['status', '', 'Open']]]) {
    assert.deepEqual(parse({ filters }).filters, [term], JSON.stringify(filters));
  }
  assert.deepEqual(parse({ or_filters: [['ToDo', 'status', ' NOT   Like ', 'x%']] }).orFilters, [{ doctype: 'ToDo', field: 'status', op: 'not like', value: 'x%' }]);
  assert.deepEqual(parse({ filters: [['ifnull(priority, 0)', '>', 1]] }).filters, [{ doctype: null, field: 'priority', ifnull: { fallback: 0, text: 'ifnull(priority, 0)' }, op: '>', value: 1 }]);
  assert.deepEqual(parse({ filters: [['name', 'Descendants Of', 'root']] }).filters[0].op, 'descendants of');
});

it('reads fields, order_by, group_by and the limits', () => {
  const q = parse({ fields: '["*", "title as t", "count(name) n"]', order_by: 'n desc, title', group_by: 'title, status', limit: '5', limit_start: '10', as_dict: '0' });
  assert.deepEqual(q.fields.map((f) => (f.kind === 'star' ? '*' : f.kind === 'column' ? `${f.text}|${f.alias}` : `${f.text}|${f.spec.alias}`)), ['*', 'title|t', 'count(name) n|n']);
  assert.deepEqual(q.orderBy, [{ target: 'n', dir: 'desc' }, { target: 'title', dir: 'asc' }]);
  assert.deepEqual(q.groupBy, ['title', 'status']);
  assert.deepEqual([q.pageLength, q.limitStart, q.asDict], [5, 10, false]);
  assert.equal(parse({ limit: '5' }, false).pageLength, 20, 'the limit alias only where allowed');
});

it('answers bad shapes and unknown operators with 417', () => {
  for (const form of [{ filters: 5 }, { filters: [['status']] }, { filters: [['status', 'bogus', 1]] }, { filters: [['sleep(1)', '=', 1]] }, { order_by: 'name,' }, { limit_page_length: -1 }]) {
    assert.throws(() => parse(form), (err) => isAppError(err) && err.status === 417, JSON.stringify(form));
  }
});
