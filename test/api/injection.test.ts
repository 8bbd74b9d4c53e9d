import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { createDocType, insert, list, names, rows, setupGadget, type Auth } from '../helpers/fixtures.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { send } from '../helpers/scenario.ts';

// Hostile listing arguments (docs/DECISIONS.md D39; fields the caller may not read: docs/SECURITY.md
// "Small rules"): every identifier position only takes names resolved
// through metadata, values are bound parameters. Each hostile request gets a 4xx (never 500),
// leaks nothing, and leaves every table intact and queryable.

const HOSTILE_IDENTIFIERS = [
  '(select password from `__Auth`)',
  '(select name from tabUser limit 1)',
  'name from tabUser --',
  'name; drop table `tabGadget`',
  'name; drop table "tabGadget"; --',
  'name/*comment*/',
  'name -- comment',
  'name #',
  "name'",
  "name' or '1'='1",
  '"name"',
  'name"',
  '`name` or 1',
  'sleep(1)',
  'pg_sleep(1)',
  'count(sleep(1))',
  'sum((select 1))',
  'max((select password from `__Auth`))',
  'count(name) as n from tabUser',
  '1=1 or name',
  '1',
  'name union select name from tabUser',
  'name union all select api_key from tabUser',
  'tabUser.password',
  '`tabUser`.`api_secret`',
  '`tabUser`.`name`',
  'tab__Auth.password',
  't1.password',
  't.secret',
  'j1.name',
  'c0',
  'concat(name, title)',
  'concat_ws(",", name)',
  'if(1, name, title)',
  'ifnull(secret, 1)',
  'coalesce(secret, 1)',
  'ifnull(name, (select 1))',
  'locate(name, version())',
  'version()',
  'database()',
  'current_user',
  '@@version',
  'name, title',
  'name as x; drop table tabGadget',
  'name as `x`',
  'distinct name',
  'name collate nocase',
  'qty + 0',
  'maker.password',
  'maker.api_secret',
  'maker.roles.role',
  '*, secret',
  'secret',
];

/** Entries that are valid in some positions (e.g. `count(distinct name)`, `order_by=name, title`). */
// count(1) is Frappe's (its tests count with sum(1)): a number is a literal, never SQL text.
const LEGITIMATE = new Set(['aggregate|1', 'aggregate|distinct name', 'order_by|name, title', 'order_by, second term|name, title', 'group_by|name, title']);

/** Entries naming a real field the level-0 reader may not read (alone or inside a function). */
const UNREADABLE = new Set(['secret', 'maker.api_secret', 'ifnull(secret, 1)', 'coalesce(secret, 1)']);

/** Every place an identifier can go in a listing request. */
const POSITIONS: Array<[string, (x: string) => Record<string, unknown>]> = [
  ['fields', (x) => ({ fields: ['name', x] })],
  ['aggregate', (x) => ({ fields: [`count(${x}) as n`] })],
  ['filters', (x) => ({ filters: [[x, '=', 'x']] })],
  ['filters, 4-element', (x) => ({ filters: [['Gadget', x, '=', 'x']] })],
  ['filters, dict', (x) => ({ filters: { [x]: 'x' } })],
  ['or_filters', (x) => ({ or_filters: [['name', '=', 'x'], [x, 'like', '%']] })],
  ['order_by', (x) => ({ order_by: x })],
  ['order_by, second term', (x) => ({ order_by: `name asc, ${x}` })],
  ['group_by', (x) => ({ fields: ['count(name) as n'], group_by: x })],
];

const HOSTILE_OPERATORS = ['= 1 or 1=1 --', 'like binary', 'regexp', 'in (select', ';', '=\'', 'union', 'sleep(1)'];

