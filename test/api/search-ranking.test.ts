import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario } from '../helpers/scenario.ts';
import { call, insertAs, runtimeOf } from '../helpers/users.ts';

const SEARCH = 'frappe.desk.search.search_link';

/** Issue 52 part 5: search_link ranks, sanitizes and orders trees as Frappe v15 (frappe/tests/test_search.py). */
perDialect('Search ranking (search_link)', (site) => {
  const admin = () => site().adminAuth;
  const search = async (json: Record<string, unknown>, status = 200, auth = admin()) => {
    const r = await call(site(), { method: 'POST', url: `/api/method/${SEARCH}`, auth, json });
    assert.equal(r.status, status, r.body.slice(0, 400));
    return status === 200 ? r.json.message : r.json;
  };
  const values = async (json: Record<string, unknown>) => (await search(json)).map((r: { value: string }) => r.value);

  before(async () => {
    const define = (json: Record<string, unknown>) => runScenario(site(), { name: `define ${json.name}`, method: 'POST', url: '/api/resource/DocType', auth: admin(), status: 200, json: { module: 'Custom', permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1, delete: 1 }], ...json } });
    await define({ name: 'ST Fruit', autoname: 'field:fruit_name', search_fields: 'notes', fields: [{ fieldname: 'fruit_name', fieldtype: 'Data', reqd: 1 }, { fieldname: 'notes', fieldtype: 'Data' }] });
    await define({ name: 'ST Tree', autoname: 'field:random', is_tree: 1, search_fields: 'parent_st_tree', fields: [{ fieldname: 'random', fieldtype: 'Data', reqd: 1 }] });
    await define({ name: 'ST Titled', autoname: 'field:code', title_field: 'title', show_title_field_in_link: 1, fields: [{ fieldname: 'code', fieldtype: 'Data', reqd: 1 }, { fieldname: 'title', fieldtype: 'Data' }] });
    for (const [fruit_name, notes] of [['zz apple', null], ['Apple pie', null], ['my apple', 'red'], ['crab apple', null], ['orchard', 'apples grow here'], ['banana', null]]) await insertAs(site(), admin(), 'ST Fruit', { fruit_name, notes });
    await insertAs(site(), admin(), 'ST Tree', { random: 'All Territories', is_group: 1 });
    for (const child of ['USA', 'India', 'Russia', 'China']) await insertAs(site(), admin(), 'ST Tree', { random: child, parent_st_tree: 'All Territories' });
    await insertAs(site(), admin(), 'ST Titled', { code: 'T-1', title: 'Alpha' });
    await insertAs(site(), admin(), 'ST Titled', { code: 'T-2', title: 'T-2' });
  });

  it('names that start with the text come first, then the page by name (test_search_relevance)', async () => {
    assert.deepEqual(await values({ doctype: 'ST Fruit', txt: 'apple' }), ['Apple pie', 'crab apple', 'my apple', 'orchard', 'zz apple']);
    assert.deepEqual(await values({ doctype: 'ST Fruit', txt: 'APPLE', page_length: 3 }), ['Apple pie', 'my apple', 'zz apple'], 'the page holds the names where the text stands earliest');
    assert.deepEqual(await values({ doctype: 'ST Fruit', txt: 'apple', page_length: 4 }), ['Apple pie', 'crab apple', 'my apple', 'zz apple'], 'a match in a search field only comes after every name match');
    assert.deepEqual(await values({ doctype: 'ST Fruit', txt: '' }), ['Apple pie', 'banana', 'crab apple', 'my apple', 'orchard', 'zz apple']);
    assert.deepEqual(await values({ doctype: 'ST Fruit', txt: 'apple', page_length: 2 }), ['Apple pie', 'my apple'], 'equally placed: the later modified first');
    // Frappe counts links into `idx` (link_count.py); svc does not, so the test sets it as that would.
    const runtime = await runtimeOf(site());
    await runtime.db.write((tx) => tx.run(tx.builder.updateTable('tabST Fruit').set({ idx: 5 }).where('name', '=', 'zz apple')));
    assert.deepEqual(await values({ doctype: 'ST Fruit', txt: 'apple', page_length: 2 }), ['Apple pie', 'zz apple'], 'equally placed: the more often linked (idx) first');
    const described = await search({ doctype: 'ST Fruit', txt: 'my' });
    assert.deepEqual(described, [{ value: 'my apple', description: 'red' }]);
  });

  it('a tree DocType’s root comes before the children found through it (test_link_field_order)', async () => {
    assert.deepEqual(await values({ doctype: 'ST Tree', txt: 'all', page_length: 20 }), ['All Territories', 'China', 'India', 'Russia', 'USA']);
  });

  it('a searchfield that is not a word is 417 DataError (test_search_field_sanitizer)', async () => {
    const found = await search({ doctype: 'DocType', txt: 'User', page_length: 20, searchfield: 'name' });
    assert.ok(String(found[0].value).includes('User'), JSON.stringify(found.slice(0, 3)));
    for (const searchfield of ['1=1', 'select * from tabSessions) --', 'name or (select * from tabSessions)', '*', ';', 'select`sid`from`tabSessions`']) {
      const r = await search({ doctype: 'DocType', txt: 'User', page_length: 20, searchfield }, 417);
      assert.equal(r.exc_type, 'DataError', searchfield);
    }
    assert.equal((await search({ doctype: 'ST Fruit', txt: 'a', searchfield: 'nope' }, 417)).exc_type, 'DataError', 'a word that is no field');
    assert.deepEqual(await values({ doctype: 'ST Fruit', txt: 'banana', searchfield: 'notes' }), ['banana']);
  });

  it('text with @ or parentheses finds nothing rather than failing (test_search_with_paren)', async () => {
    assert.deepEqual(await search({ doctype: 'ST Fruit', txt: '(txt)' }), []);
    assert.deepEqual(await search({ doctype: 'User', txt: 'user@random', searchfield: 'name' }), []);
  });

  it('show_title_field_in_link answers the title as label, the name first in the description', async () => {
    assert.deepEqual(await search({ doctype: 'ST Titled', txt: 't-' }), [{ value: 'T-1', label: 'Alpha', description: 'T-1' }, { value: 'T-2', label: 'T-2', description: 'T-2' }]);
    assert.deepEqual(await search({ doctype: 'ST Titled', txt: 'alp' }), [{ value: 'T-1', label: 'Alpha', description: 'T-1' }], 'found by its title');
  });

  it('refuses unknown DocTypes, custom queries and callers who may not list', async () => {
    await search({ doctype: 'ST Nope', txt: 'a' }, 404);
    await search({ doctype: 'ST Fruit', txt: 'a', query: 'x.y.z' }, 417);
    await search({ doctype: 'ST Fruit', txt: 'a', filters: '{bad' }, 417);
    const stranger = await site().addUser('st.stranger@example.com', []);
    await search({ doctype: 'ST Fruit', txt: 'a' }, 403, stranger);
  });
});
