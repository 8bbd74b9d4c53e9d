import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { appsWith, EXAMPLES_APP } from '../helpers/apps.ts';
import { insert, names } from '../helpers/fixtures.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario, send, serverMessages } from '../helpers/scenario.ts';

const apps = await appsWith(EXAMPLES_APP);
const BOOK = '/api/resource/Library%20Book';

perDialect(
  'the examples app',
  (site) => {
    let book: any;
    let reader: string;
    const read = async () => JSON.parse((await send(site(), { method: 'GET', url: `${BOOK}/${book.name}`, auth: site().adminAuth })).body).data;

    before(async () => {
      reader = await site().addUser('reader-examples@example.com', []);
      book = await insert(site(), 'Library Book', { title: 'Dune', author: 'Frank Herbert' });
    });

    it('the controller’s validate event guards every save', async () => {
      const refused = await runScenario(site(), { name: 'lent without borrower', method: 'POST', url: BOOK, json: { title: 'X', status: 'Lent' }, auth: site().adminAuth, status: 417, excType: 'ValidationError' });
      assert.equal(serverMessages(refused)[0].message, 'A lent book needs a borrower');
      assert.equal(book.status, 'Available');
    });

    it('book_summary reads through the permission-checked API', async () => {
      const url = `/api/method/examples.api.book_summary?name=${book.name}`;
      await runScenario(site(), { name: 'signed-in reader', method: 'GET', url, auth: reader, status: 200, body: { message: { title: 'Dune', author: 'Frank Herbert', available: true, borrower: null } } });
      await runScenario(site(), { name: 'Guest', method: 'GET', url, status: 403, excType: 'PermissionError' });
      await runScenario(site(), { name: 'missing book', method: 'GET', url: '/api/method/examples.api.book_summary?name=nope', auth: reader, status: 404 });
    });

    it('lend_book writes by POST only, under its own rule, though the reader may not edit books', async () => {
      const url = '/api/method/examples.api.lend_book';
      await runScenario(site(), { name: 'by GET', method: 'GET', url: `${url}?name=${book.name}`, auth: reader, status: 403 });
      await runScenario(site(), { name: 'direct edit', method: 'PUT', url: `${BOOK}/${book.name}`, json: { status: 'Lent', borrower: 'reader-examples@example.com' }, auth: reader, status: 403 });
      const lent = await runScenario(site(), { name: 'lend', method: 'POST', url, form: { name: book.name }, auth: reader, status: 200 });
      assert.equal(lent.message.status, 'Lent');
      assert.equal(lent.message.borrower, 'reader-examples@example.com');
      assert.match(lent.message.lent_on, /^\d{4}-\d{2}-\d{2}$/, 'validate filled lent_on');
      assert.deepEqual(serverMessages(lent).map((m) => m.message), ['Enjoy Dune']);
      await runScenario(site(), { name: 'lend again', method: 'POST', url, json: { name: book.name }, auth: reader, status: 417, excType: 'ValidationError' });
      assert.equal((await read()).borrower, 'reader-examples@example.com');
    });

    it('return_book runs through run_method with write permission', async () => {
      const url = `${BOOK}/${book.name}`;
      await runScenario(site(), { name: 'reader may not write', method: 'POST', url, json: { run_method: 'return_book' }, auth: reader, status: 403 });
      await runScenario(site(), { name: 'by GET', method: 'GET', url: `${url}?run_method=return_book`, auth: site().adminAuth, status: 403 });
      await runScenario(site(), { name: 'return', method: 'POST', url, form: { run_method: 'return_book' }, auth: site().adminAuth, status: 200, body: { data: 'Dune is back on the shelf' } });
      const after = await read();
      assert.equal(after.status, 'Available');
      assert.equal('borrower' in after, false, 'validate cleared the borrower');
      await runScenario(site(), { name: 'return twice (run_doc_method)', method: 'POST', url: '/api/method/run_doc_method', json: { method: 'return_book', dt: 'Library Book', dn: book.name }, auth: site().adminAuth, status: 417 });
    });

    it('hooks.ts: the "*" audit records saves and deletes of every DocType, in the save’s transaction', async () => {
      const audited = async (doctype: string, action: string) => (await names(site(), 'Audit Entry', { filters: [['ref_doctype', '=', doctype], ['action', '=', action]] })).length;
      const todo = await insert(site(), 'ToDo', { description: 'shelve the returns' });
      assert.equal(await audited('ToDo', 'Saved'), 1);
      await runScenario(site(), { name: 'delete', method: 'DELETE', url: `/api/resource/ToDo/${todo.name}`, auth: site().adminAuth, status: 202 });
      assert.equal(await audited('ToDo', 'Deleted'), 1);
      const before = await audited('Library Book', 'Saved');
      await runScenario(site(), { name: 'refused save', method: 'POST', url: BOOK, json: { title: 'Bad', isbn: '12-34' }, auth: site().adminAuth, status: 417 });
      assert.equal(await audited('Library Book', 'Saved'), before, 'a refused save leaves no audit entry');
      await runScenario(site(), { name: 'audit is read-only', method: 'GET', url: '/api/resource/Audit%20Entry', auth: reader, status: 403 });
    });

    it('hooks.ts: Library Book’s validate hook runs after the controller’s', async () => {
      const refused = await runScenario(site(), { name: 'bad ISBN', method: 'POST', url: BOOK, json: { title: 'Emma', isbn: '978-0-14' }, auth: site().adminAuth, status: 417, excType: 'ValidationError' });
      assert.equal(serverMessages(refused)[0].message, '978-0-14 is not an ISBN');
      const both = await runScenario(site(), { name: 'controller first', method: 'POST', url: BOOK, json: { title: 'Emma', status: 'Lent', isbn: 'bad' }, auth: site().adminAuth, status: 417 });
      assert.equal(serverMessages(both)[0].message, 'A lent book needs a borrower');
      await runScenario(site(), { name: 'good ISBN', method: 'POST', url: BOOK, json: { title: 'Emma', isbn: '978-0-14-143958-7' }, auth: site().adminAuth, status: 200 });
    });

    it('hooks.ts: override_doctype_class extends the built-in Note', async () => {
      const note = await insert(site(), 'Note', { title: '  Shelf plan  ', content: '<p>three shelves of <b>poetry</b></p>', public: 1 });
      assert.equal(note.title, 'Shelf plan');
      await runScenario(site(), { name: 'word_count', method: 'GET', url: `/api/resource/Note/${note.name}?run_method=word_count`, auth: site().adminAuth, status: 200, body: { data: 4 } });
    });

    it('hooks.ts: a restricted book is outside every query of a reader, never filtered afterwards', async () => {
      const rare = await insert(site(), 'Library Book', { title: 'First Folio', restricted: 1 });
      const all = await names(site(), 'Library Book');
      assert.ok(all.includes(rare.name), 'a System Manager sees it');
      const seen = await names(site(), 'Library Book', {}, reader);
      assert.equal(seen.includes(rare.name), false);
      assert.equal(seen.length, all.length - 1);
      const counted = await runScenario(site(), { name: 'count', method: 'GET', url: '/api/v2/doctype/Library%20Book/count', auth: reader, status: 200 });
      assert.equal(counted.data, all.length - 1);
      await runScenario(site(), { name: 'read', method: 'GET', url: `${BOOK}/${rare.name}`, auth: reader, status: 404 });
      await runScenario(site(), { name: 'through api.docs', method: 'GET', url: `/api/method/examples.api.book_summary?name=${rare.name}`, auth: reader, status: 404 });
    });

    it('frappe.apps.get_apps answers the app\'s add_to_apps_screen tile to those its has_permission lets see it', async () => {
      const tile = { name: 'examples', logo: '/assets/examples/library.svg', title: 'Library', route: '/app/library-book' };
      await runScenario(site(), { name: 'admin', method: 'GET', url: '/api/method/frappe.apps.get_apps', auth: site().adminAuth, status: 200, body: { message: [tile] } });
      await runScenario(site(), { name: 'svc.*, POST', method: 'POST', url: '/api/method/svc.apps.get_apps', auth: site().adminAuth, status: 200, body: { message: [tile] } });
      await runScenario(site(), { name: 'refused by has_permission', method: 'GET', url: '/api/method/frappe.apps.get_apps', auth: reader, status: 200, body: { message: [] } });
      await runScenario(site(), { name: 'Guest', method: 'GET', url: '/api/method/frappe.apps.get_apps', status: 403, excType: 'PermissionError' });
    });
  },
  { apps },
);
