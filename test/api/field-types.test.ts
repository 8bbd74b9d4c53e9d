import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { createDocType, get, list, post, put, type FieldDef } from '../helpers/doctypes.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { serverMessages } from '../helpers/scenario.ts';

const DT = 'FT All';
const f = (fieldname: string, fieldtype: string, label: string, extra: Partial<FieldDef> = {}): FieldDef => ({ fieldname, fieldtype, label, ...extra });

const fields: FieldDef[] = [
  f('data_f', 'Data', 'Data Field'),
  f('small_text', 'Small Text', 'Small Text'),
  f('text_f', 'Text', 'Text Field'),
  f('long_text', 'Long Text', 'Long Text'),
  f('text_editor', 'Text Editor', 'Text Editor'),
  f('markdown', 'Markdown Editor', 'Markdown'),
  f('html_editor', 'HTML Editor', 'Html Editor'),
  f('code_f', 'Code', 'Code Field'),
  { fieldname: 'section_1', fieldtype: 'Section Break', label: 'Numbers' },
  f('int_f', 'Int', 'Int Field'),
  f('float_f', 'Float', 'Float Field'),
  f('currency_f', 'Currency', 'Amount'),
  f('percent_f', 'Percent', 'Percent Field'),
  f('check_f', 'Check', 'Check Field'),
  { fieldname: 'column_1', fieldtype: 'Column Break' },
  f('select_f', 'Select', 'Select Field', { options: 'Alpha\nBeta\nGamma' }),
  f('link_f', 'Link', 'Link Field', { options: 'User' }),
  f('link_type', 'Link', 'Link Type', { options: 'DocType' }),
  f('dyn_link', 'Dynamic Link', 'Dyn Link', { options: 'link_type' }),
  { fieldname: 'tab_1', fieldtype: 'Tab Break', label: 'Dates' },
  f('date_f', 'Date', 'Date Field'),
  f('datetime_f', 'Datetime', 'Datetime Field'),
  f('time_f', 'Time', 'Time Field'),
  f('duration_f', 'Duration', 'Duration Field'),
  { fieldname: 'html_1', fieldtype: 'HTML', options: '<b>static</b>' },
  f('password_f', 'Password', 'Secret'),
  f('attach_f', 'Attach', 'Attachment'),
  f('attach_image', 'Attach Image', 'Picture'),
  f('json_f', 'JSON', 'Json Field'),
  f('color_f', 'Color', 'Colour'),
  f('rating_f', 'Rating', 'Stars'),
  f('phone_f', 'Phone', 'Phone Field'),
  f('autocomplete_f', 'Autocomplete', 'Auto'),
  f('read_only_f', 'Read Only', 'Read Only Field'),
  { fieldname: 'button_1', fieldtype: 'Button', label: 'Press' },
  { fieldname: 'heading_1', fieldtype: 'Heading', label: 'Heading' },
  f('email_f', 'Data', 'Email Field', { options: 'Email' }),
  f('uniq', 'Data', 'Code Name', { unique: 1 }),
  f('d_today', 'Date', 'Today Default', { default: 'Today' }),
  f('d_now', 'Datetime', 'Now Default', { default: 'now' }),
  f('d_user', 'Data', 'User Default', { default: '__user' }),
  f('d_int', 'Int', 'Int Default', { default: '7' }),
  f('d_text', 'Data', 'Text Default', { default: 'hello' }),
  f('rows', 'Table', 'Rows', { options: 'FT Row' }),
  f('tags', 'Table MultiSelect', 'Tags', { options: 'FT Tag' }),
];
const LAYOUT = ['section_1', 'column_1', 'tab_1', 'html_1', 'button_1', 'heading_1'];

const messages = (json: any) => serverMessages(json).map((m) => String(m.message));

