import assert from 'node:assert/strict';
import { it } from 'node:test';
import { createDocType, list, post } from '../helpers/doctypes.ts';
import { perDialect } from '../helpers/per-dialect.ts';

perDialect('listing edge cases', (site) => {
  it('`in` a list holding "" matches rows where the field is empty or NULL, as Frappe reads NULL as ""', async () => {
    await createDocType(site(), 'Tagged', [{ fieldname: 'tag', fieldtype: 'Data' }]);
    await post(site(), 'Tagged', { tag: 'red' });
    await post(site(), 'Tagged', {});
    await post(site(), 'Tagged', { tag: '' });
    const both = await list(site(), 'Tagged', { fields: ['tag'], filters: [['tag', 'in', ['', 'red']]] });
    assert.equal(both.json.data.length, 3);
    const onlyEmpty = await list(site(), 'Tagged', { fields: ['tag'], filters: [['tag', 'in', []]] });
    assert.equal(onlyEmpty.json.data.length, 2);
    const red = await list(site(), 'Tagged', { fields: ['tag'], filters: [['tag', 'in', 'red']] });
    assert.deepEqual(red.json.data, [{ tag: 'red' }]);
  });

  it('refuses sum and avg of text fields with 417 on every dialect', async () => {
    const res = await list(site(), 'ToDo', { fields: ['sum(description) as s'] });
    assert.equal(res.status, 417);
    assert.equal(res.json.exc_type, 'DataError');
    const ok = await list(site(), 'ToDo', { fields: ['max(description) as m', 'count(name) as n'] });
    assert.equal(ok.status, 200);
  });

  it('answers an alias named __proto__ as a key like any other', async () => {
    await post(site(), 'ToDo', { description: 'aliased' });
    // A page and every row (streamed) decode rows apart; both are asked.
    for (const limit of ['20', '0']) {
      const res = await list(site(), 'ToDo', { fields: ['name', 'description as __proto__'], filters: [['description', '=', 'aliased']], limit_page_length: limit });
      assert.equal(res.status, 200);
      assert.equal(res.json.data.length, 1);
      assert.ok(Object.hasOwn(res.json.data[0], '__proto__'), `limit ${limit}: ${JSON.stringify(res.json.data)}`);
      assert.equal(res.json.data[0].__proto__, 'aliased');
    }
  });
});
