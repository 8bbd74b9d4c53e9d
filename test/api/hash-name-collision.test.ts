import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { appsWith, FIXTURE_APP } from '../helpers/apps.ts';
import { insert } from '../helpers/fixtures.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { send } from '../helpers/scenario.ts';

const apps = await appsWith(FIXTURE_APP);

// Gizmo Kit (the fixture app) is hash-named, and its validate event takes the name a title of
// "take:<name>" asks for: a hash name that collides, which chance makes about once a minute at
// 20,000 inserts a second.
perDialect(
  'a hash name that is taken',
  (site) => {
    let existing: any;
    const read = async (name: string) => {
      const res = await send(site(), { method: 'GET', url: `/api/resource/Gizmo Kit/${encodeURIComponent(name)}`, auth: site().adminAuth });
      return { status: res.statusCode, doc: res.statusCode === 200 ? JSON.parse(res.body).data : null };
    };

    before(async () => {
      existing = await insert(site(), 'Gizmo Kit', { title: 'first', parts: [{ part: 'bolt' }] });
    });

    it('gives way to a new hash name, as Frappe does (base_document.py db_insert retries), its rows following it', async () => {
      const kit = await insert(site(), 'Gizmo Kit', { title: `take:${existing.name}`, parts: [{ part: 'nut' }, { part: 'washer' }] });
      assert.notEqual(kit.name, existing.name);
      assert.match(kit.name, /^[0-9a-v]{10}$/);
      assert.deepEqual(kit.parts.map((p: any) => [p.part, p.parent]), [['nut', kit.name], ['washer', kit.name]]);
      const stored = await read(kit.name);
      assert.equal(stored.status, 200);
      assert.deepEqual(stored.doc.parts.map((p: any) => [p.part, p.parent]), [['nut', kit.name], ['washer', kit.name]]);
      const before = await read(existing.name);
      assert.equal(before.doc.title, 'first', 'the document holding the name is untouched');
      assert.deepEqual(before.doc.parts.map((p: any) => p.part), ['bolt']);
    });

    it('a taken name of another rule is still a 409 DuplicateEntryError', async () => {
      const res = await send(site(), { method: 'POST', url: '/api/resource/Role', auth: site().adminAuth, json: { role_name: 'Administrator' } });
      assert.equal(res.statusCode, 409, res.body.slice(0, 300));
      assert.equal(JSON.parse(res.body).exc_type, 'DuplicateEntryError');
    });
  },
  { apps },
);
