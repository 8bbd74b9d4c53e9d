import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createFrm, type CustomButton } from '../../desk/src/client-scripts/frm.ts';
import { hasFormScripts } from '../../desk/src/client-scripts/load-module.ts';
import { ClientScriptStop, createScriptRuntime, translate, type Notice } from '../../desk/src/client-scripts/script-runtime.ts';
import type { DocTypeDef } from '../../desk/src/meta.ts';

function runtimeWith(doc: Record<string, any>, callMethod: (m: string, a: Record<string, unknown>) => Promise<any> = async () => 'ok') {
  const notices: Notice[] = [];
  const runtime = createScriptRuntime({
    notify: (n) => notices.push(n),
    callMethod,
    docOf: (cdt, cdn) => (cdt === 'Order' && cdn === doc.name ? doc : doc.lines?.find((r: any) => r.name === cdn)),
    setValue(cdt, cdn, field, value) {
      const target = cdt === 'Order' ? doc : doc.lines.find((r: any) => r.name === cdn);
      target[field] = value;
    },
  });
  return { runtime, notices };
}

/** The desk's Client Script API (docs/DECISIONS.md D123), run without a browser: registration, messages, calls, frm. */
describe('the desk\'s Client Script runtime', () => {
  it('registers handlers per DocType in order, in both of Frappe\'s spellings', () => {
    const { runtime } = runtimeWith({ name: 'O-1' });
    const calls: string[] = [];
    runtime.frappe.ui.form.on('Order', { refresh: () => calls.push('a'), validate: () => calls.push('v') });
    runtime.frappe.ui.form.on('Order', 'refresh', () => calls.push('b'));
    runtime.frappe.ui.form.on('Order Line', { qty: () => calls.push('line') });
    for (const h of runtime.handlersFor('Order', 'refresh')) h({});
    assert.deepEqual(calls, ['a', 'b']);
    assert.equal(runtime.handlersFor('Order', 'onload').length, 0);
    assert.equal(runtime.handlersFor('Order Line', 'qty').length, 1);
  });

  it('msgprint and throw show a notice; throw stops with ClientScriptStop', () => {
    const { runtime, notices } = runtimeWith({ name: 'O-1' });
    runtime.frappe.msgprint({ message: '<b>Done</b>', title: 'Hey', indicator: 'green' });
    assert.throws(() => runtime.frappe.throw(translate('Bad {0}', ['value'])), ClientScriptStop);
    assert.deepEqual(notices, [{ severity: 'success', summary: 'Hey', detail: 'Done' }, { severity: 'error', summary: 'Not done', detail: 'Bad value' }]);
  });

  it('frappe.call answers {message} to its callback; a failure is shown, passed to error, and rejects', async () => {
    const { runtime, notices } = runtimeWith({ name: 'O-1' }, async (method, args) => {
      if (method === 'fails') throw new Error('refused');
      return `${method}:${JSON.stringify(args)}`;
    });
    let got: any = null;
    const r = await runtime.frappe.call({ method: 'm', args: { a: 1 }, callback: (x) => (got = x) });
    assert.deepEqual([r, got], [{ message: 'm:{"a":1}' }, { message: 'm:{"a":1}' }]);
    let failure: unknown = null;
    await assert.rejects(runtime.frappe.call({ method: 'fails', error: (e) => (failure = e) }), ClientScriptStop);
    assert.equal((failure as Error).message, 'refused');
    assert.equal(notices.at(-1)?.detail, 'refused');
  });

  it('model.set_value and locals reach the document and its rows', async () => {
    const doc = { name: 'O-1', lines: [{ name: 'row-1', qty: 2 }] };
    const { runtime } = runtimeWith(doc);
    await runtime.frappe.model.set_value('Order Line', 'row-1', 'amount', 20);
    await runtime.frappe.model.set_value('Order', 'O-1', { status: 'Open' });
    assert.deepEqual(doc, { name: 'O-1', status: 'Open', lines: [{ name: 'row-1', qty: 2, amount: 20 }] });
    assert.equal((runtime.locals as any)['Order Line']['row-1'].qty, 2);
  });

  it('frm changes the form\'s copy of the DocType, keys set_query by DocType, and groups custom buttons', () => {
    const meta: DocTypeDef = { name: 'Order', fields: [{ fieldname: 'a', fieldtype: 'Data' }, { fieldname: 'b', fieldtype: 'Data' }] };
    const doc: Record<string, any> = { name: 'O-1' };
    const buttons: CustomButton[] = [];
    const queries = new Map();
    const ran: unknown[] = [];
    const frm = createFrm({
      doctype: 'Order', doc: () => doc, meta: () => meta, children: () => ({ lines: { name: 'Order Line', fields: [] } }), isNew: () => false,
      save: async () => undefined, reload: async () => undefined, buttons, queries, guard: (run) => ran.push(run()),
    });
    frm.toggle_display(['a', 'b'], false);
    frm.toggle_reqd('a', true);
    frm.toggle_enable('b', false);
    frm.set_df_property('a', 'label', 'Alpha');
    frm.set_df_property('missing', 'label', 'ignored');
    assert.deepEqual(meta.fields, [{ fieldname: 'a', fieldtype: 'Data', hidden: 1, reqd: 1, label: 'Alpha' }, { fieldname: 'b', fieldtype: 'Data', hidden: 1, read_only: 1 }]);
    void frm.set_value({ a: 1, b: 2 });
    assert.deepEqual(doc, { name: 'O-1', a: 1, b: 2 });
    frm.set_query('a', () => ({ filters: { x: 1 } }));
    frm.set_query('item', 'lines', () => ({ filters: { y: 2 } }));
    assert.deepEqual([...queries.keys()], ['Order:a', 'Order Line:item']);
    frm.add_custom_button('Go', () => 'first');
    frm.add_custom_button('Go', () => 'second');
    frm.add_custom_button('Go', () => 'grouped', 'Tools');
    assert.deepEqual(buttons.map((b) => [b.label, b.group]), [['Go', ''], ['Go', 'Tools']], 'the same label in the same group is replaced');
    buttons[0].action();
    assert.deepEqual(ran, ['second'], 'a button runs through the form\'s guard');
    frm.clear_custom_buttons();
    assert.equal(buttons.length, 0);
  });

  it('a __custom_js of only Frappe\'s sourceURL line holds no script', () => {
    assert.equal(hasFormScripts('\n\n//# sourceURL=order__custom_js'), false);
    assert.equal(hasFormScripts('\n// One\nfrappe.ui.form.on("Order", {})\n\n\n\n//# sourceURL=order__custom_js'), true);
    assert.equal(hasFormScripts(undefined), false);
  });
});
