import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { appsWith } from '../helpers/apps.ts';
import { createDocType, createRole, insert, names, sorted } from '../helpers/fixtures.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { callRpc } from '../helpers/rpc-client.ts';
import { runScenario, send, serverMessages } from '../helpers/scenario.ts';

// Apps' hooks.ts through HTTP: test/fixtures/apps/hooktest and hooktest2 (loaded in that order)
// hook Hook Thing, "*" and Hook Ledger; every handler of a "[trace]" document prints
// "<event> <who>" into _server_messages.
const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/apps');
const apps = await appsWith(path.join(FIXTURES, 'hooktest'), path.join(FIXTURES, 'hooktest2'));
const THING = '/api/resource/Hook%20Thing';
const CLERK = 'clerk-hooks@example.com';

const messagesOf = (json: any) => serverMessages(json).map((m) => String(m.message));
const ofEvent = (json: any, event: string) => messagesOf(json).filter((m) => m.startsWith(`${event} `));

/** What Hook Thing's handlers print for `event`, in Frappe's order: the controller's (the override's), the DocType's hooks by app, then "*" by app. */
function thingOrder(event: string): string[] {
  const own = event === 'validate' ? ['validate controller', 'validate override'] : [`${event} controller`];
  const app = event === 'validate' ? ['validate hooktest', 'validate hooktest#2'] : [`${event} hooktest`];
  return [...own, ...app, `${event} hooktest2`, `${event} hooktest *`, `${event} hooktest2 *`];
}

const everyOrder = (event: string) => [`${event} hooktest *`, `${event} hooktest2 *`];
const INSERT_EVENTS = ['before_insert', 'validate', 'before_save', 'after_insert', 'on_update'];
const AFTER_COMMIT = (doctype: string) => [`after commit 1: ${doctype} stored true`, 'after commit 2'];

