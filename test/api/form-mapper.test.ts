import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { appsWith, FIXTURE_APP } from '../helpers/apps.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario } from '../helpers/scenario.ts';
import { insertAs } from '../helpers/users.ts';

const apps = await appsWith(FIXTURE_APP);

/**
 * Issue 52 part 2 (forms): frappe.model.mapper.make_mapped_doc running the test app's mappers
 * (test/fixtures/apps/apptest/mappers.ts) and frappe.desk.notifications.get_open_count over the
 * dashboards its controllers declare (Gizmo, Gizmo Kit) or a DocType's `links` rows.
 */
perDialect(
  'Form mappers and dashboard counts',
  (site) => {
    const admin = () => site().adminAuth;
    let reader = '';
    let outsider = '';
    const n: Record<string, string> = {};
    const parts: Record<string, string> = {};
    const map = (auth: string, json: Record<string, unknown>, status = 200, excType?: string) =>
      runScenario(site(), { name: `make_mapped_doc ${JSON.stringify(json).slice(0, 100)}`, method: 'POST', url: '/api/method/frappe.model.mapper.make_mapped_doc', auth, json, status, excType });
    const count = (auth: string, json: Record<string, unknown>, status = 200, excType?: string) =>
      runScenario(site(), { name: `get_open_count ${JSON.stringify(json).slice(0, 100)}`, method: 'POST', url: '/api/method/frappe.desk.notifications.get_open_count', auth, json, status, excType });

    before(async () => {
      await insertAs(site(), admin(), 'Role', { role_name: 'Gizmo Reader', desk_access: 1 });
      reader = await site().addUser('gm.reader@example.com', ['Gizmo Reader']);
      outsider = await site().addUser('gm.outsider@example.com', []);
      n.ready = (await insertAs(site(), admin(), 'Gizmo', { title: 'Ready one', status: 'Ready', note: 'kit title' })).name;
      n.draft = (await insertAs(site(), admin(), 'Gizmo', { title: 'Draft one' })).name;
      const kit = await insertAs(site(), admin(), 'Gizmo Kit', { title: 'K1', gizmo: n.ready, parts: [{ part: 'p1', gizmo: n.ready }, { part: 'skip' }, { part: 'p3', gizmo: n.draft }] });
      n.kit = kit.name;
      for (const row of kit.parts) parts[row.part] = row.name;
      n.kit2 = (await insertAs(site(), admin(), 'Gizmo Kit', { title: 'K2', gizmo: n.ready })).name;
      n.bare = (await insertAs(site(), admin(), 'Gizmo Kit', { title: 'bare' })).name;
    });

    it('make_mapped_doc answers the new document an app mapper builds, unsaved', async () => {
      const doc = (await map(admin(), { method: 'apptest.mappers.kit_from_gizmo', source_name: n.ready })).message;
      assert.equal(doc.doctype, 'Gizmo Kit');
      assert.equal(doc.__islocal, 1);
      assert.equal(doc.docstatus, 0);
      assert.equal(doc.title, 'kit title', 'by the field map');
      assert.equal(doc.gizmo, n.ready, 'a Link to the source names it');
      assert.deepEqual(doc.parts.map((p: { part: string; gizmo: string }) => [p.part, p.gizmo]), [['part of Ready one', n.ready]], 'by the postprocess');
      assert.deepEqual(doc.__onload, { load_after_mapping: true });
      assert.equal(doc.name, undefined);
      const copy = (await map(admin(), {
        method: 'apptest.mappers.copy_kit', source_name: n.kit, selected_children: JSON.stringify({ parts: [parts.p1, parts.skip] }), args: JSON.stringify({ suffix: 'again' }),
      })).message;
      assert.equal(copy.title, 'K1 again');
      assert.deepEqual(copy.parts.map((p: { part: string; idx: number; name?: string }) => [p.part, p.idx, p.name]), [['p1', 1, undefined]], 'the picked rows, "skip" never');
      const whole = (await map(admin(), { method: 'apptest.mappers.copy_kit', source_name: n.kit })).message;
      assert.deepEqual(whole.parts.map((p: { part: string }) => p.part), ['p1', 'p3']);
      assert.equal(whole.title, 'K1 (copy)');
      const kits = await runScenario(site(), { name: 'nothing saved', method: 'GET', url: '/api/resource/Gizmo Kit?limit_page_length=0', auth: admin(), status: 200 });
      assert.equal(kits.data.length, 3);
    });

    it('make_mapped_doc refuses what is no app mapper, a failed condition, unreadable sources and missing rights', async () => {
      await map(admin(), { method: 'apptest.mappers.kit_from_gizmo', source_name: n.draft }, 417, 'ValidationError');
      await map(admin(), { method: 'apptest.mappers.nope', source_name: n.ready }, 403, 'PermissionError');
      await map(admin(), { method: 'frappe.client.get', source_name: n.ready }, 403, 'PermissionError');
      await map(admin(), { method: 'apptest.mappers.kit_from_gizmo', source_name: 'nope' }, 404, 'DoesNotExistError');
      await map(admin(), { method: 'apptest.mappers.kit_from_gizmo' }, 417);
      await map(admin(), { method: 'apptest.mappers.copy_kit', source_name: n.kit, selected_children: '[1]' }, 417);
      await map(admin(), { method: 'apptest.mappers.copy_kit', source_name: n.kit, args: '"x"' }, 417);
      await map(reader, { method: 'apptest.mappers.kit_from_gizmo', source_name: n.ready }, 403, 'PermissionError');
      await map(outsider, { method: 'apptest.mappers.copy_kit', source_name: n.kit }, 403);
      await runScenario(site(), { name: 'mapper verbs', method: 'GET', url: `/api/method/frappe.model.mapper.make_mapped_doc?method=apptest.mappers.post_only_mapper&source_name=x`, auth: admin(), status: 403 });
      assert.equal((await map(admin(), { method: 'apptest.mappers.post_only_mapper', source_name: 'x' })).message.title, 'x');
    });

    it('get_open_count counts the documents that name this one, and those this one names', async () => {
      const gizmo = (await count(admin(), { doctype: 'Gizmo', name: n.ready })).message;
      assert.deepEqual(gizmo, { count: { external_links_found: [{ doctype: 'Gizmo Kit', count: 2, open_count: 0 }], internal_links_found: [] } });
      const kit = (await count(admin(), { doctype: 'Gizmo Kit', name: n.kit })).message;
      assert.deepEqual(kit.count.internal_links_found, [{ doctype: 'Gizmo', open_count: 0, count: 2, names: [n.ready, n.draft] }]);
      const bare = (await count(admin(), { doctype: 'Gizmo Kit', name: n.bare })).message;
      assert.deepEqual(bare.count.external_links_found, [{ doctype: 'Gizmo', open_count: 0, count: 0 }], 'names none: counted as an external link, which it has no field for');
      const asked = (await count(admin(), { doctype: 'Gizmo', name: n.draft, items: JSON.stringify(['Gizmo Kit']) })).message;
      assert.deepEqual(asked.count.external_links_found, [{ doctype: 'Gizmo Kit', count: 0, open_count: 0 }]);
      const reading = (await count(reader, { doctype: 'Gizmo', name: n.ready })).message;
      assert.deepEqual(reading.count.external_links_found, [{ doctype: 'Gizmo Kit', count: 0, open_count: 0 }], 'kits the caller cannot read are not counted');
    });

    it('get_open_count reads a DocType\'s own `links` rows, and refuses bad items and unreadable documents', async () => {
      // Gizmo Notice's JSON links Gizmo Kits by their title.
      const notice = (await insertAs(site(), admin(), 'Gizmo Notice', { text: 'shelf' })).name;
      await insertAs(site(), admin(), 'Gizmo Kit', { title: notice });
      const shelf = (await count(admin(), { doctype: 'Gizmo Notice', name: notice })).message;
      assert.deepEqual(shelf.count.external_links_found, [{ doctype: 'Gizmo Kit', count: 1, open_count: 0 }]);
      await count(admin(), { doctype: 'Gizmo', name: n.ready, items: JSON.stringify(['No Such DocType']) }, 404);
      await count(admin(), { doctype: 'Gizmo', name: n.ready, items: '"Gizmo Kit"' }, 417);
      await count(admin(), { doctype: 'Gizmo', name: 'nope' }, 404, 'DoesNotExistError');
      await count(outsider, { doctype: 'Gizmo', name: n.ready }, 403, 'PermissionError');
      await count(admin(), { doctype: 'Gizmo' }, 417);
    });
  },
  { apps },
);
