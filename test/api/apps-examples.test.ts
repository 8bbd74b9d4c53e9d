import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { appsWith, EXAMPLES_APP } from '../helpers/apps.ts';
import { insert } from '../helpers/fixtures.ts';
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
  },
  { apps },
);