perDialect(
  'apps’ hooks.ts',
  (site) => {
    const admin = () => site().adminAuth;
    const audits = async (doctype: string) => (await names(site(), 'Hook Audit', { fields: ['ref_name'], filters: [['ref_doctype', '=', doctype]] })).length;
    const countOf = async (doctype: string, filters: unknown[]) => (await callRpc(site(), 'frappe.client.get_count', { doctype, filters })).json.message;

    describe('doc_events', () => {
      it('run after the controller’s own handler: the DocType’s hooks by app, then "*" by app, then the after-commit queue', async () => {
        const created = await runScenario(site(), { name: 'insert', method: 'POST', url: THING, json: { title: '[trace] order' }, auth: admin(), status: 200 });
        assert.deepEqual(messagesOf(created), [...INSERT_EVENTS.flatMap(thingOrder), ...AFTER_COMMIT('Hook Thing')]);
        const name = created.data.name;
        assert.equal(await audits('Hook Thing') >= 1, true, 'the "*" after_insert wrote its audit entry');

        const saved = await runScenario(site(), { name: 'save', method: 'PUT', url: `${THING}/${name}`, json: { code: 'x' }, auth: admin(), status: 200 });
        assert.deepEqual(messagesOf(saved), [...['validate', 'before_save', 'on_update'].flatMap(thingOrder), ...AFTER_COMMIT('Hook Thing')]);

        const submitted = await runScenario(site(), { name: 'submit', method: 'PUT', url: `${THING}/${name}`, json: { docstatus: 1 }, auth: admin(), status: 200 });
        assert.deepEqual(ofEvent(submitted, 'on_submit'), thingOrder('on_submit'));
        const cancelled = await runScenario(site(), { name: 'cancel', method: 'POST', url: `${THING}/${name}`, json: { run_method: 'cancel' }, auth: admin(), status: 200 });
        assert.deepEqual(ofEvent(cancelled, 'on_cancel'), thingOrder('on_cancel'));

        // By a method: DELETE /api/resource answers no _server_messages.
        const deleted = await callRpc(site(), 'frappe.client.delete', { doctype: 'Hook Thing', name });
        assert.equal(deleted.status, 200, deleted.body);
        assert.deepEqual(messagesOf(deleted.json), [...thingOrder('on_trash'), ...thingOrder('after_delete')]);
      });

      it('"*" reaches a built-in DocType and a custom DocType made at run time', async () => {
        const todo = await runScenario(site(), { name: 'ToDo', method: 'POST', url: '/api/resource/ToDo', json: { description: '[trace] todo' }, auth: admin(), status: 200 });
        assert.deepEqual(messagesOf(todo), [...INSERT_EVENTS.flatMap(everyOrder), ...AFTER_COMMIT('ToDo')]);

        await createDocType(site(), { name: 'Hook Custom', fields: [{ fieldname: 'title', fieldtype: 'Data', label: 'Title' }], permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1, delete: 1 }] });
        const custom = await runScenario(site(), { name: 'custom', method: 'POST', url: '/api/resource/Hook%20Custom', json: { title: '[trace] custom' }, auth: admin(), status: 200 });
        assert.deepEqual(messagesOf(custom), [...INSERT_EVENTS.flatMap(everyOrder), ...AFTER_COMMIT('Hook Custom')]);
        assert.equal(await audits('Hook Custom'), 1);
        const untraced = await runScenario(site(), { name: 'untraced', method: 'POST', url: '/api/resource/Hook%20Custom', json: { title: 'quiet' }, auth: admin(), status: 200 });
        assert.deepEqual(messagesOf(untraced), []);
      });

      it('a throw in a hook rolls the whole request back, and the work queued after commit never runs', async () => {
        const thingsBefore = await countOf('Hook Thing', []);
        const auditsBefore = await audits('Hook Thing');
        const early = await runScenario(site(), { name: 'before_insert refuses', method: 'POST', url: THING, json: { title: '[trace][refuse] early' }, auth: admin(), status: 417, excType: 'ValidationError' });
        assert.ok(messagesOf(early).includes('Refused by the hooktest app'));
        assert.equal(messagesOf(early).some((m) => m.startsWith('after commit')), false);
        // Refused in on_update, once the row and its audit entry were written and after-commit work queued.
        const late = await runScenario(site(), { name: 'on_update refuses', method: 'POST', url: THING, json: { title: '[trace][late-refuse] late' }, auth: admin(), status: 417, excType: 'ValidationError' });
        assert.ok(messagesOf(late).includes('Refused late by the hooktest2 app'));
        assert.equal(messagesOf(late).some((m) => m.startsWith('after commit')), false, messagesOf(late).join(' | '));
        // One request, two documents: the second's before_insert undoes the first too.
        const batch = await send(site(), { method: 'POST', url: '/api/v2/batch', auth: admin(), json: { atomic: true, operations: [{ op: 'create', doctype: 'Hook Thing', doc: { title: '[trace] first' } }, { op: 'create', doctype: 'Hook Thing', doc: { title: '[refuse] second' } }] } });
        assert.equal(batch.statusCode, 417, batch.body);
        assert.equal(batch.body.includes('after commit'), false);
        assert.equal(await countOf('Hook Thing', []), thingsBefore);
        assert.equal(await audits('Hook Thing'), auditsBefore);
      });

      it('a batch item undone alone drops its own after-commit work; the kept one’s runs', async () => {
        const r = await runScenario(site(), {
          name: 'batch', method: 'POST', url: '/api/v2/batch', auth: admin(), status: 200,
          json: { operations: [{ op: 'create', doctype: 'Hook Thing', doc: { title: '[trace] kept' } }, { op: 'create', doctype: 'Hook Thing', doc: { title: '[trace][late-refuse] undone' } }] },
        });
        assert.deepEqual([r.success_count, r.failure_count], [1, 1]);
        assert.deepEqual(r.messages.map((m: any) => m.message).filter((m: string) => m.startsWith('after commit')), AFTER_COMMIT('Hook Thing'));
        assert.equal(await countOf('Hook Thing', [['title', 'like', '%undone%']]), 0);
      });

      it('before_rename and after_rename compose with the controller’s rename hooks; the last name answered is used', async () => {
        const { name } = await insert(site(), 'Hook Thing', { title: '[trace] renamed' });
        const r = await callRpc(site(), 'frappe.client.rename_doc', { doctype: 'Hook Thing', old_name: name, new_name: 'trace-one-ask' });
        assert.equal(r.status, 200, r.body);
        assert.equal(r.json.message, 'trace-one-given');
        assert.deepEqual(messagesOf(r.json).filter((m) => m.includes('_rename')), ['before_rename controller', 'before_rename hooktest', 'before_rename hooktest2 *', 'after_rename controller', 'after_rename hooktest2 *']);
      });
    });

    describe('override_doctype_class', () => {
      it('replaces the controller: its validate wraps the base one, and it adds a document method', async () => {
        const { name, code } = await insert(site(), 'Hook Thing', { title: 'Shouted' });
        assert.equal(code, 'SHOUTED');
        await runScenario(site(), { name: 'added method', method: 'GET', url: `${THING}/${name}?run_method=code_of`, auth: admin(), status: 200, body: { data: 'SHOUTED' } });
      });
    });

    describe('has_permission and permission_query_conditions', () => {
      let clerk: string;
      const seeded: Record<string, string> = {};
      before(async () => {
        await createRole(site(), 'Hook Clerk');
        clerk = await site().addUser(CLERK, ['Hook Clerk']);
        const rows: Record<string, Record<string, unknown>> = {
          open: { region: 'North', amount: 10 },
          secret: { region: 'Secret', amount: 10 },
          banned: { region: 'Banned', amount: 10 },
          large: { region: 'North', amount: 5000 },
          locked: { region: 'North', amount: 20, locked: 1 },
        };
        for (const [key, doc] of Object.entries(rows)) seeded[key] = (await insert(site(), 'Hook Ledger', doc)).name;
      });
      const visible = () => sorted([seeded.open, seeded.locked]);

      it('listings, counts, reports and reads see only rows inside every rule (the controller’s, both apps’), whatever the filters', async () => {
        assert.deepEqual(sorted(await names(site(), 'Hook Ledger', {}, clerk)), visible());
        assert.deepEqual(sorted(await names(site(), 'Hook Ledger', { or_filters: [['region', '=', 'Secret'], ['region', '=', 'North'], ['region', '=', 'Banned']] }, clerk)), visible());
        assert.deepEqual(await names(site(), 'Hook Ledger', { filters: [['region', '=', 'Secret']] }, clerk), []);
        assert.equal(sorted(await names(site(), 'Hook Ledger')).length, 5, 'Administrator sees every row');
        const count = await callRpc(site(), 'frappe.client.get_count', { doctype: 'Hook Ledger' }, { auth: clerk });
        assert.equal(count.json.message, 2, count.body);
        const v2 = await runScenario(site(), { name: 'v2 count', method: 'GET', url: '/api/v2/doctype/Hook%20Ledger/count', auth: clerk, status: 200 });
        assert.equal(v2.data, 2);
        const report = await runScenario(site(), { name: 'report', method: 'POST', url: '/api/method/frappe.desk.reportview.get', auth: clerk, json: { doctype: 'Hook Ledger', fields: ['name', 'region'] }, status: 200 });
        assert.deepEqual(sorted(report.message.values.map((v: unknown[]) => String(v[0]))), visible());
        const grouped = await runScenario(site(), { name: 'group by', method: 'GET', url: `/api/resource/Hook%20Ledger?fields=${encodeURIComponent('["region","count(name) n"]')}&group_by=region`, auth: clerk, status: 200 });
        assert.deepEqual(grouped.data, [{ region: 'North', n: 2 }]);
        for (const key of ['secret', 'banned', 'large']) {
          await runScenario(site(), { name: `read ${key}`, method: 'GET', url: `/api/resource/Hook%20Ledger/${seeded[key]}`, auth: clerk, status: 404 });
        }
        await runScenario(site(), { name: 'read open', method: 'GET', url: `/api/resource/Hook%20Ledger/${seeded.open}`, auth: clerk, status: 200 });
      });

      it('has_permission governs every right: a new entry outside it is refused and nothing is written; a locked one cannot change', async () => {
        const before = await countOf('Hook Ledger', []);
        for (const doc of [{ region: 'North', amount: 1, locked: 1 }, { region: 'Banned', amount: 1 }, { region: 'North', amount: 2000 }]) {
          await runScenario(site(), { name: `create ${JSON.stringify(doc)}`, method: 'POST', url: '/api/resource/Hook%20Ledger', json: doc, auth: clerk, status: 403, excType: 'PermissionError' });
        }
        assert.equal(await countOf('Hook Ledger', []), before);
        await runScenario(site(), { name: 'create inside', method: 'POST', url: '/api/resource/Hook%20Ledger', json: { region: 'South', amount: 3 }, auth: clerk, status: 200 });
        await runScenario(site(), { name: 'change locked', method: 'PUT', url: `/api/resource/Hook%20Ledger/${seeded.locked}`, json: { amount: 21 }, auth: clerk, status: 403 });
        await runScenario(site(), { name: 'delete locked', method: 'DELETE', url: `/api/resource/Hook%20Ledger/${seeded.locked}`, auth: clerk, status: 403 });
        await runScenario(site(), { name: 'change open', method: 'PUT', url: `/api/resource/Hook%20Ledger/${seeded.open}`, json: { amount: 11 }, auth: clerk, status: 200 });
      });
    });
  },
  { apps },
);
