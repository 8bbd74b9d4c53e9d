import assert from 'node:assert/strict';
import { it } from 'node:test';
import { AppLoadError } from '../../src/apps/load-apps.ts';
import { checkHooks } from '../../src/apps/load-hooks.ts';
import { appsWith, EXAMPLES_APP } from '../helpers/apps.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario } from '../helpers/scenario.ts';

const apps = await appsWith(EXAMPLES_APP);
const URL = '/api/method/frappe.apps.get_apps';

/** Issue 52 part 2: frappe.apps.get_apps answers the installed apps' add_to_apps_screen tiles, as Frappe v15. */
perDialect('the apps screen (frappe.apps.get_apps)', (site) => {
  it('answers each app\'s tiles as {name, logo, title, route}, those whose has_permission refuses the caller left out', async () => {
    const tile = { name: 'examples', logo: '/assets/examples/library.svg', title: 'Library', route: '/app/library-book' };
    await runScenario(site(), { name: 'admin', method: 'GET', url: URL, auth: site().adminAuth, status: 200, body: { message: [tile] } });
    await runScenario(site(), { name: 'svc.*', method: 'POST', url: '/api/method/svc.apps.get_apps', auth: site().adminAuth, status: 200, body: { message: [tile] } });
    const reader = await site().addUser('apps-screen@example.com', []);
    await runScenario(site(), { name: 'refused by has_permission', method: 'GET', url: URL, auth: reader, status: 200, body: { message: [] } });
    await runScenario(site(), { name: 'Guest', method: 'GET', url: URL, status: 403, excType: 'PermissionError' });
  });

  it('a hooks file whose add_to_apps_screen is malformed stops the start with the reason', () => {
    const bad: Array<[unknown, RegExp]> = [
      [{ title: 'x' }, /must be a list/],
      [[{ route: '/app' }], /needs a title/],
      [[{ title: 'x', route: 3 }], /route must be text/],
      [[{ title: 'x', has_permission: 'path.to.fn' }], /has_permission must be a function/],
    ];
    for (const [value, message] of bad) assert.throws(() => checkHooks('hooks.ts', { default: { add_to_apps_screen: value } }, new Map()), (err: Error) => err instanceof AppLoadError && message.test(err.message));
  });
}, { apps });