perDialect('field types', (site) => {
  let todoName: string;
  before(async () => {
    await createDocType(site(), 'FT Row', [f('item', 'Data', 'Item', { reqd: 1 }), f('amount', 'Currency', 'Row Amount')], { istable: 1 });
    await createDocType(site(), 'FT Tag', [f('tag', 'Data', 'Tag')], { istable: 1 });
    await createDocType(site(), DT, fields);
    todoName = (await post(site(), 'ToDo', { description: 'link target' })).json.data.name;
  });

  it('round-trips a value of every data field type; layout fields are never served', async () => {
    const values: Record<string, unknown> = {
      data_f: 'plain text', small_text: 'line 1\nline 2', text_f: 'some text', long_text: 'x'.repeat(5000),
      text_editor: '<p>Hello <b>world</b></p>', markdown: '# Title\n\n*em*', html_editor: '<div>box</div>', code_f: 'if (a < b && c > d) run();',
      int_f: 42, float_f: 3.25, currency_f: 1234.5, percent_f: 12.5, check_f: 1, select_f: 'Beta',
      link_f: 'Administrator', link_type: 'ToDo', dyn_link: todoName,
      date_f: '2024-02-29', datetime_f: '2024-01-05 10:00:00.123456', time_f: '13:45:10', duration_f: 3600,
      attach_f: '/files/a.pdf', attach_image: '/files/a.png', json_f: '{"a":1,"b":[1,2]}', color_f: '#ff0000',
      rating_f: 0.6, phone_f: '+1 555 0100', autocomplete_f: 'suggested', read_only_f: 'computed', email_f: 'a@example.com', uniq: 'U-1',
    };
    const created = await post(site(), DT, { ...values, rows: [{ item: 'r1', amount: '2.5' }, { item: 'r2' }], tags: [{ tag: 'red' }, { tag: 'blue' }] });
    assert.equal(created.status, 200, JSON.stringify(created.json));
    const read = await get(site(), DT, created.json.data.name);
    for (const doc of [created.json.data, read.json.data]) {
      for (const [key, value] of Object.entries(values)) assert.deepEqual(doc[key], value, `${key}: ${JSON.stringify(doc[key])}`);
      assert.deepEqual(doc.rows.map((r: any) => [r.item, r.amount ?? null]), [['r1', 2.5], ['r2', null]]);
      assert.deepEqual(doc.tags.map((r: any) => [r.tag, r.doctype, r.parentfield]), [['red', 'FT Tag', 'tags'], ['blue', 'FT Tag', 'tags']]);
      for (const key of LAYOUT) assert.equal(key in doc, false, `layout field ${key} is not served`);
    }
    assert.deepEqual(read.json.data, created.json.data, 'GET answers what POST answered');
  });

  it('reads back a time with a fraction as written, six digits, and one without none', async () => {
    for (const time of ['13:45:10.500000', '08:00:00.000001', '13:45:10']) {
      const created = await post(site(), DT, { time_f: time, uniq: `T-${time}` });
      assert.equal(created.status, 200, JSON.stringify(created.json));
      assert.equal((await get(site(), DT, created.json.data.name)).json.data.time_f, time);
    }
  });

  const coercions: Array<[string, unknown, unknown]> = [
    ['int_f', '5', 5],
    ['int_f', '-12', -12],
    ['float_f', '2.5', 2.5],
    ['currency_f', 10, 10],
    ['check_f', 'true', 1],
    ['check_f', 1, 1],
    ['check_f', true, 1],
    ['check_f', 'false', 0],
    ['check_f', '0', 0],
    ['datetime_f', '2024-01-05T10:00:00', '2024-01-05 10:00:00.000000'],
    ['datetime_f', '2024-01-05 10:00', '2024-01-05 10:00:00.000000'],
    ['date_f', '2024-01-05 10:00:00', '2024-01-05'],
    ['time_f', '9:05', '09:05:00'],
    ['datetime_f', '2024-01-05 10:00:00.25', '2024-01-05 10:00:00.250000'],
    ['json_f', { b: 2, a: [1, { c: null }] }, '{"b":2,"a":[1,{"c":null}]}'],
    ['json_f', '{ "a" : 1 }', '{"a":1}'],
    ['rating_f', 3, 1],
    ['data_f', 12, '12'],
  ];
  for (const [field, input, expected] of coercions) {
    it(`coerces ${field} ${JSON.stringify(input)} to ${JSON.stringify(expected)}`, async () => {
      const res = await post(site(), DT, { [field]: input });
      assert.equal(res.status, 200, JSON.stringify(res.json));
      assert.deepEqual(res.json.data[field], expected);
      assert.deepEqual((await get(site(), DT, res.json.data.name)).json.data[field], expected);
    });
  }

  const bad: Array<[string, unknown, string, RegExp | string]> = [
    ['int_f', 'abc', 'ValidationError', /Int Field: 'abc'/],
    ['int_f', 1.5, 'ValidationError', /Int Field/],
    ['float_f', 'ten', 'ValidationError', /Float Field: 'ten'/],
    ['date_f', '2024-13-45', 'ValidationError', /Date Field: '2024-13-45'/],
    ['date_f', '2023-02-29', 'ValidationError', /Date Field/],
    ['datetime_f', 'yesterday', 'ValidationError', /Datetime Field/],
    ['time_f', '25:00', 'ValidationError', /Time Field/],
    ['check_f', 'maybe', 'ValidationError', /Check Field: 'maybe'/],
    ['json_f', '{bad', 'ValidationError', /Json Field: '\{bad'/],
    ['select_f', 'Delta', 'ValidationError', ' Select Field cannot be "Delta". It should be one of "Alpha", "Beta", "Gamma"'],
    ['link_f', 'nobody@example.com', 'LinkValidationError', 'Could not find Link Field: nobody@example.com'],
    ['email_f', 'not-an-email', 'InvalidEmailAddressError', /not-an-email is not a valid Email Address/],
    ['data_f', 'x'.repeat(141), 'CharacterLengthExceededError', /Data Field/],
    ['phone_f', 'call me', 'ValidationError', /Phone Field/],
    ['float_f', 1e13, 'ValidationError', /Float Field/],
    ['text_f', 'nul \u0000 inside', 'ValidationError', /Text Field/],
    ['date_f', '0000-01-01', 'ValidationError', /Date Field/],
    ['datetime_f', '0000-01-01 10:00:00', 'ValidationError', /Datetime Field/],
    ['rows', [{ item: 'ok', amount: 'lots' }], 'ValidationError', /Row #1: Row Amount: 'lots'/],
  ];
  for (const [field, input, excType, message] of bad) {
    it(`refuses ${field} = ${JSON.stringify(input).slice(0, 30)} with 417 ${excType}`, async () => {
      const count = (await list(site(), DT)).json.data.length;
      const res = await post(site(), DT, { [field]: input });
      assert.equal(res.status, 417, JSON.stringify(res.json));
      assert.equal(res.json.exc_type, excType);
      const text = messages(res.json);
      if (typeof message === 'string') assert.ok(text.includes(message), `${JSON.stringify(text)} has ${message}`);
      else assert.ok(text.some((m) => message.test(m)), `${JSON.stringify(text)} matches ${message}`);
      assert.equal((await list(site(), DT)).json.data.length, count, 'nothing was created');
    });
  }

  it('applies defaults: Today, now, __user, the first Select option and literal defaults', async () => {
    const auth = await site().addUser('defaults@example.com', ['System Manager']);
    const res = await post(site(), DT, {}, auth);
    assert.equal(res.status, 200, JSON.stringify(res.json));
    const doc = res.json.data;
    const today = new Date().toISOString().slice(0, 10);
    assert.equal(doc.d_today, today);
    assert.match(doc.d_now, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{6}$/);
    assert.equal(doc.d_now, doc.creation, 'now is the operation time');
    assert.equal(doc.d_user, 'defaults@example.com');
    assert.equal(doc.select_f, 'Alpha');
    assert.equal(doc.d_int, 7);
    assert.equal(doc.d_text, 'hello');
    assert.equal(doc.check_f, 0);
    const explicit = await post(site(), DT, { d_text: 'given', d_int: 0, select_f: 'Gamma' });
    assert.deepEqual([explicit.json.data.d_text, explicit.json.data.d_int, explicit.json.data.select_f], ['given', 0, 'Gamma']);
  });

  it('reports every missing mandatory field in one 417 MandatoryError', async () => {
    await createDocType(site(), 'FT Mandatory', [f('first', 'Data', 'First', { reqd: 1 }), f('second', 'Int', 'Second', { reqd: 1 }), f('third', 'Link', 'Third', { reqd: 1, options: 'User' }), f('fourth', 'Data', 'Fourth')]);
    const res = await post(site(), 'FT Mandatory', { fourth: 'x', first: '   ' });
    assert.equal(res.status, 417);
    assert.equal(res.json.exc_type, 'MandatoryError');
    assert.deepEqual(messages(res.json), ['Error: Value missing for FT Mandatory: First', 'Error: Value missing for FT Mandatory: Second', 'Error: Value missing for FT Mandatory: Third']);
    assert.match(res.json.exception, /^frappe\.exceptions\.MandatoryError: \[FT Mandatory, .*\]: first, second, third$/);
    const ok = await post(site(), 'FT Mandatory', { first: 'a', second: 0, third: 'Administrator' });
    assert.equal(ok.status, 200, JSON.stringify(ok.json));
    assert.equal((await put(site(), 'FT Mandatory', ok.json.data.name, { first: '' })).json?.exc_type, 'MandatoryError');
  });

  it('refuses a second document with the same unique value (417 UniqueValidationError); empty values never clash', async () => {
    assert.equal((await post(site(), DT, { uniq: 'SAME' })).status, 200);
    const clash = await post(site(), DT, { uniq: 'SAME' });
    assert.equal(clash.status, 417);
    assert.equal(clash.json.exc_type, 'UniqueValidationError');
    assert.ok(messages(clash.json).some((m) => m.startsWith('Code Name must be unique')), JSON.stringify(messages(clash.json)));
    const other = await post(site(), DT, { uniq: 'OTHER' });
    const renamed = await put(site(), DT, other.json.data.name, { uniq: 'SAME' });
    assert.equal(renamed.json.exc_type, 'UniqueValidationError');
    assert.equal((await post(site(), DT, { uniq: '' })).status, 200);
    assert.equal((await post(site(), DT, { uniq: '' })).status, 200);
  });

  it('escapes <script> in Text Editor and Data as Frappe does (the text is kept, never run), keeps it in Code, and drops event handlers', async () => {
    const script = '<script>alert(1)</script>';
    const escaped = '&lt;script&gt;alert(1)&lt;/script&gt;';
    const res = await post(site(), DT, { text_editor: `<p>hi</p>${script}`, data_f: `<b>x</b>${script}`, code_f: script });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    const doc = (await get(site(), DT, res.json.data.name)).json.data;
    assert.equal(doc.text_editor, `<p>hi</p>${escaped}`);
    assert.equal(doc.data_f, `<b>x</b>${escaped}`);
    assert.equal(doc.code_f, script);
    const updated = await put(site(), DT, doc.name, { text_editor: `<img src=x onerror="alert(1)">`, data_f: `<div style="something: doesn't work; color: red;">Test</div>` });
    assert.equal(updated.json.data.text_editor, '<img src="x">');
    assert.equal(updated.json.data.data_f, '<div style="">Test</div>', "Frappe's test_xss_filter: an unparseable style is emptied");
    const plain = await put(site(), DT, doc.name, { data_f: 'a < b and c > d' });
    assert.equal(plain.json.data.data_f, 'a < b and c > d', 'text that holds no tag is stored as sent');
  });

  it('shows a Password as asterisks and keeps the secret encrypted in __Auth', async () => {
    const res = await post(site(), DT, { password_f: 'hunter2' });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    const name = res.json.data.name;
    assert.equal(res.json.data.password_f, '*******');
    assert.equal((await get(site(), DT, name)).json.data.password_f, '*******');
    const stored = async () => {
      const runtime = await site().app.sites.get(site().site);
      return runtime.db.read(async (tx) => ({
        auth: await tx.all<any>(tx.builder.selectFrom('__Auth').selectAll().where('doctype', '=', DT).where('name', '=', name)),
        column: await tx.first<any>(tx.builder.selectFrom(tx.builder.dynamic.table('tabFT All').as('t')).select('t.password_f').where('t.name', '=', name)),
      }));
    };
    const first = await stored();
    assert.equal(first.auth.length, 1);
    assert.equal(first.auth[0].fieldname, 'password_f');
    assert.equal(Number(first.auth[0].encrypted), 1);
    assert.ok(!String(first.auth[0].password).includes('hunter2'), 'the secret is encrypted');
    assert.equal(first.column.password_f, '*******', 'the document table never holds the secret');
    assert.equal((await put(site(), DT, name, { password_f: '*******', data_f: 'touch' })).status, 200);
    assert.equal((await stored()).auth[0].password, first.auth[0].password, 'sending the mask back keeps the secret');
    await put(site(), DT, name, { password_f: 'longer-secret' });
    const second = await stored();
    assert.notEqual(second.auth[0].password, first.auth[0].password);
    assert.equal(second.column.password_f, '*'.repeat('longer-secret'.length));
  });

  it('fetches ToDo.assigned_by_full_name from the User and clears it with the link', async () => {
    await site().addUser('fetch.me@example.com', [], { first_name: 'Fetch', last_name: 'Me' });
    const res = await post(site(), 'ToDo', { description: 'fetch', assigned_by: 'fetch.me@example.com', assigned_by_full_name: 'forged' });
    assert.equal(res.status, 200, JSON.stringify(res.json));
    assert.equal(res.json.data.assigned_by_full_name, 'Fetch Me');
    const cleared = await put(site(), 'ToDo', res.json.data.name, { assigned_by: '' });
    assert.equal(cleared.status, 200, JSON.stringify(cleared.json));
    assert.equal('assigned_by_full_name' in cleared.json.data, false);
  });
});
