import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { systemClock, type Clock } from '../../src/context/clock.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { runScenario } from '../helpers/scenario.ts';
import type { TestSite } from '../helpers/test-site.ts';
import { call, runtimeOf, type Reply } from '../helpers/users.ts';

/** A clock that tests can move a day forward; otherwise wall time. */
function offsetClock(): Clock & { advanceHours(h: number): void } {
  const base = systemClock();
  let offset = 0;
  return { nowMicros: () => base.nowMicros() + offset, advanceHours: (h) => (offset += h * 3600 * 1e6) };
}

const clock = offsetClock();

async function keyRows(site: TestSite, key: string): Promise<Array<Record<string, any>>> {
  const runtime = await runtimeOf(site);
  return runtime.db.read((tx) => tx.all(tx.builder.selectFrom('__idempotency').selectAll().where('idem_key', '=', key)));
}

async function countToDos(site: TestSite, description: string): Promise<number> {
  const r = await call(site, { method: 'GET', url: `/api/resource/ToDo?limit_page_length=0&filters=${encodeURIComponent(JSON.stringify([['description', '=', description]]))}`, auth: site.adminAuth });
  assert.equal(r.status, 200, r.body);
  return r.json.data.length;
}

const replayed = (r: Reply) => r.headers['idempotent-replayed'];

/**
 * Issue 18 part 5: Idempotency-Key on POST (v1 and v2 create, batch, bulk, methods) on every
 * dialect: a retry replays the first answer without a second write, another request under the
 * key is 422, a request in flight 409, keys are per user, expire after 24 h, and a bad key is 400.
 */
