import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { insert, list, names, setupGadget, sorted, utcDay } from '../helpers/fixtures.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { serverMessages } from '../helpers/scenario.ts';

// Listing filters (docs/DECISIONS.md F4): shapes, every operator, NULL semantics, numeric and date
// comparison, timespans, and 417 for malformed filters. Dates are relative to today in UTC (the
// site's time zone).

const D = (days: number) => utcDay(days);
// name, title, qty, price, kind, day, at, parts
const GADGETS = [
  { name: 'g1', title: 'Alpha', qty: 10, price: 2.5, kind: 'tool', day: D(0), at: `${D(0)} 10:00:00`, maker: 'maker@example.com', parts: [{ part: 'bolt', weight: 3 }, { part: 'nut', weight: 1 }] },
  { name: 'g2', title: 'Beta', qty: 9, price: 10.25, day: D(-1), at: `${D(-1)} 23:59:59`, parts: [{ part: 'gear', weight: 7 }] },
  { name: 'g3', title: 'Gamma', qty: 100, price: 0.5, kind: 'toy', day: D(-10), maker: 'maker@example.com' },
  { name: 'g4', title: "O'Brien", qty: -5, price: 1, kind: '' },
  { name: 'g5', title: 'Epsilon', qty: 0, price: 3, kind: 'tool', day: D(1), at: `${D(1)} 00:00:00`, parts: [{ part: 'bolt', weight: 5 }] },
  { name: 'g6', title: 'Zeta', qty: 1, price: 1.5, kind: 'toy', day: D(-400) },
  { name: 'g7', title: 'Eta', qty: 2, price: 2, kind: 'gizmo', day: D(-5) },
  { name: 'g8', title: 'Theta', qty: 3, price: 20, day: D(10) },
];
const ALL = GADGETS.map((g) => g.name);
const byDay = (pred: (day: string) => boolean) => GADGETS.filter((g) => g.day && pred(g.day)).map((g) => g.name);

