import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { systemClock } from '../../src/context/clock.ts';
import { runOperation } from '../../src/operations/run-operation.ts';
import { systemContext } from '../../src/operations/system-context.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario, serverMessages } from '../helpers/scenario.ts';
import { silentLog } from '../helpers/test-site.ts';
import { call, insertAs, runtimeOf } from '../helpers/users.ts';

const ALL_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const AGENTS = ['ar.one@example.com', 'ar.two@example.com', 'ar.three@example.com'];
const [ONE, TWO, THREE] = AGENTS;
const OUTSIDER = 'ar.outsider@example.com';

interface Todo {
  name: string;
  allocated_to: string;
  status: string;
  assignment_rule: string | null;
  description: string;
  date: string | null;
  reference_name: string;
}

/** Issue 54 part 4: Assignment Rules assign documents on save. */
perDialect('Assignment Rule', (site) => {
  const admin = () => site().adminAuth;
  let agent = '';
  let manager = '';

  /** A rule as the desk saves it: every day, the agents, the given fields. */
  const ruleDoc = (name: string, doctype: string, extra: Record<string, unknown>) => ({
    name, document_type: doctype, rule: 'Round Robin', assign_condition: 'status == "Open"', description: 'Please look at {{ subject }}',
    users: AGENTS.map((user) => ({ user })), assignment_days: ALL_DAYS.map((day) => ({ day })), ...extra,
  });
  const addRule = (name: string, doctype: string, extra: Record<string, unknown> = {}) => insertAs(site(), admin(), 'Assignment Rule', ruleDoc(name, doctype, extra));
  const refuseRule = (name: string, doctype: string, extra: Record<string, unknown>, excType: string, auth = admin(), status = 417) =>
    runScenario(site(), { name, method: 'POST', url: '/api/resource/Assignment Rule', auth, json: ruleDoc(name, doctype, extra), status, excType });

  const todosOf = async (doctype: string, name: string): Promise<Todo[]> => {
    const query = new URLSearchParams({
      fields: JSON.stringify(['name', 'allocated_to', 'status', 'assignment_rule', 'description', 'date', 'reference_name']),
      filters: JSON.stringify([['reference_type', '=', doctype], ['reference_name', '=', name]]),
      order_by: 'creation asc', limit_page_length: '0',
    });
    const r = await call(site(), { method: 'GET', url: `/api/resource/ToDo?${query}`, auth: admin() });
    assert.equal(r.status, 200, r.body);
    return r.json.data;
  };
  const openOf = async (doctype: string, name: string) => (await todosOf(doctype, name)).filter((t) => t.status === 'Open').map((t) => t.allocated_to);
  const save = async (doctype: string, name: string, values: Record<string, unknown>) => {
    const r = await call(site(), { method: 'PUT', url: `/api/resource/${doctype}/${name}`, auth: agent, json: values });
    assert.equal(r.status, 200, r.body);
    return r.json;
  };
  const weekday = async () => {
    const day = await runOperation(systemContext(await runtimeOf(site()), systemClock(), silentLog), 'read', (dc) => dc.now.slice(0, 10));
    return ALL_DAYS[(new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7];
  };

  before(async () => {
    await insertAs(site(), admin(), 'Role', { role_name: 'AR Agent', desk_access: 1 });
    for (const name of ['AR Robin', 'AR Balance', 'AR Field', 'AR Tier', 'AR Rank', 'AR Rush']) {
      await insertAs(site(), admin(), 'DocType', {
        name, module: 'Custom', autoname: 'hash',
        fields: [
          { fieldname: 'subject', fieldtype: 'Data' },
          { fieldname: 'status', fieldtype: 'Select', options: 'Open\nClosed', default: 'Open' },
          { fieldname: 'team', fieldtype: 'Data' },
          { fieldname: 'agent', fieldtype: 'Data' },
          { fieldname: 'due', fieldtype: 'Date' },
        ],
        permissions: [{ role: 'AR Agent', read: 1, write: 1, create: 1 }],
      });
    }
    await insertAs(site(), admin(), 'DocType', {
      name: 'AR Filing', module: 'Custom', autoname: 'hash', is_submittable: 1,
      fields: [{ fieldname: 'subject', fieldtype: 'Data' }, { fieldname: 'note', fieldtype: 'Data', allow_on_submit: 1 }],
      permissions: [{ role: 'AR Agent', read: 1, write: 1, create: 1, submit: 1, cancel: 1 }],
    });
    agent = await site().addUser(ONE, ['AR Agent']);
    for (const user of [TWO, THREE]) await site().addUser(user, ['AR Agent']);
    manager = await site().addUser('ar.manager@example.com', ['AR Agent', 'System Manager']);
    await site().addUser(OUTSIDER, []);
  });

  it('round robin cycles through the users in order, remembers the last and marks its ToDos', async () => {
    await addRule('ar-robin', 'AR Robin');
    const names: string[] = [];
    for (const subject of ['a', 'b', 'c', 'd']) names.push((await insertAs(site(), agent, 'AR Robin', { subject })).name);
    const firsts = await Promise.all(names.map((name) => todosOf('AR Robin', name)));
    assert.deepEqual(firsts.map((list) => list.map((t) => t.allocated_to)), [[ONE], [TWO], [THREE], [ONE]]);
    assert.deepEqual(firsts.map((list) => list[0].assignment_rule), ['ar-robin', 'ar-robin', 'ar-robin', 'ar-robin']);
    assert.equal(firsts[1][0].description, 'Please look at b', 'the description is the rule\'s template over the document');
    const rule = await runScenario(site(), { name: 'rule', method: 'GET', url: '/api/resource/Assignment Rule/ar-robin', auth: admin(), status: 200 });
    assert.equal(rule.data.last_user, ONE);
    const doc = await runScenario(site(), { name: 'doc', method: 'GET', url: `/api/method/frappe.client.get_value?doctype=AR Robin&filters=${encodeURIComponent(JSON.stringify({ name: names[1] }))}&fieldname=_assign`, auth: admin(), status: 200 });
    assert.deepEqual(JSON.parse(doc.message._assign), [TWO], '_assign follows');
    await save('AR Robin', names[1], { subject: 'b again' });
    assert.deepEqual(await openOf('AR Robin', names[1]), [TWO], 'a document with an assignment is not assigned again');
  });

  it('a user taken off a round robin rule hands its open ToDos on to the users left', async () => {
    const before = await todosOf('AR Robin', (await insertAs(site(), agent, 'AR Robin', { subject: 'e' })).name);
    assert.equal(before[0].allocated_to, TWO);
    await runScenario(site(), { name: 'drop', method: 'PUT', url: '/api/resource/Assignment Rule/ar-robin', auth: admin(), status: 200, json: { users: [{ user: ONE }, { user: THREE }] } });
    const query = new URLSearchParams({ fields: JSON.stringify(['allocated_to']), filters: JSON.stringify([['reference_type', '=', 'AR Robin'], ['status', '=', 'Open']]), limit_page_length: '0' });
    const open = (await call(site(), { method: 'GET', url: `/api/resource/ToDo?${query}`, auth: admin() })).json.data.map((t: Todo) => t.allocated_to);
    assert.equal(open.filter((u: string) => u === TWO).length, 0, 'no open ToDo of this rule is left with the removed user');
    assert.equal(open.length, 5, 'every document still has one open assignment');
    const moved = await todosOf('AR Robin', before[0].reference_name);
    assert.deepEqual(moved.map((t) => [t.allocated_to, t.status]), [[TWO, 'Cancelled'], [THREE, 'Open']]);
  });

  it('load balancing picks the user with the fewest open ToDos of the DocType, the earliest listed among equals', async () => {
    const early = [];
    for (const subject of ['x', 'y', 'z']) early.push((await insertAs(site(), agent, 'AR Balance', { subject })).name);
    for (const [name, user] of [[early[0], ONE], [early[1], ONE], [early[2], TWO]]) {
      await runScenario(site(), { name: 'assign', method: 'POST', url: '/api/method/frappe.desk.form.assign_to.add', auth: admin(), json: { assign_to: [user], doctype: 'AR Balance', name }, status: 200 });
    }
    await addRule('ar-balance', 'AR Balance', { rule: 'Load Balancing' });
    const picked = [];
    for (const subject of ['p', 'q', 'r']) picked.push((await openOf('AR Balance', (await insertAs(site(), agent, 'AR Balance', { subject })).name))[0]);
    assert.deepEqual(picked, [THREE, TWO, THREE]);
  });

  it('based on field assigns the user the document names, and no one for an unknown user', async () => {
    await addRule('ar-field', 'AR Field', { rule: 'Based on Field', field: 'agent', users: [] });
    const named = await insertAs(site(), agent, 'AR Field', { subject: 'f', agent: THREE });
    assert.deepEqual(await openOf('AR Field', named.name), [THREE]);
    const unknown = await insertAs(site(), agent, 'AR Field', { subject: 'g', agent: 'nobody@example.com' });
    assert.deepEqual(await todosOf('AR Field', unknown.name), []);
    const rule = await runScenario(site(), { name: 'rule', method: 'GET', url: '/api/resource/Assignment Rule/ar-field', auth: admin(), status: 200 });
    assert.equal(rule.data.last_user ?? null, null, 'based on field keeps no turn');
  });

  it('an assignee who cannot read the document gets it shared, though the user saving may not share', async () => {
    const doc = await insertAs(site(), agent, 'AR Field', { subject: 'h', agent: OUTSIDER });
    assert.deepEqual(await openOf('AR Field', doc.name), [OUTSIDER]);
    const query = new URLSearchParams({ fields: JSON.stringify(['user', 'read', 'write']), filters: JSON.stringify([['share_doctype', '=', 'AR Field'], ['share_name', '=', doc.name]]) });
    const shares = await call(site(), { method: 'GET', url: `/api/resource/DocShare?${query}`, auth: admin() });
    assert.deepEqual(shares.json.data, [{ user: OUTSIDER, read: 1, write: 0 }]);
    const direct = await call(site(), { method: 'POST', url: '/api/method/frappe.share.add', auth: agent, json: { doctype: 'AR Field', name: doc.name, user: TWO, read: 1 } });
    assert.equal(direct.status, 403, 'the user saving holds no share right of their own');
  });

  it('saves at once take turns: round robin never gives two of them the same user', async () => {
    await addRule('ar-rush', 'AR Rush');
    const docs = await Promise.all(Array.from({ length: 6 }, (_, i) => insertAs(site(), agent, 'AR Rush', { subject: `rush ${i}` })));
    const users = (await Promise.all(docs.map((doc) => openOf('AR Rush', doc.name)))).flat().sort();
    assert.deepEqual(users, [...AGENTS, ...AGENTS].sort());
  });

  it('assign, unassign and close conditions: a document moves between teams, closes and reopens', async () => {
    await addRule('ar-tier-1', 'AR Tier', { assign_condition: 'team == "L1"', unassign_condition: 'team != "L1"', close_condition: 'status == "Closed"', users: [{ user: ONE }], due_date_based_on: 'due' });
    await addRule('ar-tier-2', 'AR Tier', { assign_condition: 'team == "L2"', unassign_condition: 'team != "L2"', close_condition: 'status == "Closed"', users: [{ user: TWO }] });
    const none = await insertAs(site(), agent, 'AR Tier', { subject: 'n', team: 'L3' });
    assert.deepEqual(await todosOf('AR Tier', none.name), [], 'no assign condition holds');
    const doc = await insertAs(site(), agent, 'AR Tier', { subject: 't', team: 'L1', due: '2030-01-15' });
    const first = await todosOf('AR Tier', doc.name);
    assert.deepEqual(first.map((t) => [t.allocated_to, t.status, t.assignment_rule, t.date]), [[ONE, 'Open', 'ar-tier-1', '2030-01-15']]);
    await save('AR Tier', doc.name, { due: '2030-02-01' });
    assert.equal((await todosOf('AR Tier', doc.name))[0].date, '2030-02-01', 'the due date follows the field');
    await save('AR Tier', doc.name, { team: 'L2' });
    assert.deepEqual((await todosOf('AR Tier', doc.name)).map((t) => [t.allocated_to, t.status]), [[ONE, 'Cancelled'], [TWO, 'Open']]);
    await save('AR Tier', doc.name, { status: 'Closed' });
    assert.deepEqual((await todosOf('AR Tier', doc.name)).map((t) => [t.allocated_to, t.status]), [[ONE, 'Cancelled'], [TWO, 'Closed']]);
    await save('AR Tier', doc.name, { status: 'Open' });
    assert.deepEqual((await todosOf('AR Tier', doc.name)).map((t) => [t.allocated_to, t.status]), [[ONE, 'Cancelled'], [TWO, 'Open']], 'reopened once the close condition no longer holds');
  });

  it('rules run on submit, on an update after submit and on cancel', async () => {
    await addRule('ar-filing', 'AR Filing', { assign_condition: 'docstatus == 1 and note != "skip"', close_condition: 'docstatus == 2', users: [{ user: TWO }] });
    const draft = await insertAs(site(), agent, 'AR Filing', { subject: 'draft', note: 'skip' });
    assert.deepEqual(await todosOf('AR Filing', draft.name), [], 'a draft is not assigned');
    await save('AR Filing', draft.name, { docstatus: 1 });
    assert.deepEqual(await todosOf('AR Filing', draft.name), [], 'the condition still fails on submit');
    await save('AR Filing', draft.name, { note: 'go' });
    assert.deepEqual(await openOf('AR Filing', draft.name), [TWO], 'an update after submit assigns');
    await save('AR Filing', draft.name, { docstatus: 2 });
    assert.deepEqual((await todosOf('AR Filing', draft.name)).map((t) => t.status), ['Closed'], 'the cancel closes it');
  });

  it('a condition that fails as it runs does not block the save: no assignment, and a message', async () => {
    await addRule('ar-tier-odd', 'AR Tier', { priority: 9, assign_condition: 'subject > 1', users: [{ user: THREE }] });
    const saved = await call(site(), { method: 'POST', url: '/api/resource/AR Tier', auth: agent, json: { subject: 'odd', team: 'L9' } });
    assert.equal(saved.status, 200, saved.body);
    assert.deepEqual(await todosOf('AR Tier', saved.json.data.name), []);
    assert.match(String(serverMessages(saved.json)[0]?.message), /^Auto assignment failed: /);
    await runScenario(site(), { name: 'off', method: 'PUT', url: '/api/resource/Assignment Rule/ar-tier-odd', auth: admin(), status: 200, json: { disabled: 1 } });
  });

  it('rules apply by priority; a disabled rule and one not for today are passed over', async () => {
    const today = await weekday();
    await addRule('ar-rank-low', 'AR Rank', { priority: 1, users: [{ user: ONE }] });
    await addRule('ar-rank-high', 'AR Rank', { priority: 5, users: [{ user: TWO }] });
    await addRule('ar-rank-off', 'AR Rank', { priority: 10, users: [{ user: THREE }], disabled: 1 });
    await addRule('ar-rank-other-days', 'AR Rank', { priority: 20, users: [{ user: THREE }], assignment_days: ALL_DAYS.filter((d) => d !== today).map((day) => ({ day })) });
    const doc = await insertAs(site(), agent, 'AR Rank', { subject: 'r' });
    assert.deepEqual(await openOf('AR Rank', doc.name), [TWO]);
    await runScenario(site(), { name: 'today', method: 'PUT', url: '/api/resource/Assignment Rule/ar-rank-other-days', auth: admin(), status: 200, json: { assignment_days: [{ day: today }] } });
    const next = await insertAs(site(), agent, 'AR Rank', { subject: 's' });
    assert.deepEqual(await openOf('AR Rank', next.name), [THREE], 'a saved rule is seen by the next save');
  });

  it('a rule is refused (417) with a bad condition, on ToDo or a child table, with a day twice, without users, field or days, with a bad due date field or description', async () => {
    await refuseRule('bad-syntax', 'AR Rank', { assign_condition: 'status ==' }, 'ValidationError');
    const unknown = await refuseRule('bad-name', 'AR Rank', { unassign_condition: 'colour == "red"' }, 'ValidationError');
    assert.match(JSON.stringify(unknown), /Unassign Condition/);
    await refuseRule('bad-code', 'AR Rank', { close_condition: '__import__("os")' }, 'ValidationError');
    const todo = await refuseRule('on-todo', 'ToDo', { assign_condition: 'status == "Open"' }, 'ValidationError');
    assert.match(JSON.stringify(todo), /not allowed on <strong>ToDo<\/strong>/);
    const twice = await refuseRule('twice', 'AR Rank', { assignment_days: [{ day: 'Monday' }, { day: 'Friday' }, { day: 'Monday' }] }, 'ValidationError');
    assert.match(JSON.stringify(twice), /have been repeated: Monday/);
    await refuseRule('no-users', 'AR Rank', { users: [] }, 'MandatoryError');
    await refuseRule('no-field', 'AR Rank', { rule: 'Based on Field', users: [] }, 'MandatoryError');
    await refuseRule('bad-field', 'AR Rank', { rule: 'Based on Field', field: 'nope', users: [] }, 'ValidationError');
    await refuseRule('bad-due', 'AR Rank', { due_date_based_on: 'subject' }, 'ValidationError');
    await refuseRule('bad-template', 'AR Rank', { description: '{% for %}' }, 'ValidationError');
    await refuseRule('no-days', 'AR Rank', { assignment_days: [] }, 'MandatoryError');
    await refuseRule('no-doctype', 'AR Nowhere', {}, 'ValidationError');
    const child = await refuseRule('on-child', 'Assignment Rule User', {}, 'ValidationError');
    assert.match(JSON.stringify(child), /child table/);
    const count = await runScenario(site(), { name: 'count', method: 'GET', url: `/api/method/frappe.client.get_count?doctype=Assignment Rule&filters=${encodeURIComponent(JSON.stringify({ document_type: 'AR Rank' }))}`, auth: admin(), status: 200 });
    assert.equal(count.message, 4, 'nothing refused was written');
  });

  it('only a System Manager creates, reads or changes rules', async () => {
    await refuseRule('by-agent', 'AR Rank', {}, 'PermissionError', agent, 403);
    const read = await call(site(), { method: 'GET', url: '/api/resource/Assignment Rule/ar-rank-low', auth: agent });
    assert.equal(read.status, 403);
    const edit = await call(site(), { method: 'PUT', url: '/api/resource/Assignment Rule/ar-rank-low', auth: agent, json: { priority: 50 } });
    assert.equal(edit.status, 403);
    await insertAs(site(), manager, 'Assignment Rule', ruleDoc('by-manager', 'AR Rank', { disabled: 1 }));
  });
});