perDialect('listing: hostile input', (site) => {
  let tester: string;
  let apiKey: string;
  before(async () => {
    tester = await setupGadget(site());
    await insert(site(), 'Gadget', { name: 'g1', title: "O'Brien", qty: 1, secret: 'top-secret-1', maker: 'tester@example.com' });
    await insert(site(), 'Gadget', { name: 'g2', title: 'Beta', qty: 2, secret: 'top-secret-2' });
    await createDocType(site(), {
      name: 'Bulletin',
      autoname: 'field:title',
      fields: [{ fieldname: 'title', fieldtype: 'Data', label: 'Title' }],
      permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1, delete: 1 }, { role: 'Guest', read: 1 }],
    });
    await insert(site(), 'Bulletin', { title: 'Hello' });
    [{ api_key: apiKey }] = await rows(site(), 'User', { fields: ['api_key'], filters: { name: 'tester@example.com' } });
    assert.ok(apiKey, 'the tester has an API key');
  });

  const callers = (): Array<[string, string, Auth]> => [
    ['Guest on a Guest-readable DocType', 'Bulletin', null],
    ['Guest on a DocType it may not read', 'Gadget', null],
    ['a level-0 reader', 'Gadget', tester],
  ];

  function assertHarmless(label: string, res: { status: number; body: string; json: any }) {
    assert.ok(res.status >= 400 && res.status < 500, `${label}: status ${res.status}, ${res.body.slice(0, 300)}`);
    assert.equal(res.json?.data, undefined, `${label}: no data`);
    assert.doesNotMatch(res.body, /top-secret|\*{8}/, `${label}: no secret in the answer`);
    assert.ok(!res.body.includes(apiKey), `${label}: no API key in the answer`);
  }

  it('rejects hostile identifiers in every position, for every caller', async () => {
    for (const [who, doctype, auth] of callers()) {
      for (const [position, make] of POSITIONS) {
        for (const x of HOSTILE_IDENTIFIERS) {
          if (LEGITIMATE.has(`${position}|${x}`)) continue;
          const label = `${who} / ${position} / ${x}`;
          const res = await list(site(), doctype, make(x), auth);
          if (res.status === 200 && auth === tester && UNREADABLE.has(x) && (position === 'fields' || position === 'aggregate')) {
            // An existing field above the caller's permlevel, or behind a link it may not read, is dropped
            // from `fields`, and so is an expression over one; with nothing else asked for there are no rows.
            assert.deepEqual(res.json.data.map((r: any) => Object.keys(r)), position === 'fields' ? [['name'], ['name']] : [], label);
            assert.doesNotMatch(res.body, /top-secret|\*{8}/, label);
            continue;
          }
          assertHarmless(label, res);
          if (auth !== null || doctype === 'Bulletin') assert.equal(res.status, 417, label);
        }
      }
    }
  });

  it('rejects hostile operators and hostile argument types', async () => {
    for (const [who, doctype, auth] of callers()) {
      for (const op of HOSTILE_OPERATORS) assertHarmless(`${who} / operator ${op}`, await list(site(), doctype, { filters: [['name', op, 'x']] }, auth));
      const table: Array<Record<string, unknown>> = [
        { fields: '[name' },
        { fields: 'name from tabUser' },
        { filters: '[["name", "=", "x"]] or 1=1' },
        { or_filters: '{"name": ' },
        { filters: [['name', '=', ['x', 'y']]] },
        { filters: [['name', 'in', [['x']]]] },
        { filters: [['name', '=', 'x\u0000y']] },
        { limit_page_length: '1; drop table tabGadget' },
        { limit_start: '0 union select 1' },
        { as_dict: "1' or '1'='1" },
        { order_by: 'x'.repeat(2000) },
      ];
      for (const params of table) assertHarmless(`${who} / ${JSON.stringify(params).slice(0, 80)}`, await list(site(), doctype, params, auth));
    }
  });

  it('treats hostile values as data: they match only equal text', async () => {
    const table: Array<[unknown[], string[]]> = [
      [['title', '=', "x' or '1'='1"], []],
      [['title', '=', '" or ""="'], []],
      [['title', '=', "'; drop table `tabGadget`; --"], []],
      [['title', 'like', "%' or '1'='1"], []],
      [['title', 'in', ["x') or ('1'='1", 'y']], []],
      [['title', 'in', "x') or ('1'='1"], []],
      [['name', '=', 'g1 or 1=1'], []],
      [['title', '=', "O'Brien"], ['g1']],
      [['title', 'like', "O'B%"], ['g1']],
      [['title', '=', "O\\'Brien"], []],
    ];
    for (const [cond, expected] of table) {
      assert.deepEqual(await names(site(), 'Gadget', { filters: [cond] }, tester), expected, JSON.stringify(cond));
      assert.deepEqual(await names(site(), 'Bulletin', { filters: [cond.map((v) => (v === 'name' ? 'title' : v))] }, null), [], `Guest ${JSON.stringify(cond)}`);
    }
  });

  it('never reaches other tables through the path or the parent argument', async () => {
    for (const path of ['tabUser', '__Auth', 'tab__Auth', 'Gadget%60%3B%20drop%20table%20tabGadget', 'User%20--', '..%2FUser', 'Gadget%27%20or%20%271%27%3D%271']) {
      for (const auth of [null, tester]) {
        const res = await send(site(), { method: 'GET', url: `/api/resource/${path}`, auth: auth ?? undefined });
        assert.equal(res.statusCode, 404, `${path}: ${res.body.slice(0, 200)}`);
      }
    }
    for (const parent of ['Gadget`; drop table tabGadget', "Gadget' or '1'='1", 'User']) {
      const res = await list(site(), 'Gadget Part', { parent, fields: ['parent'] }, tester);
      assertHarmless(`parent ${parent}`, res);
      assert.equal(res.status, 403, parent);
    }
  });

  it('leaves every table intact and queryable', async () => {
    const gadgets = await rows(site(), 'Gadget', { fields: ['name', 'secret'], order_by: 'name asc' });
    assert.deepEqual(gadgets, [{ name: 'g1', secret: 'top-secret-1' }, { name: 'g2', secret: 'top-secret-2' }]);
    assert.deepEqual(await names(site(), 'Bulletin', {}, null), ['Hello']);
    assert.ok((await names(site(), 'User')).includes('tester@example.com'));
    assert.ok((await names(site(), 'DocType')).includes('Gadget'));
    assert.deepEqual(await names(site(), 'Gadget', { fields: ['name'] }, tester), ['g2', 'g1']);
    const auth = await send(site(), { method: 'GET', url: '/api/resource/Gadget?limit_page_length=1', auth: tester });
    assert.equal(auth.statusCode, 200, 'API key authentication (which reads the auth table) still works');
  });
});
