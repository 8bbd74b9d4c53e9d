import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario } from '../helpers/scenario.ts';
import { insertAs } from '../helpers/users.ts';

interface Node {
  name: string;
  parent_region: string | null;
  lft: number;
  rgt: number;
}

/** Issue 14 part 6: tree DocTypes kept as Frappe's nested set, and the tree filter operators. */
perDialect('tree DocTypes (nested set)', (site) => {
  const admin = () => site().adminAuth;
  let viewer = '';

  before(async () => {
    await insertAs(site(), admin(), 'Role', { role_name: 'Region Viewer', desk_access: 1 });
    await runScenario(site(), {
      name: 'define', method: 'POST', url: '/api/resource/DocType', auth: admin(), status: 200,
      json: {
        name: 'Region', module: 'Custom', is_tree: 1, autoname: 'field:region_name',
        fields: [{ fieldname: 'region_name', fieldtype: 'Data', reqd: 1 }],
        permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1, delete: 1 }, { role: 'Region Viewer', read: 1, write: 1, create: 1, if_owner: 1 }],
      },
    });
    await runScenario(site(), {
      name: 'store', method: 'POST', url: '/api/resource/DocType', auth: admin(), status: 200,
      json: { name: 'Shop', module: 'Custom', autoname: 'field:shop_name', fields: [{ fieldname: 'shop_name', fieldtype: 'Data', reqd: 1 }, { fieldname: 'region', fieldtype: 'Link', options: 'Region' }], permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1, delete: 1 }] },
    });
    viewer = await site().addUser('region.viewer@example.com', ['Region Viewer']);
  });

  async function nodes(): Promise<Node[]> {
    const r = await runScenario(site(), { name: 'nodes', method: 'GET', url: `/api/resource/Region?fields=${encodeURIComponent('["name","parent_region","lft","rgt"]')}&limit_page_length=0`, auth: admin(), status: 200 });
    return r.data;
  }

  /** Recomputes the nested set from the parent links alone (children in their stored order) and compares. */
  async function assertExact(label: string): Promise<Node[]> {
    const all = await nodes();
    const children = (parent: string | null) => all.filter((n) => (n.parent_region || null) === parent).sort((a, b) => a.lft - b.lft);
    const expected = new Map<string, [number, number]>();
    let counter = 0;
    const walk = (n: Node) => {
      const lft = ++counter;
      for (const c of children(n.name)) walk(c);
      expected.set(n.name, [lft, ++counter]);
    };
    for (const root of children(null)) walk(root);
    assert.equal(expected.size, all.length, `${label}: every node is reachable from a root`);
    for (const n of all) assert.deepEqual([n.lft, n.rgt], expected.get(n.name), `${label}: ${n.name}`);
    return all;
  }

  const add = (name: string, parent: string | null, extra: Record<string, unknown> = {}, auth = admin()) => insertAs(site(), auth, 'Region', { region_name: name, parent_region: parent, is_group: 1, ...extra });
  const move = (name: string, parent: string, status = 200, excType?: string) =>
    runScenario(site(), { name: `move ${name}`, method: 'PUT', url: `/api/resource/Region/${encodeURIComponent(name)}`, auth: admin(), json: { parent_region: parent }, status, ...(excType ? { excType } : {}) });
  const names = async (filters: unknown, doctype = 'Region', auth = admin()) =>
    (await runScenario(site(), { name: JSON.stringify(filters), method: 'GET', url: `/api/resource/${doctype}?filters=${encodeURIComponent(JSON.stringify(filters))}&limit_page_length=0&order_by=name%20asc`, auth, status: 200 })).data.map((r: { name: string }) => r.name);

  it('adds lft, rgt, is_group, old_parent and parent_<doctype> and keeps the nested set exact on every insert, ignoring bounds a client sends', async () => {
    await add('World', null);
    await assertExact('root');
    for (const [n, p] of [['Europe', 'World'], ['Asia', 'World'], ['France', 'Europe'], ['Germany', 'Europe'], ['Paris', 'France'], ['Oceania', null]] as const) {
      await add(n, p, { lft: 999, rgt: 1000 });
      await assertExact(`after ${n}`);
    }
    const world = (await nodes()).find((n) => n.name === 'World')!;
    assert.deepEqual([world.lft, world.rgt], [1, 12]);
  });

  it('moves a subtree with its parent, refuses a move under itself, and keeps old_parent', async () => {
    await move('France', 'Asia');
    await assertExact('France under Asia');
    const france = await runScenario(site(), { name: 'read', method: 'GET', url: '/api/resource/Region/France', auth: admin(), status: 200 });
    assert.equal(france.data.old_parent, 'Europe');
    assert.deepEqual(await names([['name', 'descendants of', 'Asia']]), ['France', 'Paris']);
    await move('Asia', 'Paris', 417, 'NestedSetRecursionError');
    await move('Asia', 'Asia', 417, 'NestedSetRecursionError');
    await assertExact('after refused moves');
    await move('France', '');
    await assertExact('France a root');
    await move('France', 'Europe');
    await assertExact('France back');
  });

  it('refuses to delete a node with children, and closes the gap a leaf leaves', async () => {
    await runScenario(site(), { name: 'delete Europe', method: 'DELETE', url: '/api/resource/Region/Europe', auth: admin(), status: 417, excType: 'NestedSetChildExistsError' });
    await assertExact('after refused delete');
    await add('Lyon', 'France');
    await runScenario(site(), { name: 'delete Lyon', method: 'DELETE', url: '/api/resource/Region/Lyon', auth: admin(), status: 202 });
    await assertExact('after delete');
  });

  it('filters with descendants of, descendants of (inclusive), ancestors of, not descendants of and not ancestors of, on names and on links', async () => {
    assert.deepEqual(await names([['name', 'descendants of', 'Europe']]), ['France', 'Germany', 'Paris']);
    assert.deepEqual(await names([['name', 'descendants of (inclusive)', 'Europe']]), ['Europe', 'France', 'Germany', 'Paris']);
    assert.deepEqual(await names([['name', 'ancestors of', 'Paris']]), ['Europe', 'France', 'World']);
    assert.deepEqual(await names([['name', 'not descendants of', 'World']]), ['Oceania', 'World']);
    assert.deepEqual(await names([['name', 'not ancestors of', 'Paris']]), ['Asia', 'Germany', 'Oceania', 'Paris']);
    assert.deepEqual(await names([['name', 'descendants of', 'Nowhere']]), []);
    for (const [shop, region] of [['Louvre Shop', 'Paris'], ['Berlin Shop', 'Germany'], ['Tokyo Shop', 'Asia'], ['Nowhere Shop', null]] as const) await insertAs(site(), admin(), 'Shop', { shop_name: shop, region });
    assert.deepEqual(await names([['region', 'descendants of (inclusive)', 'Europe']], 'Shop'), ['Berlin Shop', 'Louvre Shop']);
    assert.deepEqual(await names([['region', 'not descendants of', 'Europe']], 'Shop'), ['Nowhere Shop', 'Tokyo Shop']);
    await runScenario(site(), { name: 'not a tree', method: 'GET', url: `/api/resource/ToDo?filters=${encodeURIComponent('[["name","descendants of","x"]]')}`, auth: admin(), status: 417 });
    await runScenario(site(), { name: 'not a tree link', method: 'GET', url: `/api/resource/Shop?filters=${encodeURIComponent('[["shop_name","descendants of","x"]]')}`, auth: admin(), status: 417 });
  });

  it('applies the caller\'s read rule beside a tree filter: a user sees only the nodes it may read', async () => {
    await add('Viewer Land', 'Oceania', {}, viewer);
    await add('Viewer Town', 'Viewer Land', {}, viewer);
    await assertExact('nodes added by the viewer');
    assert.deepEqual(await names([['name', 'descendants of', 'Oceania']], 'Region', viewer), ['Viewer Land', 'Viewer Town']);
    assert.deepEqual(await names([['name', 'descendants of', 'World']], 'Region', viewer), [], 'admin\'s nodes are not readable to the viewer');
    assert.deepEqual(await names([['name', 'descendants of', 'Oceania']]), ['Viewer Land', 'Viewer Town']);
  });

  it('keeps the nested set exact under 20 concurrent inserts', async () => {
    await Promise.all(Array.from({ length: 20 }, (_, i) => add(`Isle ${String(i).padStart(2, '0')}`, i % 2 ? 'Oceania' : 'Viewer Land')));
    const all = await assertExact('after concurrent inserts');
    assert.equal(all.filter((n) => n.name.startsWith('Isle')).length, 20);
  });
});
