import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { perDialect } from '../helpers/per-dialect.ts';
import { call, insertAs } from '../helpers/users.ts';

const WF = 'frappe.model.workflow';

/** Issue 54 part 2: Workflow, its transitions, apply_workflow, bulk approval and Workflow Actions. */
perDialect('Workflows', (site) => {
  const admin = () => site().adminAuth;
  const users = { alice: '', bob: '', carol: '', dora: '' };
  const method = (auth: string, path: string, json: Record<string, unknown>) => call(site(), { method: 'POST', url: `/api/method/${path}`, auth, json });
  const getDoc = async (doctype: string, name: string) => (await call(site(), { method: 'GET', url: `/api/resource/${doctype}/${encodeURIComponent(name)}`, auth: admin() })).json.data;
  const apply = (auth: string, name: string, action: string) => method(auth, `${WF}.apply_workflow`, { doc: { doctype: 'WF Claim', name }, action });
  const transitions = async (auth: string, name: string) => {
    const r = await method(auth, `${WF}.get_transitions`, { doc: JSON.stringify({ doctype: 'WF Claim', name }) });
    assert.equal(r.status, 200, r.body);
    return (r.json.message as Array<{ action: string }>).map((t) => t.action).sort();
  };
  const actionsOf = async (name: string) => (await call(site(), { method: 'GET', url: `/api/resource/Workflow Action?fields=${encodeURIComponent('["name","status","workflow_state","completed_by","completed_by_role"]')}&filters=${encodeURIComponent(JSON.stringify([['reference_name', '=', name]]))}&order_by=creation%20asc&limit_page_length=0`, auth: admin() })).json.data as Array<Record<string, unknown>>;

  before(async () => {
    for (const role of ['WF Clerk', 'WF Approver', 'WF Auditor']) await insertAs(site(), admin(), 'Role', { role_name: role, desk_access: 1 });
    await insertAs(site(), admin(), 'DocType', {
      name: 'WF Claim', module: 'Custom', autoname: 'hash', is_submittable: 1,
      fields: [
        { fieldname: 'title', fieldtype: 'Data' },
        { fieldname: 'amount', fieldtype: 'Int' },
        { fieldname: 'approved_by', fieldtype: 'Data', allow_on_submit: 1 },
      ],
      permissions: [
        { role: 'WF Clerk', read: 1, write: 1, create: 1 },
        { role: 'WF Approver', read: 1, write: 1, submit: 1, cancel: 1 },
        { role: 'WF Auditor', read: 1, write: 1, submit: 1, cancel: 1 },
      ],
    });
    for (const state of ['Draft', 'Pending', 'Approved', 'Rejected', 'Voided', 'Archived']) await insertAs(site(), admin(), 'Workflow State', { workflow_state_name: state });
    for (const action of ['Send', 'Approve', 'Reject', 'Void', 'Big Approve', 'Archive']) await insertAs(site(), admin(), 'Workflow Action Master', { workflow_action_name: action });
    users.alice = await site().addUser('wf.alice@example.com', ['WF Clerk']);
    users.bob = await site().addUser('wf.bob@example.com', ['WF Approver']);
    users.carol = await site().addUser('wf.carol@example.com', ['WF Clerk', 'WF Approver']);
    users.dora = await site().addUser('wf.dora@example.com', ['WF Auditor']);
    await insertAs(site(), admin(), 'Workflow', {
      workflow_name: 'Claim Flow', document_type: 'WF Claim', is_active: 1,
      states: [
        { state: 'Draft', doc_status: '0', allow_edit: 'WF Clerk' },
        { state: 'Pending', doc_status: '0', allow_edit: 'WF Approver' },
        { state: 'Approved', doc_status: '1', allow_edit: 'WF Approver', update_field: 'approved_by', update_value: 'the board' },
        { state: 'Rejected', doc_status: '0', allow_edit: 'WF Clerk' },
        { state: 'Voided', doc_status: '2', allow_edit: 'WF Approver' },
        { state: 'Archived', doc_status: '1', allow_edit: 'WF Auditor', is_optional_state: 1 },
      ],
      transitions: [
        { state: 'Draft', action: 'Send', next_state: 'Pending', allowed: 'WF Clerk' },
        { state: 'Pending', action: 'Approve', next_state: 'Approved', allowed: 'WF Approver', allow_self_approval: 0, condition: 'doc.amount <= 1000' },
        { state: 'Pending', action: 'Big Approve', next_state: 'Approved', allowed: 'WF Auditor', condition: 'doc.amount > 1000' },
        { state: 'Pending', action: 'Reject', next_state: 'Rejected', allowed: 'WF Approver' },
        { state: 'Approved', action: 'Void', next_state: 'Voided', allowed: 'WF Approver' },
        { state: 'Approved', action: 'Archive', next_state: 'Archived', allowed: 'WF Auditor' },
      ],
    });
  });

  it('saving a Workflow adds the state field to a custom DocType, and a new document starts in the first state', async () => {
    const meta = await getDoc('DocType', 'WF Claim');
    const field = (meta.fields as Array<Record<string, unknown>>).find((f) => f.fieldname === 'workflow_state');
    assert.equal(field?.fieldtype, 'Link');
    assert.equal(field?.options, 'Workflow State');
    assert.equal(field?.hidden, 1);
    assert.equal(field?.allow_on_submit, 1);
    const claim = await insertAs(site(), users.alice, 'WF Claim', { title: 'Taxi', amount: 40 });
    assert.equal(claim.workflow_state, 'Draft');
    assert.deepEqual(await transitions(users.alice, claim.name), ['Send']);
    assert.deepEqual(await transitions(users.bob, claim.name), []);
  });

  it('a transition by role moves the state; a user without the role is refused with WorkflowTransitionError', async () => {
    const claim = await insertAs(site(), users.alice, 'WF Claim', { title: 'Hotel', amount: 300 });
    const refused = await apply(users.bob, claim.name, 'Send');
    assert.equal(refused.status, 417, refused.body);
    assert.equal(refused.json.exc_type, 'WorkflowTransitionError');
    const sent = await apply(users.alice, claim.name, 'Send');
    assert.equal(sent.status, 200, sent.body);
    assert.equal(sent.json.message.workflow_state, 'Pending');
    assert.equal(sent.json.message.docstatus, 0);
    assert.deepEqual(await transitions(users.bob, claim.name), ['Approve', 'Reject']);
    const comments = (await call(site(), { method: 'GET', url: `/api/resource/Comment?fields=${encodeURIComponent('["comment_type","content"]')}&filters=${encodeURIComponent(JSON.stringify([['reference_name', '=', claim.name]]))}`, auth: admin() })).json.data;
    assert.deepEqual(comments.filter((c: any) => c.comment_type === 'Workflow').map((c: any) => c.content), ['Pending']);
  });

  it('conditions decide which transitions are offered', async () => {
    const big = await insertAs(site(), users.alice, 'WF Claim', { title: 'Car', amount: 5000 });
    assert.equal((await apply(users.alice, big.name, 'Send')).status, 200);
    assert.deepEqual(await transitions(users.bob, big.name), ['Reject']);
    assert.deepEqual(await transitions(users.dora, big.name), ['Big Approve']);
    const refused = await apply(users.bob, big.name, 'Approve');
    assert.equal(refused.json.exc_type, 'WorkflowTransitionError');
    const approved = await apply(users.dora, big.name, 'Big Approve');
    assert.equal(approved.status, 200, approved.body);
    assert.equal(approved.json.message.docstatus, 1);
    const archived = await apply(users.dora, big.name, 'Archive');
    assert.equal(archived.status, 200, 'a 1 → 1 transition is an update after submit: ' + archived.body);
    assert.deepEqual([archived.json.message.docstatus, archived.json.message.workflow_state], [1, 'Archived']);
  });

  it('self-approval is refused when the transition does not allow it, and allowed when it does', async () => {
    const own = await insertAs(site(), users.carol, 'WF Claim', { title: 'Lunch', amount: 20 });
    assert.equal((await apply(users.carol, own.name, 'Send')).status, 200);
    const self = await apply(users.carol, own.name, 'Approve');
    assert.equal(self.status, 417, self.body);
    assert.equal(self.json.exc_type, 'ValidationError');
    assert.match(self.body, /Self approval is not allowed/);
    assert.equal((await getDoc('WF Claim', own.name)).workflow_state, 'Pending');
    const rejected = await apply(users.carol, own.name, 'Reject');
    assert.equal(rejected.status, 200, 'Reject allows self-approval (the default)');
    assert.equal(rejected.json.message.workflow_state, 'Rejected');
  });

  it('docstatus follows the state: Approve submits with the update field set, Void cancels', async () => {
    const claim = await insertAs(site(), users.alice, 'WF Claim', { title: 'Train', amount: 90 });
    await apply(users.alice, claim.name, 'Send');
    const approved = await apply(users.bob, claim.name, 'Approve');
    assert.equal(approved.status, 200, approved.body);
    assert.equal(approved.json.message.docstatus, 1);
    assert.equal(approved.json.message.approved_by, 'the board');
    const voided = await apply(users.bob, claim.name, 'Void');
    assert.equal(voided.status, 200, voided.body);
    const stored = await getDoc('WF Claim', claim.name);
    assert.equal(stored.docstatus, 2);
    assert.equal(stored.workflow_state, 'Voided');
  });

  it('a save that changes the state outside a transition is refused; editing in a state needs its allow_edit role', async () => {
    const claim = await insertAs(site(), users.alice, 'WF Claim', { title: 'Desk', amount: 100 });
    const jump = await call(site(), { method: 'PUT', url: `/api/resource/WF Claim/${claim.name}`, auth: users.alice, json: { workflow_state: 'Approved' } });
    assert.equal(jump.status, 417, jump.body);
    assert.equal(jump.json.exc_type, 'WorkflowPermissionError');
    const own = await insertAs(site(), users.carol, 'WF Claim', { title: 'Desk', amount: 100 });
    const byTransition = await call(site(), { method: 'PUT', url: `/api/resource/WF Claim/${own.name}`, auth: users.carol, json: { workflow_state: 'Pending' } });
    assert.equal(byTransition.status, 200, 'a save taking an offered transition is one: ' + byTransition.body);
    const selfApproval = await call(site(), { method: 'PUT', url: `/api/resource/WF Claim/${own.name}`, auth: users.carol, json: { workflow_state: 'Approved', docstatus: 1 } });
    assert.equal(selfApproval.status, 417, 'the owner may not approve by saving either: ' + selfApproval.body);
    assert.match(selfApproval.body, /Self approval is not allowed/);
    const noSubmit = await call(site(), { method: 'PUT', url: `/api/resource/WF Claim/${own.name}`, auth: users.bob, json: { workflow_state: 'Approved' } });
    assert.equal(noSubmit.status, 417, 'Approved is a submitted state: ' + noSubmit.body);
    assert.equal(noSubmit.json.exc_type, 'WorkflowPermissionError');
    const newInState = await call(site(), { method: 'POST', url: '/api/resource/WF Claim', auth: users.alice, json: { title: 'Chair', workflow_state: 'Pending' } });
    assert.equal(newInState.status, 417, newInState.body);
    assert.equal(newInState.json.exc_type, 'WorkflowPermissionError');
    const edit = await call(site(), { method: 'PUT', url: `/api/resource/WF Claim/${own.name}`, auth: users.alice, json: { title: 'Desk lamp' } });
    assert.equal(edit.status, 403, 'Pending is editable by WF Approver only: ' + edit.body);
    const byApprover = await call(site(), { method: 'PUT', url: `/api/resource/WF Claim/${own.name}`, auth: users.bob, json: { title: 'Desk lamp' } });
    assert.equal(byApprover.status, 200, byApprover.body);
  });

  it('bulk approval reports each document: some pass, some fail', async () => {
    const names: string[] = [];
    for (const [title, amount] of [['A', 10], ['B', 20], ['C', 9000]] as const) {
      const claim = await insertAs(site(), users.alice, 'WF Claim', { title, amount });
      names.push(claim.name);
    }
    for (const name of names.slice(1)) await apply(users.alice, name, 'Send');
    const r = await method(users.bob, `${WF}.bulk_workflow_approval`, { docnames: JSON.stringify(names), doctype: 'WF Claim', action: 'Approve' });
    assert.equal(r.status, 200, r.body);
    assert.deepEqual(r.json.message.successful.map((o: any) => o.docname), [names[1]]);
    assert.deepEqual(r.json.message.failed.map((o: any) => o.docname), [names[0], names[2]]);
    assert.match(r.json.message.failed[0].message, /WorkflowTransitionError/);
    assert.equal((await getDoc('WF Claim', names[1])).docstatus, 1);
    assert.equal((await getDoc('WF Claim', names[2])).workflow_state, 'Pending');
    const tooMany = await method(users.bob, `${WF}.bulk_workflow_approval`, { docnames: JSON.stringify(Array.from({ length: 501 }, (_, i) => `x${i}`)), doctype: 'WF Claim', action: 'Approve' });
    assert.equal(tooMany.status, 417);
    const badList = await method(users.bob, `${WF}.bulk_workflow_approval`, { docnames: '{"a":1}', doctype: 'WF Claim', action: 'Approve' });
    assert.equal(badList.status, 417);
    assert.equal(badList.json.exc_type, 'FrappeTypeError');
  });

  it('Workflow Actions: one Open per state reached for the next transitions\' roles, Completed by who acts', async () => {
    const claim = await insertAs(site(), users.alice, 'WF Claim', { title: 'Phone', amount: 50 });
    let actions = await actionsOf(claim.name);
    assert.deepEqual(actions.map((a) => [a.status, a.workflow_state]), [['Open', 'Draft']]);
    await apply(users.alice, claim.name, 'Send');
    actions = await actionsOf(claim.name);
    assert.deepEqual(actions.map((a) => [a.status, a.workflow_state, a.completed_by]), [['Completed', 'Draft', 'wf.alice@example.com'], ['Open', 'Pending', null]]);
    assert.equal(actions[0].completed_by_role, 'WF Clerk');
    const open = await getDoc('Workflow Action', String(actions[1].name));
    assert.deepEqual(open.permitted_roles.map((r: any) => r.role).sort(), ['WF Approver']);
    await apply(users.bob, claim.name, 'Approve');
    actions = await actionsOf(claim.name);
    // Approved's only next transition that is not into an optional state is Void.
    assert.deepEqual(actions.map((a) => [a.status, a.workflow_state]), [['Completed', 'Draft'], ['Completed', 'Pending'], ['Open', 'Approved']]);
    assert.equal(actions[1].completed_by, 'wf.bob@example.com');
  });

  it('only one workflow per DocType is active, and the desk helpers answer', async () => {
    await insertAs(site(), admin(), 'Workflow', {
      workflow_name: 'Claim Flow 2', document_type: 'WF Claim', is_active: 1,
      states: [{ state: 'Draft', doc_status: '0', allow_edit: 'WF Clerk' }], transitions: [],
    });
    assert.equal((await getDoc('Workflow', 'Claim Flow')).is_active, 0);
    assert.equal((await getDoc('Workflow', 'Claim Flow 2')).is_active, 1);
    const back = await call(site(), { method: 'PUT', url: '/api/resource/Workflow/Claim Flow', auth: admin(), json: { is_active: 1 } });
    assert.equal(back.status, 200, back.body);
    assert.equal((await getDoc('Workflow', 'Claim Flow 2')).is_active, 0);
    const cancel = await method(users.bob, `${WF}.can_cancel_document`, { doctype: 'WF Claim' });
    assert.equal(cancel.json.message, false, 'Void leads to a cancelled state');
  });

  it('a Workflow with transitions Frappe forbids, or a condition that does not compile, is refused', async () => {
    const base = { document_type: 'WF Claim', states: [{ state: 'Draft', doc_status: '0', allow_edit: 'WF Clerk' }, { state: 'Approved', doc_status: '1', allow_edit: 'WF Clerk' }, { state: 'Voided', doc_status: '2', allow_edit: 'WF Clerk' }] };
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ state: 'Draft', action: 'Void', next_state: 'Voided', allowed: 'WF Clerk' }, /Cannot cancel before submitting/],
      [{ state: 'Approved', action: 'Send', next_state: 'Draft', allowed: 'WF Clerk' }, /cannot be converted back to draft/],
      [{ state: 'Voided', action: 'Send', next_state: 'Draft', allowed: 'WF Clerk' }, /Cannot change state of Cancelled Document/],
      [{ state: 'Draft', action: 'Send', next_state: 'Nowhere', allowed: 'WF Clerk' }, /not a valid State|Nowhere/],
      [{ state: 'Draft', action: 'Approve', next_state: 'Approved', allowed: 'WF Clerk', condition: 'doc.amount >' }, /condition/],
      [{ state: 'Draft', action: 'Approve', next_state: 'Approved', allowed: 'WF Clerk', condition: '__import__("os")' }, /condition/],
    ];
    for (const [i, [transition, message]] of cases.entries()) {
      const r = await call(site(), { method: 'POST', url: '/api/resource/Workflow', auth: admin(), json: { ...base, workflow_name: `Bad ${i}`, transitions: [transition] } });
      assert.equal(r.status, 417, `case ${i}: ${r.body}`);
      assert.match(r.body, message);
    }
    const standard = await call(site(), { method: 'POST', url: '/api/resource/Workflow', auth: admin(), json: { workflow_name: 'ToDo Flow', document_type: 'ToDo', states: [{ state: 'Draft', doc_status: '0', allow_edit: 'WF Clerk' }] } });
    assert.equal(standard.status, 417, standard.body);
    assert.match(standard.body, /must declare its workflow state field/);
  });

  it('a DocType declaring its state field keeps it; saving the Workflow fills empty states by docstatus, mails the next roles', async () => {
    await insertAs(site(), admin(), 'DocType', {
      name: 'WF Note', module: 'Custom', autoname: 'hash', is_submittable: 1,
      fields: [{ fieldname: 'body', fieldtype: 'Data' }, { fieldname: 'stage', fieldtype: 'Link', options: 'Workflow State', allow_on_submit: 1 }],
      permissions: [{ role: 'WF Clerk', read: 1, write: 1, create: 1, submit: 1, cancel: 1 }, { role: 'WF Approver', read: 1, write: 1, submit: 1 }],
    });
    const draft = await insertAs(site(), users.alice, 'WF Note', { body: 'draft' });
    const cancelled = await insertAs(site(), users.alice, 'WF Note', { body: 'cancelled' });
    for (const to of [1, 2]) assert.equal((await call(site(), { method: 'PUT', url: `/api/resource/WF Note/${cancelled.name}`, auth: users.alice, json: { docstatus: to } })).status, 200);
    await insertAs(site(), admin(), 'Workflow', {
      workflow_name: 'Note Flow', document_type: 'WF Note', is_active: 1, workflow_state_field: 'stage', send_email_alert: 1,
      states: [{ state: 'Draft', doc_status: '0', allow_edit: 'WF Clerk' }, { state: 'Pending', doc_status: '0', allow_edit: 'WF Clerk', message: 'Please look at it' }, { state: 'Approved', doc_status: '1', allow_edit: 'WF Approver' }],
      transitions: [{ state: 'Draft', action: 'Send', next_state: 'Pending', allowed: 'WF Clerk' }, { state: 'Pending', action: 'Approve', next_state: 'Approved', allowed: 'WF Approver' }],
    });
    const fields = (await getDoc('DocType', 'WF Note')).fields.map((f: any) => f.fieldname);
    assert.deepEqual(fields, ['body', 'stage'], 'no workflow_state field is added');
    assert.equal((await getDoc('WF Note', draft.name)).stage, 'Draft');
    assert.equal((await getDoc('WF Note', cancelled.name)).stage ?? null, null, 'no state has docstatus 2');
    const stateless = await call(site(), { method: 'POST', url: `/api/method/${WF}.get_transitions`, auth: users.alice, json: { doc: { doctype: 'WF Note', name: cancelled.name } } });
    assert.equal(stateless.status, 417, stateless.body);
    assert.equal(stateless.json.exc_type, 'WorkflowStateError');
    const sent = await method(users.alice, `${WF}.apply_workflow`, { doc: { doctype: 'WF Note', name: draft.name }, action: 'Send' });
    assert.equal(sent.status, 200, sent.body);
    assert.equal(sent.json.message.stage, 'Pending');
    const mails = (await call(site(), { method: 'GET', url: `/api/resource/Email Queue?fields=${encodeURIComponent('["name"]')}&filters=${encodeURIComponent(JSON.stringify([['reference_name', '=', draft.name]]))}&limit_page_length=0`, auth: admin() })).json.data;
    const recipients: string[] = [];
    for (const mail of mails) {
      const queued = await getDoc('Email Queue', mail.name);
      recipients.push(...queued.recipients.map((r: any) => r.recipient));
      assert.match(queued.message, /Please look at it[\s\S]*Approve/);
    }
    assert.deepEqual(recipients.sort(), ['wf.bob@example.com', 'wf.carol@example.com'], 'the users of the next transition\'s role');
  });

  it('Workflow Actions are listed to the users of their permitted roles, Open ones only', async () => {
    const claim = await insertAs(site(), users.alice, 'WF Claim', { title: 'Bike', amount: 70 });
    await apply(users.alice, claim.name, 'Send');
    const listed = async (auth: string) => (await call(site(), { method: 'GET', url: `/api/resource/Workflow Action?fields=${encodeURIComponent('["workflow_state","status"]')}&filters=${encodeURIComponent(JSON.stringify([['reference_name', '=', claim.name]]))}`, auth })).json.data;
    assert.deepEqual(await listed(users.bob), [{ workflow_state: 'Pending', status: 'Open' }]);
    assert.deepEqual(await listed(users.alice), [], 'the Draft action is Completed, and Pending is not the clerk\'s');
    const open = (await actionsOf(claim.name)).find((a) => a.status === 'Open')!;
    const read = await call(site(), { method: 'GET', url: `/api/resource/Workflow Action/${open.name}`, auth: users.alice });
    assert.equal(read.status, 404, 'a row rule hides what it refuses: ' + read.body);
  });

  it('the workflow methods refuse what they cannot answer, each with its error', async () => {
    const eve = await site().addUser('wf.eve@example.com', []);
    const claim = await insertAs(site(), users.alice, 'WF Claim', { title: 'Pen', amount: 2 });
    const todo = await insertAs(site(), admin(), 'ToDo', { description: 'no workflow here' });
    const cases: Array<[string, string, Record<string, unknown>, number, string]> = [
      ['no workflow', admin(), { doc: { doctype: 'ToDo', name: todo.name } }, 417, 'ValidationError'],
      ['unknown document', users.alice, { doc: { doctype: 'WF Claim', name: 'nope' } }, 404, 'DoesNotExistError'],
      ['unknown DocType', users.alice, { doc: { doctype: 'Nope', name: 'x' } }, 404, 'DoesNotExistError'],
      ['not readable', eve, { doc: { doctype: 'WF Claim', name: claim.name } }, 403, 'PermissionError'],
      ['no doctype', users.alice, { doc: { name: claim.name } }, 417, 'ValidationError'],
      ['not a dict', users.alice, { doc: '[1]' }, 417, 'FrappeTypeError'],
    ];
    for (const [what, auth, json, status, excType] of cases) {
      const r = await method(auth, `${WF}.get_transitions`, json);
      assert.equal(r.status, status, `${what}: ${r.body}`);
      assert.equal(r.json.exc_type, excType, what);
    }
    const fresh = await method(users.alice, `${WF}.get_transitions`, { doc: { doctype: 'WF Claim', __islocal: 1 } });
    assert.deepEqual(fresh.json.message, [], 'a new document has none');
    const unsaved = await method(users.alice, `${WF}.apply_workflow`, { doc: { doctype: 'WF Claim' }, action: 'Send' });
    assert.equal(unsaved.status, 417, unsaved.body);
    const noAction = await method(users.alice, `${WF}.apply_workflow`, { doc: { doctype: 'WF Claim', name: claim.name } });
    assert.equal(noAction.status, 417, noAction.body);
    const wrongAction = await apply(users.alice, claim.name, 'Approve');
    assert.equal(wrongAction.json.exc_type, 'WorkflowTransitionError');
    const noFlow = await method(users.alice, `${WF}.can_cancel_document`, { doctype: 'ToDo' });
    assert.equal(noFlow.status, 417, noFlow.body);
    const bulkUnknown = await method(users.bob, `${WF}.bulk_workflow_approval`, { docnames: '["a"]', doctype: 'Nope', action: 'Approve' });
    assert.equal(bulkUnknown.status, 404, bulkUnknown.body);
    const stateCount = await method(eve, 'frappe.workflow.doctype.workflow.workflow.get_workflow_state_count', { doctype: 'WF Claim', workflow_state_field: 'workflow_state', states: '[]' });
    assert.equal(stateCount.status, 403, stateCount.body);
  });

  it('the list view helpers: the actions common to the documents chosen, the count per state', async () => {
    const a = await insertAs(site(), users.alice, 'WF Claim', { title: 'Ink', amount: 5 });
    const b = await insertAs(site(), users.alice, 'WF Claim', { title: 'Glue', amount: 6 });
    for (const claim of [a, b]) await apply(users.alice, claim.name, 'Send');
    const common = await method(users.bob, `${WF}.get_common_transition_actions`, { docs: JSON.stringify([a.name, { name: b.name }]), doctype: 'WF Claim' });
    assert.deepEqual(common.json.message.sort(), ['Approve', 'Reject']);
    const mixed = await method(users.bob, `${WF}.get_common_transition_actions`, { docs: JSON.stringify([a.name, (await insertAs(site(), users.alice, 'WF Claim', { title: 'Tape' })).name]), doctype: 'WF Claim' });
    assert.deepEqual(mixed.json.message, []);
    const counts = await method(users.bob, 'frappe.workflow.doctype.workflow.workflow.get_workflow_state_count', { doctype: 'WF Claim', workflow_state_field: 'workflow_state', states: JSON.stringify(['Draft', 'Approved', 'Rejected', 'Voided']) });
    assert.equal(counts.status, 200, counts.body);
    const pending = counts.json.message.find((r: any) => r.workflow_state === 'Pending');
    assert.ok(pending && pending.count >= 2, JSON.stringify(counts.json.message));
    assert.ok(!counts.json.message.some((r: any) => r.workflow_state === 'Draft'));
  });
});
