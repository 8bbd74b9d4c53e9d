import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { createDocType, createRole, insert } from '../helpers/fixtures.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario, send, serverMessages, type Scenario } from '../helpers/scenario.ts';

// frappe.model.rename_doc.update_document_title, what Frappe's form calls to change a document's
// title and name, and the alert Frappe's rename_doc shows (show_alert=True).

const METHOD = '/api/method/frappe.model.rename_doc.update_document_title';

perDialect('update_document_title', (site) => {
  let reader: string;
  const read = async (doctype: string, name: string) => {
    const res = await send(site(), { method: 'GET', url: `/api/resource/${encodeURIComponent(doctype)}/${encodeURIComponent(name)}`, auth: site().adminAuth });
    return { status: res.statusCode, doc: res.statusCode === 200 ? JSON.parse(res.body).data : null };
  };
  const alerts = (json: any) => serverMessages(json).map((m) => [m.message, m.alert, m.indicator]);

  before(async () => {
    await createRole(site(), 'Poster Reader', 1);
    const rights = [{ role: 'System Manager', read: 1, write: 1, create: 1, delete: 1 }, { role: 'Poster Reader', read: 1 }];
    await createDocType(site(), { name: 'Poster', autoname: 'prompt', title_field: 'headline', fields: [{ fieldname: 'headline', fieldtype: 'Data', label: 'Headline' }, { fieldname: 'title', fieldtype: 'Data', label: 'Title' }], permissions: rights });
    await createDocType(site(), { name: 'Flyer', autoname: 'prompt', fields: [{ fieldname: 'title', fieldtype: 'Data', label: 'Title' }], permissions: rights });
    await createDocType(site(), { name: 'Sticker', autoname: 'prompt', fields: [{ fieldname: 'label', fieldtype: 'Data', label: 'Label' }], permissions: rights });
    reader = await site().addUser('poster.reader@example.com', ['Poster Reader']);
    for (const name of ['P1', 'P2', 'P3', 'P4']) await insert(site(), 'Poster', { name, headline: `h-${name}`, title: `t-${name}` });
    await insert(site(), 'Flyer', { name: 'F1', title: 'old flyer' });
    await insert(site(), 'Sticker', { name: 'S1', label: 'kept' });
  });

  it('saves the title into the title field (title_field, else `title`) and answers the name', async () => {
    const json = await runScenario(site(), { name: 'title', method: 'POST', url: METHOD, auth: site().adminAuth, json: { doctype: 'Poster', docname: 'P1', title: 'Fresh' }, status: 200, body: { message: 'P1' } });
    assert.deepEqual(alerts(json), [['Saved', 1, 'green']]);
    const stored = (await read('Poster', 'P1')).doc;
    assert.deepEqual([stored.headline, stored.title], ['Fresh', 't-P1'], 'title_field names the title, not the field called title');
    await runScenario(site(), { name: 'title field', method: 'POST', url: METHOD, auth: site().adminAuth, json: { doctype: 'Flyer', docname: 'F1', new_title: 'new flyer' }, status: 200, body: { message: 'F1' } });
    assert.equal((await read('Flyer', 'F1')).doc.title, 'new flyer');
  });

  it('renames when the name differs, then saves the title on the renamed document; Frappe\'s alert says so', async () => {
    const json = await runScenario(site(), { name: 'both', method: 'POST', url: METHOD, auth: site().adminAuth, json: { doctype: 'Poster', docname: 'P2', name: 'P2-renamed', title: 'Both' }, status: 200, body: { message: 'P2-renamed' } });
    assert.deepEqual(alerts(json), [['Document renamed from <strong>P2</strong> to <strong>P2-renamed</strong>', 1, 'green'], ['Saved', 1, 'green']]);
    assert.equal((await read('Poster', 'P2')).status, 404);
    assert.equal((await read('Poster', 'P2-renamed')).doc.headline, 'Both');
    await runScenario(site(), { name: 'new_name', method: 'PUT', url: METHOD, auth: site().adminAuth, json: { doctype: 'Poster', docname: 'P3', new_name: 'P3-renamed', enqueue: 1 }, status: 200, body: { message: 'P3-renamed' } });
    assert.equal((await read('Poster', 'P3-renamed')).doc.headline, 'h-P3');
  });

  it('changes nothing when neither differs, or where the title is the name', async () => {
    const same = await runScenario(site(), { name: 'same', method: 'POST', url: METHOD, auth: site().adminAuth, json: { doctype: 'Poster', docname: 'P4', name: 'P4', title: 'h-P4' }, status: 200, body: { message: 'P4' } });
    assert.deepEqual(alerts(same), []);
    assert.equal((await read('Poster', 'P4')).doc.modified, (await read('Poster', 'P4')).doc.creation);
    await runScenario(site(), { name: 'no title field', method: 'POST', url: METHOD, auth: site().adminAuth, json: { doctype: 'Sticker', docname: 'S1', title: 'ignored' }, status: 200, body: { message: 'S1' } });
    assert.equal((await read('Sticker', 'S1')).doc.label, 'kept');
  });

  it('refuses without write permission, an unknown document, a taken name and a GET, changing nothing', async () => {
    const scenarios: Scenario[] = [
      { name: 'reader', method: 'POST', url: METHOD, auth: reader, json: { doctype: 'Poster', docname: 'P4', title: 'nope' }, status: 403, excType: 'PermissionError' },
      { name: 'unknown', method: 'POST', url: METHOD, auth: site().adminAuth, json: { doctype: 'Poster', docname: 'nope', title: 'x' }, status: 404, excType: 'DoesNotExistError' },
      { name: 'taken', method: 'POST', url: METHOD, auth: site().adminAuth, json: { doctype: 'Poster', docname: 'P4', name: 'P1', title: 'x' }, status: 417, excType: 'ValidationError' },
      { name: 'GET', method: 'GET', url: `${METHOD}?doctype=Poster&docname=P4&title=x`, auth: site().adminAuth, status: 403 },
      { name: 'no docname', method: 'POST', url: METHOD, auth: site().adminAuth, json: { doctype: 'Poster', title: 'x' }, status: 417 },
      // Frappe's test_update_document_title_api: arguments of the wrong type are refused.
      { name: 'not strings', method: 'POST', url: METHOD, auth: site().adminAuth, json: { doctype: 'Poster', docname: 'P4', title: {}, name: { hack: 'this' } }, status: 417, excType: 'FrappeTypeError' },
    ];
    for (const s of scenarios) await runScenario(site(), s);
    assert.equal((await read('Poster', 'P4')).doc.headline, 'h-P4');
  });
});
