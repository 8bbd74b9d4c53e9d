import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { installedAppDirs } from '../../src/apps/app-list.ts';
import { AppLoadError, BUILTIN_APP_DIR, loadApps } from '../../src/apps/load-apps.ts';
import { appsWith, EXAMPLES_APP, FIXTURE_APP } from '../helpers/apps.ts';

const APP_API = JSON.stringify(path.resolve(import.meta.dirname, '../../src/apps/app-api.ts'));
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-apps-'));
let counter = 0;

/** Writes an app folder `<tmp>/<n>/<name>` from relative path → content; `$API` is svc's app API module. */
function makeApp(files: Record<string, string>, name = 'brokenapp'): string {
  const dir = path.join(tmp, String(++counter), name);
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text.replaceAll('$API', APP_API));
  }
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

const DOCTYPE = JSON.stringify({ name: 'Broken Thing', module: 'Broken', fields: [{ fieldname: 'title', fieldtype: 'Data' }], permissions: [] });

describe('loading apps', () => {
  after(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it('registers exactly the whitelisted exports, at <app>.<module path>.<name>', async () => {
    const apps = await appsWith(FIXTURE_APP);
    const paths = [...apps.methods.keys()].sort();
    assert.ok(paths.includes('apptest.api.echo'));
    assert.ok(paths.includes('apptest.sub.tools.shout'));
    assert.equal(paths.some((p) => /helper|lookalike/.test(p)), false, paths.join(', '));
    assert.ok(paths.every((p) => p.startsWith('apptest.')), 'the built-in app has no method modules');
    for (const [dotted, def] of apps.methods) assert.equal(def.path, dotted);
    assert.deepEqual(apps.names, ['svc', 'apptest']);
    assert.ok(apps.controllers.get('Gizmo')?.methods?.mark_ready, 'controller methods loaded');
    const examples = await appsWith(EXAMPLES_APP);
    assert.deepEqual([...examples.methods.keys()].sort(), ['examples.api.book_summary', 'examples.api.lend_book']);
  });

  it('skips test files, test folders, node_modules and helper modules without whitelisted exports', async () => {
    const dir = makeApp({
      'api.ts': `import { whitelist } from $API;\nexport const ok = whitelist({ params: [], handler: () => 1 });\n`,
      'api.test.ts': 'this is not TypeScript',
      'test_api.ts': 'this is not TypeScript',
      'tests/helper.ts': 'this is not TypeScript',
      'node_modules/x/index.js': 'this is not JavaScript',
      'my-helpers.ts': 'export const twice = (n: number) => n * 2;\n',
      'types.d.ts': 'declare const x: number;\n',
    }, 'cleanapp');
    const apps = await loadApps([BUILTIN_APP_DIR, dir]);
    assert.deepEqual([...apps.methods.keys()], ['cleanapp.api.ok']);
  });

  const malformed: Array<{ name: string; files: Record<string, string>; file: string; reason: RegExp }> = [
    { name: 'syntax error', files: { 'api.ts': 'export const x = ;\n' }, file: 'api.ts', reason: /cannot be loaded \(.*api\.ts:1:\d+: ERROR: Unexpected ";"/ },
    { name: 'throws while loading', files: { 'api.ts': "throw new Error('no config here');\n" }, file: 'api.ts', reason: /cannot be loaded \(no config here\)/ },
    { name: 'unknown param type', files: { 'api.ts': `import { whitelist } from $API;\nexport const f = whitelist({ params: [{ name: 'n', type: 'integer' as never }], handler: () => 1 });\n` }, file: 'api.ts', reason: /export "f": param "n" has unknown type "integer"/ },
    { name: 'unknown verb', files: { 'api.ts': `import { whitelist } from $API;\nexport const f = whitelist({ methods: ['FETCH' as never], params: [], handler: () => 1 });\n` }, file: 'api.ts', reason: /unknown HTTP verb "FETCH"/ },
    { name: 'no handler', files: { 'api.ts': `import { whitelist } from $API;\nexport const f = whitelist({ params: [] } as never);\n` }, file: 'api.ts', reason: /handler must be a function/ },
    { name: 'default export', files: { 'api.ts': `import { whitelist } from $API;\nexport default whitelist({ params: [], handler: () => 1 });\n` }, file: 'api.ts', reason: /named export/ },
    { name: 'module name unusable in a path', files: { 'my-api.ts': `import { whitelist } from $API;\nexport const f = whitelist({ params: [], handler: () => 1 });\n` }, file: 'my-api.ts', reason: /"my-api" cannot be part of a method path/ },
    { name: 'path that differs from where it is exported', files: { 'api.ts': `import { whitelist } from $API;\nexport const f = whitelist({ path: 'other.f', params: [], handler: () => 1 });\n` }, file: 'api.ts', reason: /path "other\.f" differs from brokenapp\.api\.f/ },
    { name: 'controller: unknown event', files: { 'doctype/broken_thing/broken_thing.json': DOCTYPE, 'doctype/broken_thing/broken_thing.ts': 'export default { events: { valdate() {} } };\n' }, file: 'broken_thing.ts', reason: /unknown document event "valdate"/ },
    { name: 'controller: method without handler', files: { 'doctype/broken_thing/broken_thing.json': DOCTYPE, 'doctype/broken_thing/broken_thing.ts': 'export default { methods: { m: { params: [] } } };\n' }, file: 'broken_thing.ts', reason: /document method "m": handler must be a function/ },
    { name: 'controller: rename hook not a function', files: { 'doctype/broken_thing/broken_thing.json': DOCTYPE, 'doctype/broken_thing/broken_thing.ts': "export default { rename: { before: 'refuse' } };\n" }, file: 'broken_thing.ts', reason: /rename hook "before" must be a function/ },
    { name: 'controller: no default export', files: { 'doctype/broken_thing/broken_thing.json': DOCTYPE, 'doctype/broken_thing/broken_thing.ts': 'export const controller = {};\n' }, file: 'broken_thing.ts', reason: /must export a default controller object/ },
    { name: 'controller: syntax error', files: { 'doctype/broken_thing/broken_thing.json': DOCTYPE, 'doctype/broken_thing/broken_thing.ts': 'export default {\n' }, file: 'broken_thing.ts', reason: /cannot be loaded/ },
    { name: 'hooks: no default export', files: { 'hooks.ts': 'export const doc_events = {};\n' }, file: 'hooks.ts', reason: /must export its hooks by default/ },
    { name: 'hooks: unknown key', files: { 'hooks.ts': 'export default { doc_event: {} };\n' }, file: 'hooks.ts', reason: /unknown hook "doc_event" \(known: doc_events, override_doctype_class, has_permission, permission_query_conditions, scheduler_events, add_to_apps_screen, frontends, fixtures\)/ },
    { name: 'hooks: a fixtures entry without its DocType', files: { 'hooks.ts': 'export default { fixtures: [{ filters: [] }] };\n' }, file: 'hooks.ts', reason: /fixtures: each entry is a DocType name or an object naming its DocType in "dt"/ },
    { name: 'hooks: add_to_apps_screen not a list', files: { 'hooks.ts': "export default { add_to_apps_screen: { title: 'x' } };\n" }, file: 'hooks.ts', reason: /add_to_apps_screen must be a list/ },
    { name: 'hooks: an apps screen tile without a title', files: { 'hooks.ts': "export default { add_to_apps_screen: [{ route: '/app' }] };\n" }, file: 'hooks.ts', reason: /each entry needs a title/ },
    { name: 'hooks: an apps screen tile whose route is no text', files: { 'hooks.ts': "export default { add_to_apps_screen: [{ title: 'x', route: 3 }] };\n" }, file: 'hooks.ts', reason: /route must be text/ },
    { name: 'hooks: an apps screen has_permission that is no function', files: { 'hooks.ts': "export default { add_to_apps_screen: [{ title: 'x', has_permission: 'a.b.c' }] };\n" }, file: 'hooks.ts', reason: /has_permission must be a function/ },
    { name: 'hooks: scheduler_events not an object', files: { 'hooks.ts': "export default { scheduler_events: ['x'] };\n" }, file: 'hooks.ts', reason: /scheduler_events must be an object keyed by frequency/ },
    { name: 'hooks: unknown scheduler frequency', files: { 'hooks.ts': "export default { scheduler_events: { minutely: [] } };\n" }, file: 'hooks.ts', reason: /scheduler_events: unknown frequency "minutely"/ },
    { name: 'hooks: scheduled method no app exports', files: { 'hooks.ts': "export default { scheduler_events: { hourly: ['brokenapp.tasks.nothing'] } };\n" }, file: 'hooks.ts', reason: /scheduler_events.hourly\[0\]: brokenapp.tasks.nothing is neither a function exported/ },
    { name: 'hooks: invalid cron expression', files: { 'hooks.ts': "export default { scheduler_events: { cron: { '* * *': [] } } };\n" }, file: 'hooks.ts', reason: /scheduler_events.cron: "\* \* \*" is not a valid Cron expression/ },
    { name: 'hooks: key not an object', files: { 'hooks.ts': 'export default { doc_events: [] };\n' }, file: 'hooks.ts', reason: /doc_events must be an object keyed by DocType/ },
    { name: 'hooks: DocType entry not an object', files: { 'hooks.ts': "export default { doc_events: { ToDo: 'validate' } };\n" }, file: 'hooks.ts', reason: /doc_events "ToDo" must be an object of event handlers/ },
    { name: 'hooks: unknown event', files: { 'hooks.ts': "export default { doc_events: { '*': { on_save() {} } } };\n" }, file: 'hooks.ts', reason: /doc_events "\*": unknown document event "on_save"/ },
    { name: 'hooks: handler not a function', files: { 'hooks.ts': "export default { doc_events: { ToDo: { validate: 'check' } } };\n" }, file: 'hooks.ts', reason: /doc_events "ToDo": event "validate" must be a function or a list of functions/ },
    { name: 'hooks: empty handler list', files: { 'hooks.ts': 'export default { doc_events: { ToDo: { validate: [] } } };\n' }, file: 'hooks.ts', reason: /event "validate" must be a function or a list of functions/ },
    { name: 'hooks: list holding a non-function', files: { 'hooks.ts': 'export default { doc_events: { ToDo: { after_rename: [() => {}, 1] } } };\n' }, file: 'hooks.ts', reason: /event "after_rename" must be a function or a list of functions/ },
    { name: 'hooks: override of an unknown DocType', files: { 'hooks.ts': "export default { override_doctype_class: { 'No Such Type': (b) => b } };\n" }, file: 'hooks.ts', reason: /override_doctype_class "No Such Type" is not a DocType of the installed apps/ },
    { name: 'hooks: override not a function', files: { 'hooks.ts': 'export default { override_doctype_class: { ToDo: {} } };\n' }, file: 'hooks.ts', reason: /override_doctype_class "ToDo" must be a function of the base controller/ },
    { name: 'hooks: override answering nothing', files: { 'hooks.ts': 'export default { override_doctype_class: { ToDo: () => undefined } };\n' }, file: 'hooks.ts', reason: /override_doctype_class "ToDo" must answer a controller object/ },
    { name: 'hooks: override answering a bad controller', files: { 'hooks.ts': 'export default { override_doctype_class: { ToDo: (b) => ({ ...b, events: { ...b.events, valdate() {} } }) } };\n' }, file: 'hooks.ts', reason: /override_doctype_class "ToDo": unknown document event "valdate"/ },
    { name: 'hooks: override answering a rule that is no function', files: { 'hooks.ts': "export default { override_doctype_class: { Note: (b) => ({ ...b, permissionCondition: 'owner' }) } };\n" }, file: 'hooks.ts', reason: /override_doctype_class "Note": permissionCondition must be a function/ },
    { name: 'hooks: override throwing', files: { 'hooks.ts': "export default { override_doctype_class: { ToDo: () => { throw new Error('boom'); } } };\n" }, file: 'hooks.ts', reason: /override_doctype_class "ToDo" failed \(boom\)/ },
    { name: 'hooks: has_permission not a function', files: { 'hooks.ts': "export default { has_permission: { '*': true } };\n" }, file: 'hooks.ts', reason: /has_permission "\*" must be a function/ },
    { name: 'hooks: permission_query_conditions not a function', files: { 'hooks.ts': "export default { permission_query_conditions: { ToDo: 'owner = 1' } };\n" }, file: 'hooks.ts', reason: /permission_query_conditions "ToDo" must be a function/ },
    { name: 'hooks: frontends not a list', files: { 'hooks.ts': "export default { frontends: { route: '/x', dir: 'public' } };\n" }, file: 'hooks.ts', reason: /frontends must be a list of front-ends/ },
    { name: 'hooks: a front-end under a route of svc', files: { 'hooks.ts': "export default { frontends: [{ route: '/api/x', dir: 'public' }] };\n" }, file: 'hooks.ts', reason: /frontends\[0\]: route \/api\/x is under \/api, which svc answers itself/ },
    { name: 'hooks: syntax error', files: { 'hooks.ts': 'export default {\n' }, file: 'hooks.ts', reason: /cannot be loaded/ },
  ];
  for (const c of malformed) {
    it(`fails at start-up with the file and the reason: ${c.name}`, async () => {
      const dir = makeApp(c.files);
      await assert.rejects(loadApps([BUILTIN_APP_DIR, dir]), (err: Error) => {
        assert.ok(err instanceof AppLoadError, `${err.constructor.name}: ${err.message}`);
        assert.ok(err.message.includes(dir) && err.message.includes(c.file), `names the file: ${err.message}`);
        assert.match(err.message, c.reason);
        assert.equal(err.message.includes('\n'), false, 'one line');
        return true;
      });
    });
  }

  it('loads hooks.js when there is no hooks.ts, applies overrides in app order, and merges the hooks of every app in app order', async () => {
    const first = makeApp({
      'hooks.js': "export default { doc_events: { ToDo: { validate: function first() {} }, '*': { on_update: [function a() {}, function b() {}] } }, override_doctype_class: { Note: (base) => ({ ...base, tag: 'first' }) } };\n",
    }, 'firstapp');
    const second = makeApp({
      'hooks.ts': "export default { doc_events: { ToDo: { validate: function second() {} } }, override_doctype_class: { Note: (base) => ({ ...base, tag: base.tag + ' then second' }) }, has_permission: { '*': () => null } };\n",
      'hooks.js': 'throw new Error("the .ts file wins");\n',
    }, 'secondapp');
    const apps = await loadApps([BUILTIN_APP_DIR, first, second]);
    const plain = await loadApps([BUILTIN_APP_DIR]);
    assert.deepEqual(apps.hooks.events.get('ToDo')?.get('validate')?.map((f) => f.name), ['first', 'second']);
    // The built-in app's own "*" handlers (its Workflow Actions, Assignment Rules and notifications, apps/svc/hooks.ts) come first.
    const builtin = plain.hooks.events.get('*')?.get('on_update') ?? [];
    assert.equal(builtin.length, 3);
    assert.deepEqual(apps.hooks.events.get('*')?.get('on_update')?.map((f) => f.name).slice(builtin.length), ['a', 'b']);
    assert.equal(apps.hooks.hasPermission.get('*')?.length, 1);
    const note = apps.controllers.get('Note') as { tag?: string; permissionCondition?: unknown };
    assert.equal(note.tag, 'first then second');
    assert.equal(typeof note.permissionCondition, 'function', 'the overrides kept the built-in controller’s rule');
    assert.deepEqual([[...plain.hooks.events.keys()], plain.hooks.hasPermission.size, plain.hooks.permissionQuery.size], [['*', 'User'], 0, 0]);
  });

  it('refuses a missing app folder and two apps of the same name', async () => {
    await assert.rejects(loadApps([BUILTIN_APP_DIR, path.join(tmp, 'nowhere', 'ghost')]), /ghost: app folder not found/);
    const one = makeApp({ 'README.md': 'x' }, 'twin');
    const two = makeApp({ 'README.md': 'x' }, 'twin');
    await assert.rejects(loadApps([BUILTIN_APP_DIR, one, two]), /an app named twin is already loaded from/);
    const same = await loadApps([BUILTIN_APP_DIR, one, one]);
    assert.deepEqual(same.names, ['svc', 'twin'], 'the same folder twice is one app');
  });
});

describe('sites/apps.txt', () => {
  it('lists the apps every site runs: names in <project>/apps, paths from the project folder, then SVC_APPS_DIRS', () => {
    const project = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-appstxt-'));
    try {
      const sites = path.join(project, 'sites');
      for (const d of ['apps/library', 'custom/billing', 'elsewhere/crm', 'extra/tools']) fs.mkdirSync(path.join(project, d), { recursive: true });
      fs.mkdirSync(sites);
      assert.deepEqual(installedAppDirs(sites), [BUILTIN_APP_DIR], 'no apps.txt: the built-in app only');
      const absolute = path.join(project, 'elsewhere', 'crm');
      fs.writeFileSync(path.join(sites, 'apps.txt'), ['frappe', '# the catalogue', '', 'library', './custom/billing', absolute, 'library', ' svc '].join('\n'));
      assert.deepEqual(installedAppDirs(sites, [path.join(project, 'extra/tools')]), [
        BUILTIN_APP_DIR,
        path.join(project, 'apps', 'library'),
        path.join(project, 'custom', 'billing'),
        absolute,
        path.join(project, 'extra', 'tools'),
      ]);
      fs.appendFileSync(path.join(sites, 'apps.txt'), '\nmissing_app\n');
      assert.throws(() => installedAppDirs(sites), (err: Error) => {
        assert.ok(err instanceof AppLoadError);
        assert.match(err.message, /apps\.txt line 9: app "missing_app" not found at .*apps[/\\]missing_app/);
        return true;
      });
    } finally {
      fs.rmSync(project, { recursive: true, force: true });
    }
  });
});
