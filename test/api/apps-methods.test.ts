import assert from 'node:assert/strict';
import { it } from 'node:test';
import { appsWith, FIXTURE_APP } from '../helpers/apps.ts';
import { insert, rows } from '../helpers/fixtures.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario, serverMessages, type Scenario } from '../helpers/scenario.ts';

const apps = await appsWith(FIXTURE_APP);
const m = (name: string) => `/api/method/apptest.api.${name}`;

perDialect(
  'app methods',
  (site) => {
    it('answers whitelisted functions of app modules at <app>.<module>.<name>, and nothing else', async () => {
      const auth = site().adminAuth;
      const table: Scenario[] = [
        { name: 'guest method as Guest', method: 'GET', url: m('whoami'), status: 200, body: { message: 'Guest' } },
        { name: 'guest method as a user', method: 'GET', url: m('whoami'), auth, status: 200, body: { message: 'Administrator' } },
        { name: 'nested module', method: 'GET', url: '/api/method/apptest.sub.tools.shout?text=hi', auth, status: 200, body: { message: 'HI' } },
        { name: 'trailing slash', method: 'GET', url: `${m('whoami')}/`, status: 200, body: { message: 'Guest' } },
        { name: 'v1 prefix', method: 'GET', url: '/api/v1/method/apptest.api.whoami', status: 200, body: { message: 'Guest' } },
        { name: 'legacy cmd on /', method: 'POST', url: '/', form: { cmd: 'apptest.api.members_only' }, auth, status: 200, body: { message: 'Administrator' } },
      ];
      for (const s of table) await runScenario(site(), s);
      // What is not whitelisted resolves to nothing: Frappe's 417, the app being installed.
      const unresolved: Array<[string, string]> = [
        ['exported but not whitelisted', 'apptest.api.helper'],
        ['looks like a definition, not made by whitelist()', 'apptest.api.lookalike'],
        ['a module is not a method', 'apptest.api'],
        ['nothing below a method', 'apptest.api.whoami.x'],
        ['a controller default export is not a method', 'apptest.doctype.gizmo.gizmo.default'],
        ['not under the framework prefixes', 'svc.apptest.api.whoami'],
      ];
      for (const [name, path] of unresolved) {
        const json = await runScenario(site(), { name, method: 'GET', url: `/api/method/${path}`, auth, status: 417, excType: 'ValidationError' });
        assert.deepEqual(serverMessages(json).map((msg) => msg.message), [`Failed to get method for command ${path} with no whitelisted method of that name`], name);
      }
    });

    it('refuses Guests on methods without allowGuest and verbs a method does not declare', async () => {
      const auth = site().adminAuth;
      const guest = await runScenario(site(), { name: 'Guest on a members method', method: 'GET', url: m('members_only'), status: 403, excType: 'PermissionError' });
      const [message] = serverMessages(guest);
      assert.equal(message.title, 'Method Not Allowed');
      assert.match(String(message.message), /Function <strong>apptest\.api\.members_only<\/strong> is not whitelisted/);
      const user = await site().addUser('member-apps@example.com', []);
      const table: Scenario[] = [
        { name: 'members method as a user', method: 'GET', url: m('members_only'), auth: user, status: 200, body: { message: 'member-apps@example.com' } },
        { name: 'GET on a POST method', method: 'GET', url: m('post_only'), auth, status: 403, excType: 'PermissionError' },
        { name: 'PUT on a POST method', method: 'PUT', url: m('post_only'), auth, status: 403 },
        { name: 'POST on a POST method', method: 'POST', url: m('post_only'), auth, status: 200, body: { message: 'posted' } },
        { name: 'PATCH on a default method', method: 'PATCH', url: m('whoami'), auth, status: 403 },
        { name: 'DELETE on a default method', method: 'DELETE', url: m('whoami'), auth, status: 200 },
      ];
      for (const s of table) await runScenario(site(), s);
    });

    it('coerces arguments from the query string, form fields and JSON body, 417 naming a bad or missing one', async () => {
      const auth = site().adminAuth;
      const table: Scenario[] = [
        { name: 'query string', method: 'GET', url: `${m('echo')}?s=a&n=5&x=2.5&b=true&j=${encodeURIComponent('{"k":[1]}')}`, auth, status: 200, body: { message: { s: 'a', n: 5, x: 2.5, b: true, j: { k: [1] } } } },
        { name: 'form fields', method: 'POST', url: m('echo'), form: { s: 'a', n: '-3', b: '0', j: '[1,2]' }, auth, status: 200, body: { message: { s: 'a', n: -3, b: false, j: [1, 2] } } },
        { name: 'JSON body', method: 'POST', url: m('echo'), json: { s: 3, n: 7, b: 1, j: { a: 1 } }, auth, status: 200, body: { message: { s: '3', n: 7, b: true, j: { a: 1 } } } },
        { name: 'a non-empty JSON body wins over the query', method: 'POST', url: `${m('echo')}?n=1`, json: { n: 2 }, auth, status: 200, body: { message: { n: 2 } } },
        { name: 'extra arguments with extraArgs (cmd never passed)', method: 'GET', url: `${m('kwargs')}?a=1&other=x&cmd=y`, auth, status: 200, body: { message: { a: 1, other: 'x' } } },
        { name: 'extra arguments dropped without extraArgs', method: 'GET', url: `${m('needs')}?who=me&other=x`, auth, status: 200, body: { message: 'got me' } },
      ];
      for (const s of table) await runScenario(site(), s);
      const bad: Array<[string, string]> = [
        [`${m('echo')}?n=abc`, "'n'"],
        [`${m('echo')}?n=1.5`, "'n'"],
        [`${m('echo')}?x=abc`, "'x'"],
        [`${m('echo')}?b=maybe`, "'b'"],
        [m('needs'), "'who'"],
      ];
      for (const [url, arg] of bad) {
        const json = await runScenario(site(), { name: url, method: 'GET', url, auth, status: 417, excType: 'FrappeTypeError' });
        assert.ok(serverMessages(json).some((msg) => String(msg.message).includes(arg)), `${url} names ${arg}: ${JSON.stringify(json)}`);
      }
    });

    it('a method that writes during GET fails with 403 and keeps nothing; the same call by POST commits', async () => {
      const auth = site().adminAuth;
      await runScenario(site(), { name: 'write in GET', method: 'GET', url: `${m('make_todo')}?description=written-in-get`, auth, status: 403, excType: 'PermissionError' });
      assert.deepEqual(await rows(site(), 'ToDo', { filters: [['description', '=', 'written-in-get']] }), []);
      const made = await runScenario(site(), { name: 'write in POST', method: 'POST', url: m('make_todo'), json: { description: 'written-in-post' }, auth, status: 200 });
      const found = await rows(site(), 'ToDo', { filters: [['description', '=', 'written-in-post']] });
      assert.deepEqual(found.map((r) => r.name), [made.message]);
    });

    it('an exception in app code is 500 with its exc_type and, outside developer mode, no stack or file path', async () => {
      const json = await runScenario(site(), { name: 'boom', method: 'GET', url: m('boom'), auth: site().adminAuth, status: 500, excType: 'TypeError' });
      const body = JSON.stringify(json);
      assert.equal(body.includes(FIXTURE_APP), false, body);
      assert.equal(body.includes('api.ts'), false, body);
      assert.equal(/\bat \S+ \(/.test(body) || body.includes('    at '), false, body);
      assert.equal('_server_messages' in json, false);
    });

    it('msgprint reaches _server_messages; api.throw answers with the status of its kind; nothing returned is {}', async () => {
      const auth = site().adminAuth;
      const chatty = await runScenario(site(), { name: 'msgprint', method: 'GET', url: m('chatty'), auth, status: 200, body: { message: 'ok' } });
      assert.deepEqual(serverMessages(chatty), [
        { message: 'first', title: 'Message' },
        { message: 'second', title: 'Note', indicator: 'green' },
      ]);
      const kinds: Array<[string | undefined, number, string]> = [
        [undefined, 417, 'ValidationError'],
        ['ValidationError', 417, 'ValidationError'],
        ['PermissionError', 403, 'PermissionError'],
        ['DoesNotExistError', 404, 'DoesNotExistError'],
        ['MandatoryError', 417, 'MandatoryError'],
        ['DuplicateEntryError', 409, 'DuplicateEntryError'],
        ['AuthenticationError', 401, 'AuthenticationError'],
      ];
      for (const [kind, status, excType] of kinds) {
        const url = `${m('refuse')}?message=nope${kind ? `&kind=${kind}` : ''}`;
        const json = await runScenario(site(), { name: `throw ${kind}`, method: 'GET', url, auth, status, excType });
        assert.equal(serverMessages(json)[0]?.message, 'nope', `${kind}: ${JSON.stringify(json)}`);
      }
      const failed = await runScenario(site(), { name: 'printed, then thrown', method: 'POST', url: m('print_then_fail'), auth, status: 417 });
      assert.deepEqual(serverMessages(failed).map((msg) => msg.message), ['before the failure', 'it failed']);
      await runScenario(site(), { name: 'returns nothing', method: 'GET', url: m('nothing'), auth, status: 200, check: (_r, json) => assert.deepEqual(json, {}) });
    });

    it('the document API checks the caller’s permissions unless the code asks for system rights', async () => {
      const todo = await insert(site(), 'ToDo', { description: 'admin only' });
      const user = await site().addUser('reader-apps@example.com', []);
      await runScenario(site(), { name: 'unreadable document', method: 'GET', url: `${m('read_todo')}?name=${todo.name}`, auth: user, status: 404, excType: 'DoesNotExistError' });
      await runScenario(site(), { name: 'readable document (with nulls)', method: 'GET', url: `${m('read_todo')}?name=${todo.name}`, auth: site().adminAuth, status: 200, check: (_r, json) => {
        assert.equal(json.message.description, 'admin only');
        assert.equal(json.message.allocated_to, null);
      } });
      const counts = await runScenario(site(), { name: 'counts', method: 'GET', url: m('count_todos'), auth: user, status: 200 });
      assert.equal(counts.message.mine, 0);
      assert.ok(counts.message.all >= 1);
    });
  },
  { apps },
);

perDialect(
  'app methods in developer mode',
  (site) => {
    it('an exception in app code carries its stack in exc', async () => {
      const json = await runScenario(site(), { name: 'boom', method: 'GET', url: m('boom'), auth: site().adminAuth, status: 500, excType: 'TypeError' });
      assert.match(JSON.parse(json.exc)[0], /TypeError: cannot read .*api\.ts/);
    });
  },
  { apps, siteConfig: { developer_mode: 1 } },
);