perDialect(
  'Idempotency keys',
  (site) => {
    const admin = () => site().adminAuth;
    let other = '';
    const post = (url: string, key: string | undefined, json: unknown, auth = admin()) => call(site(), { method: 'POST', url, auth, json, headers: key === undefined ? {} : { 'idempotency-key': key } });

    before(async () => {
      other = await site().addUser('idem-other@example.com', ['System Manager']);
    });

    it('replays a v1 create without a second write, and records the answer with the write', async () => {
      const first = await post('/api/resource/ToDo', 'k-v1', { description: 'idem v1' });
      assert.equal(first.status, 200, first.body);
      assert.equal(replayed(first), undefined);
      const rows = await keyRows(site(), 'k-v1');
      assert.equal(rows.length, 1);
      assert.equal(rows[0].state, 'done');
      assert.equal(Number(rows[0].status), 200);
      assert.equal(rows[0].body, first.body, 'the answer recorded is the one sent');
      const retry = await post('/api/resource/ToDo', 'k-v1', { description: 'idem v1' });
      assert.equal(retry.status, 200);
      assert.equal(replayed(retry), 'true');
      assert.equal(retry.body, first.body);
      assert.match(String(retry.headers['content-type']), /application\/json/);
      assert.equal(await countToDos(site(), 'idem v1'), 1);
    });

    it('replays v2 create, batch, bulk and whitelisted methods (v1 and v2)', async () => {
      const cases: Array<[string, unknown, string]> = [
        ['/api/v2/document/ToDo', { description: 'idem v2' }, 'idem v2'],
        ['/api/v2/batch', { atomic: true, operations: [{ op: 'create', doctype: 'ToDo', doc: { description: 'idem batch' } }] }, 'idem batch'],
        ['/api/method/frappe.client.insert', { doc: { doctype: 'ToDo', description: 'idem method' } }, 'idem method'],
        ['/api/v2/method/frappe.client.insert', { doc: { doctype: 'ToDo', description: 'idem v2 method' } }, 'idem v2 method'],
      ];
      for (const [url, json, description] of cases) {
        const first = await post(url, `k-${url}`, json);
        assert.equal(first.status, 200, `${url}: ${first.body}`);
        const retry = await post(url, `k-${url}`, json);
        assert.equal(retry.status, 200);
        assert.equal(replayed(retry), 'true', url);
        assert.equal(retry.body, first.body, url);
        assert.equal(await countToDos(site(), description), 1, url);
      }
      const todo = (await post('/api/resource/ToDo', undefined, { description: 'idem bulk' })).json.data.name;
      const bulk = { names: [todo] };
      const first = await post('/api/v2/document/ToDo/bulk_delete', 'k-bulk', bulk);
      assert.deepEqual(first.json.data.deleted, [todo]);
      const retry = await post('/api/v2/document/ToDo/bulk_delete', 'k-bulk', bulk);
      assert.equal(replayed(retry), 'true');
      assert.deepEqual(retry.json.data.deleted, [todo], 'the first answer, not a second attempt failing on a missing document');
    });

    it('answers 422 for the key with another body or URL, in the version\'s error body', async () => {
      await post('/api/resource/ToDo', 'k-mismatch', { description: 'idem mismatch' });
      await runScenario(site(), { name: 'other body v1', method: 'POST', url: '/api/resource/ToDo', auth: admin(), headers: { 'idempotency-key': 'k-mismatch' }, json: { description: 'idem mismatch 2' }, status: 422, excType: 'IdempotencyKeyReusedError' });
      await runScenario(site(), {
        name: 'other URL v2', method: 'POST', url: '/api/v2/document/ToDo', auth: admin(), headers: { 'idempotency-key': 'k-mismatch' }, json: { description: 'idem mismatch' }, status: 422,
        check: (_res, json) => assert.equal(json.errors[0].type, 'IdempotencyKeyReusedError'),
      });
      assert.equal(await countToDos(site(), 'idem mismatch 2'), 0);
    });

    it('keeps keys per user', async () => {
      const mine = await post('/api/resource/ToDo', 'k-shared', { description: 'idem per user' });
      const theirs = await post('/api/resource/ToDo', 'k-shared', { description: 'idem per user' }, other);
      assert.equal(theirs.status, 200);
      assert.equal(replayed(theirs), undefined);
      assert.notEqual(theirs.json.data.name, mine.json.data.name);
      assert.equal(await countToDos(site(), 'idem per user'), 2);
    });

    it('refuses an empty or too long key with 400 and writes nothing', async () => {
      const bad: Array<[string, Record<string, string | string[]>]> = [
        ['empty', { 'idempotency-key': '' }],
        ['256 characters', { 'idempotency-key': 'k'.repeat(256) }],
      ];
      for (const [name, headers] of bad) {
        await runScenario(site(), { name, method: 'POST', url: '/api/resource/ToDo', auth: admin(), headers: headers as Record<string, string>, json: { description: `idem bad ${name}` }, status: 400, excType: 'InvalidIdempotencyKeyError' });
        assert.equal(await countToDos(site(), `idem bad ${name}`), 0);
      }
      const longest = await post('/api/resource/ToDo', 'k'.repeat(255), { description: 'idem longest' });
      assert.equal(longest.status, 200, longest.body);
    });

    it('gives the key back when the request fails, so a retry runs', async () => {
      const failed = await post('/api/resource/ToDo', 'k-fail', { status: 'Open' });
      assert.equal(failed.status, 417);
      assert.deepEqual(await keyRows(site(), 'k-fail'), []);
      const again = await post('/api/resource/ToDo', 'k-fail', { status: 'Open' });
      assert.equal(again.status, 417);
      assert.equal(replayed(again), undefined);
      const atomic = await post('/api/v2/batch', 'k-fail-batch', { atomic: true, operations: [{ op: 'create', doctype: 'ToDo', doc: { description: 'idem fail batch' } }, { op: 'delete', doctype: 'ToDo', name: 'no-such-todo' }] });
      assert.equal(atomic.status, 404);
      assert.deepEqual(await keyRows(site(), 'k-fail-batch'), []);
      assert.equal(await countToDos(site(), 'idem fail batch'), 0);
    });

    it('ignores the header where it does not apply (GET, PUT)', async () => {
      const created = await post('/api/resource/ToDo', undefined, { description: 'idem put' });
      const name = created.json.data.name;
      for (const priority of ['High', 'Low']) {
        const r = await call(site(), { method: 'PUT', url: `/api/resource/ToDo/${name}`, auth: admin(), headers: { 'idempotency-key': 'k-put' }, json: { priority } });
        assert.equal(r.status, 200);
        assert.equal(r.json.data.priority, priority);
      }
      assert.deepEqual(await keyRows(site(), 'k-put'), []);
    });

    it('answers 409 while the key\'s request is in flight, and takes over a claim whose process died', async () => {
      const runtime = await runtimeOf(site());
      const now = Math.floor(clock.nowMicros() / 1e6);
      const fp = '0'.repeat(64);
      const pending = (key: string, leaseUntil: number) => runtime.db.write((tx) => tx.run(tx.builder.insertInto('__idempotency').values({ user_name: 'Administrator', idem_key: key, fingerprint: fp, token: 't'.repeat(32), state: 'pending', created_at: now, lease_until: leaseUntil })));
      // Another request's claim: its fingerprint is only known through a real first request, so take one and rewind it to pending.
      const first = await post('/api/resource/ToDo', 'k-flight', { description: 'idem flight' });
      assert.equal(first.status, 200);
      const [row] = await keyRows(site(), 'k-flight');
      await runtime.db.write((tx) => tx.run(tx.builder.updateTable('__idempotency').set({ state: 'pending', status: null, body: null, lease_until: now + 60 }).where('idem_key', '=', 'k-flight')));
      await runScenario(site(), {
        name: 'in flight', method: 'POST', url: '/api/resource/ToDo', auth: admin(), headers: { 'idempotency-key': 'k-flight' }, json: { description: 'idem flight' }, status: 409, excType: 'IdempotencyKeyInUseError',
        check: (res) => assert.ok(Number(res.headers['retry-after']) >= 1),
      });
      await runtime.db.write((tx) => tx.run(tx.builder.updateTable('__idempotency').set({ lease_until: now - 1 }).where('idem_key', '=', 'k-flight')));
      const taken = await post('/api/resource/ToDo', 'k-flight', { description: 'idem flight' });
      assert.equal(taken.status, 200, 'a claim past its lease wrote nothing: the retry runs');
      assert.notEqual((await keyRows(site(), 'k-flight'))[0].token, row.token);
      await pending('k-foreign', now + 60);
      await runScenario(site(), { name: 'another request in flight', method: 'POST', url: '/api/resource/ToDo', auth: admin(), headers: { 'idempotency-key': 'k-foreign' }, json: { description: 'x' }, status: 422, excType: 'IdempotencyKeyReusedError' });
    });

    it('lets one of concurrent requests with the same key write', async () => {
      const json = { description: 'idem concurrent' };
      const answers = await Promise.all(Array.from({ length: 6 }, () => post('/api/v2/document/ToDo', 'k-concurrent', json)));
      const statuses = answers.map((a) => a.status);
      assert.ok(statuses.every((s) => s === 200 || s === 409), `statuses ${statuses}`);
      const fresh = answers.filter((a) => a.status === 200 && !replayed(a));
      assert.equal(fresh.length, 1, `one request ran: ${statuses} ${answers.map(replayed)}`);
      for (const a of answers.filter((x) => x.status === 409)) assert.equal(a.json.errors[0].type, 'IdempotencyKeyInUseError');
      assert.equal(await countToDos(site(), 'idem concurrent'), 1);
      const late = await post('/api/v2/document/ToDo', 'k-concurrent', json);
      assert.equal(replayed(late), 'true');
      assert.equal(late.body, fresh[0].body);
    });

    it('forgets keys after 24 hours and sweeps them', async () => {
      await post('/api/resource/ToDo', 'k-old', { description: 'idem old' });
      clock.advanceHours(25);
      const later = await post('/api/resource/ToDo', 'k-old', { description: 'idem old, reused a day later' });
      assert.equal(later.status, 200, later.body);
      assert.equal(replayed(later), undefined);
      const rows = await keyRows(site(), 'k-v1');
      assert.deepEqual(rows, [], 'keys older than a day are deleted');
    });
  },
  { clock },
);