perDialect('listing filters', (site) => {
  before(async () => {
    await setupGadget(site());
    await site().addUser('maker@example.com', []);
    for (const g of GADGETS) await insert(site(), 'Gadget', g);
  });

  async function expectNames(label: string, params: Record<string, unknown>, expected: string[]) {
    const res = await list(site(), 'Gadget', { limit_page_length: 0, ...params });
    assert.equal(res.status, 200, `${label}: ${res.body.slice(0, 400)}`);
    assert.deepEqual(sorted(res.json.data.map((r: any) => r.name)), sorted(expected), label);
  }

  it('applies every comparison operator, with NULL compared as empty', async () => {
    const table: Array<[unknown[], string[]]> = [
      [['kind', '=', 'tool'], ['g1', 'g5']],
      [['kind', '!=', 'tool'], ['g2', 'g3', 'g4', 'g6', 'g7', 'g8']],
      [['kind', '=', ''], ['g2', 'g4', 'g8']],
      [['kind', '<', 'tooz'], ['g1', 'g2', 'g4', 'g5', 'g7', 'g8']],
      [['kind', '>', 'tool'], ['g3', 'g6']],
      [['kind', '>=', 'tool'], ['g1', 'g3', 'g5', 'g6']],
      [['kind', '<=', 'gizmo'], ['g2', 'g4', 'g7', 'g8']],
      [['kind', 'like', 'to%'], ['g1', 'g3', 'g5', 'g6']],
      [['kind', 'not like', 'to%'], ['g2', 'g4', 'g7', 'g8']],
      [['title', 'like', 'e%'], ['g5', 'g7']],
      [['title', 'like', '%et%'], ['g2', 'g6', 'g7', 'g8']],
      [['title', 'not like', '%a%'], ['g4', 'g5']],
      [['kind', 'in', ['tool', 'toy']], ['g1', 'g3', 'g5', 'g6']],
      [['kind', 'in', 'tool, toy'], ['g1', 'g3', 'g5', 'g6']],
      [['kind', 'in', 'gizmo'], ['g7']],
      [['kind', 'not in', ['tool', 'toy']], ['g2', 'g4', 'g7', 'g8']],
      [['kind', 'not in', 'tool,toy,gizmo'], ['g2', 'g4', 'g8']],
      [['kind', 'is', 'set'], ['g1', 'g3', 'g5', 'g6', 'g7']],
      [['kind', 'is', 'not set'], ['g2', 'g4', 'g8']],
      [['day', 'is', 'set'], ['g1', 'g2', 'g3', 'g5', 'g6', 'g7', 'g8']],
      [['day', 'is', 'not set'], ['g4']],
      [['at', 'is', 'not set'], ['g3', 'g4', 'g6', 'g7', 'g8']],
      [['name', 'in', ['g1', 'g2', 'nope']], ['g1', 'g2']],
      [['name', '!=', 'g1'], ALL.filter((n) => n !== 'g1')],
      [['title', '=', "O'Brien"], ['g4']],
      [['kind', 'IN', ['gizmo']], ['g7']],
      [['kind', 'Not Like', 'to%'], ['g2', 'g4', 'g7', 'g8']],
      [['kind', '', 'toy'], ['g3', 'g6']],
      [['docstatus', '=', 0], ALL],
      [['creation', '>', '2000-01-01'], ALL],
      [['modified', 'is', 'set'], ALL],
    ];
    for (const [cond, expected] of table) await expectNames(JSON.stringify(cond), { filters: [cond] }, expected);
  });

  it('compares Int and Float fields as numbers', async () => {
    const table: Array<[unknown[], string[]]> = [
      [['qty', '<', 9], ['g4', 'g5', 'g6', 'g7', 'g8']],
      [['qty', '>', 9], ['g1', 'g3']],
      [['qty', '>=', '10'], ['g1', 'g3']],
      [['qty', '<=', 0], ['g4', 'g5']],
      [['qty', '=', '100'], ['g3']],
      [['qty', '!=', 0], ALL.filter((n) => n !== 'g5')],
      [['qty', 'in', '9, 100'], ['g2', 'g3']],
      [['qty', 'not in', [0, 1, 2, 3]], ['g1', 'g2', 'g3', 'g4']],
      [['qty', 'between', [0, 9]], ['g2', 'g5', 'g6', 'g7', 'g8']],
      [['price', '>', 2.5], ['g2', 'g5', 'g8']],
      [['price', '>', '2.5'], ['g2', 'g5', 'g8']],
      [['price', '<', 1.5], ['g3', 'g4']],
      [['price', '=', 10.25], ['g2']],
    ];
    for (const [cond, expected] of table) await expectNames(JSON.stringify(cond), { filters: [cond] }, expected);
  });

  it('filters dates and datetimes: comparisons, between, timespan, previous/next', async () => {
    const year = D(0).slice(0, 4);
    const month = D(0).slice(0, 7);
    const table: Array<[unknown[], string[]]> = [
      [['day', '=', D(0)], ['g1']],
      [['day', '>', D(-2)], ['g1', 'g2', 'g5', 'g8']],
      [['day', '<', D(-5)], ['g3', 'g4', 'g6']],
      [['day', '!=', D(0)], ALL.filter((n) => n !== 'g1')],
      [['day', 'between', [D(-10), D(-1)]], ['g2', 'g3', 'g7']],
      [['at', 'between', [D(-1), D(-1)]], ['g2']],
      [['at', 'between', [D(0), D(0)]], ['g1']],
      [['at', 'between', [D(-1), D(1)]], ['g1', 'g2', 'g5']],
      [['at', 'between', [`${D(0)} 09:00:00`, `${D(0)} 11:00:00`]], ['g1']],
      [['at', '>', `${D(0)} 10:00:00`], ['g5']],
      [['at', 'timespan', 'today'], ['g1']],
      [['day', 'timespan', 'today'], ['g1']],
      [['day', 'timespan', 'yesterday'], ['g2']],
      [['day', 'timespan', 'tomorrow'], ['g5']],
      [['day', 'timespan', 'last week'], ['g1', 'g2', 'g7']],
      [['day', 'timespan', 'next week'], ['g1', 'g5']],
      [['day', 'timespan', 'next month'], ['g1', 'g5', 'g8']],
      [['day', 'timespan', 'last year'], ['g1', 'g2', 'g3', 'g7']],
      [['day', 'timespan', 'this year'], byDay((d) => d.startsWith(year))],
      [['day', 'timespan', 'this month'], byDay((d) => d.startsWith(month))],
      [['day', 'Timespan', 'LAST WEEK'], ['g1', 'g2', 'g7']],
      [['day', 'previous', '1 week'], ['g1', 'g2', 'g7']],
      [['day', 'next', '1 week'], ['g1', 'g5']],
      [['day', 'previous', '1 year'], ['g1', 'g2', 'g3', 'g7']],
      [['day', 'like', `${year}%`], byDay((d) => d.startsWith(year))],
      [['day', '=', ''], ['g4']],
    ];
    for (const [cond, expected] of table) await expectNames(JSON.stringify(cond), { filters: [cond] }, expected);
  });

  it('accepts list, 4-element, dict and child-table shapes', async () => {
    const table: Array<[string, Record<string, unknown>, string[]]> = [
      ['several conditions are AND-ed', { filters: [['kind', '=', 'tool'], ['qty', '>', 5]] }, ['g1']],
      ['4-element form on the parent', { filters: [['Gadget', 'kind', '=', 'toy']] }, ['g3', 'g6']],
      ['4-element form on a child DocType', { filters: [['Gadget Part', 'weight', '>', 4]] }, ['g2', 'g5']],
      ['child field by name moves to the child table', { filters: [['part', '=', 'bolt']] }, ['g1', 'g5']],
      ['child field dotted', { filters: [['parts.part', '=', 'nut']] }, ['g1']],
      ['child rows do not repeat parents', { filters: [['Gadget Part', 'weight', '>', 0]] }, ['g1', 'g2', 'g5']],
      ['link field traversal', { filters: [['maker.first_name', '=', 'maker']] }, ['g1', 'g3']],
      ['dict {field: value}', { filters: { kind: 'toy' } }, ['g3', 'g6']],
      ['dict {field: [op, value]}', { filters: { qty: ['>', 9] } }, ['g1', 'g3']],
      ['dict with several keys', { filters: { kind: 'tool', qty: ['<', 5] } }, ['g5']],
      ['dict with in', { filters: { kind: ['in', ['tool', 'gizmo']] } }, ['g1', 'g5', 'g7']],
      ['more than 4 elements are truncated', { filters: [['Gadget', 'kind', '=', 'toy', 'ignored']] }, ['g3', 'g6']],
      ['empty list', { filters: [] }, ALL],
      ['JSON null', { filters: 'null' }, ALL],
      ['or_filters alone', { or_filters: [['qty', '=', 100], ['qty', '=', 9]] }, ['g2', 'g3']],
      ['or_filters AND-ed with filters', { filters: [['kind', '=', 'tool']], or_filters: [['qty', '=', 100], ['qty', '=', 10]] }, ['g1']],
      ['or_filters as dict', { or_filters: { qty: 100, kind: 'gizmo' } }, ['g3', 'g7']],
      ['or_filters with a child condition', { or_filters: [['part', '=', 'gear'], ['kind', '=', 'gizmo']] }, ['g2', 'g7']],
      ['is set AND-ed with an or_filters dict', { filters: [['kind', 'is', 'set']], or_filters: { title: ['like', '%eta%'] } }, ['g6', 'g7']],
    ];
    for (const [label, params, expected] of table) await expectNames(label, params, expected);
  });

  it('binds filter values as parameters, never as SQL', async () => {
    const table: Array<[unknown[], string[]]> = [
      [['title', '=', "x' or '1'='1"], []],
      [['title', '=', "' or 1=1 --"], []],
      [['title', 'like', "%' or '1'='1"], []],
      [['title', 'in', ["a') or ('1'='1", "O'Brien"]], ['g4']],
      [['kind', '!=', "tool' and '1'='2"], ALL],
      [['name', '=', 'g1; drop table `tabGadget`'], []],
      [['title', 'like', "O'%"], ['g4']],
    ];
    for (const [cond, expected] of table) await expectNames(JSON.stringify(cond), { filters: [cond] }, expected);
    assert.deepEqual(sorted(await names(site(), 'Gadget')), sorted(ALL), 'the table is intact');
  });

  it('answers malformed filters with 417', async () => {
    const table: Array<[string, Record<string, unknown>, string, RegExp?]> = [
      ['unknown operator', { filters: [['kind', 'bogus', 'x']] }, 'ValidationError', /^Operator must be one of/],
      ['SQL as operator', { filters: [['kind', '= 1 or 1=1 --', 'x']] }, 'ValidationError', /^Operator must be one of/],
      ...['constructor', '__proto__', 'toString', 'hasOwnProperty'].map((op): [string, Record<string, unknown>, string, RegExp] =>
        [`${op} as operator`, { filters: [['kind', op, 'x']] }, 'ValidationError', /^Operator must be one of/]),
      ['a prototype member as previous period', { filters: [['day', 'previous', 'constructor']] }, 'ValidationError', /^Unknown timespan/],
      ['one element', { filters: [['kind']] }, 'ValidationError', /^Filter must have 4 values/],
      ['two elements', { filters: [['kind', '=']] }, 'ValidationError', /^Filter must have 4 values/],
      ['malformed JSON', { filters: '[["kind", "="' }, 'ValidationError'],
      ['malformed JSON dict', { filters: '{"kind": ' }, 'ValidationError'],
      ['malformed or_filters', { or_filters: '[[' }, 'ValidationError'],
      ['a number', { filters: '5' }, 'ValidationError'],
      ['list of strings', { filters: ['kind', 'tool'] }, 'ValidationError'],
      ['a non-text field name', { filters: [[1, '=', 2]] }, 'ValidationError'],
      ['an object value', { filters: [['kind', '=', { a: 1 }]] }, 'ValidationError'],
      ['unknown field', { filters: [['nope', '=', 'x']] }, 'DataError', /^Field not permitted in query: nope$/],
      ['unknown field in or_filters', { or_filters: [['nope', '=', 'x']] }, 'DataError', /^Field not permitted in query: nope$/],
      ['unknown field in a dict', { filters: { nope: 'x' } }, 'DataError'],
      ['unrelated DocType', { filters: [['ToDo', 'status', '=', 'Open']] }, 'DataError'],
      ['unknown child field', { filters: [['Gadget Part', 'nope', '=', 1]] }, 'DataError'],
      ['text on an Int field', { filters: [['qty', '>', 'abc']] }, 'ValidationError'],
      ['text on a Date field', { filters: [['day', '>', 'abc']] }, 'ValidationError'],
      ['bad between bounds', { filters: [['day', 'between', ['soon', 'later']]] }, 'ValidationError'],
      ['three between bounds', { filters: [['day', 'between', [D(0), D(1), D(2)]]] }, 'ValidationError'],
      ['is with another value', { filters: [['kind', 'is', 'maybe']] }, 'ValidationError'],
      ['unknown timespan', { filters: [['day', 'timespan', 'next century']] }, 'ValidationError'],
      ['unknown previous period', { filters: [['day', 'previous', '2 weeks']] }, 'ValidationError'],
      ['NUL in a value', { filters: [['title', '=', 'a\u0000b']] }, 'ValidationError'],
    ];
    for (const [label, params, excType, message] of table) {
      const res = await list(site(), 'Gadget', params);
      assert.equal(res.status, 417, `${label}: ${res.body.slice(0, 400)}`);
      assert.equal(res.json.exc_type, excType, label);
      if (message) assert.match(String(serverMessages(res.json)[0]?.message), message, label);
    }
  });
});
