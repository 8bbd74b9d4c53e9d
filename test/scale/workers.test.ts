import assert from 'node:assert/strict';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { describe, it } from 'node:test';
import { startSvc, type SvcProcess } from '../helpers/svc-process.ts';
import { createTestSite, type TestSite } from '../helpers/test-site.ts';
import { scaleDialect } from './dialect.ts';
import { heldLogin, untilRefused, warmAgent, type HeldRequest } from './keep-alive.ts';

const { dialect: sqlite, skip } = await scaleDialect('sqlite', 'the --workers tests are');
const bin = path.resolve(import.meta.dirname, '../../bin/svc.js');
/**
 * Past this a stop did not happen "at once": something other than its requests held it. Well
 * under the 30 s grace period (after which a worker exits 1); not a speed check.
 */
const STOPS_WITHIN_MS = 20_000;

/** The worker processes a primary forked (ours: we started the primary). */
function workerPids(primary: ChildProcess): number[] {
  // Only node children: tsx may run an esbuild service beside the workers.
  let out = '';
  try {
    out = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(primary.pid)], { encoding: 'utf8' });
  } catch {
    return []; // ps exits 1 when there are none
  }
  return out.split('\n').filter((line) => line.includes('svc.js')).map((line) => Number(line.trim().split(/\s+/)[0])).filter((n) => n > 0);
}

async function waitFor(what: string, test: () => boolean, ms = 20_000): Promise<void> {
  const until = Date.now() + ms;
  while (!test()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Holds `n` logins in flight on warm keep-alive connections (see heldLogin). */
async function holdLogins(url: string, n: number) {
  const agent = await warmAgent(url, n);
  const held = await Promise.all(Array.from({ length: n }, () => heldLogin(agent, url)));
  return { agent, held };
}

/** Sends the held bodies once `url` refuses connections (the stop is under way) and collects the answers. */
async function releaseWhenStopping(url: string, held: HeldRequest[]) {
  await untilRefused(url);
  for (const h of held) h.release();
  return Promise.all(held.map((h) => h.answer));
}

/** `svc serve` as the leader of its own process group, as a service manager starts it. */
async function startGroup(sitesDir: string, args: string[]) {
  const child = spawn(process.execPath, [bin, '--sites-dir', sitesDir, 'serve', '--port', '0', ...args], {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, SVC_LOG_LEVEL: 'silent' },
  });
  let text = '';
  const exited = new Promise<[number | null, NodeJS.Signals | null]>((resolve) => child.once('exit', (code, signal) => resolve([code, signal])));
  /** SIGKILL to the whole group, for cleanup: a no-op once the group is gone. */
  const killGroup = () => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // the group is gone
    }
  };
  let timer: NodeJS.Timeout | undefined;
  try {
    const url = await new Promise<string>((resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`svc did not start within 30 s: ${text}`)), 30_000);
      child.stderr!.on('data', (chunk) => {
        text += chunk;
        const m = /at (http:\/\/\S+)/.exec(text);
        if (m) resolve(m[1]!);
      });
      void exited.then(([code]) => reject(new Error(`svc exited ${code} before serving: ${text}`)));
    });
    return { child, url, exited, stderr: () => text, killGroup };
  } catch (err) {
    killGroup();
    throw err;
  } finally {
    clearTimeout(timer);
  }
}

describe('svc serve --workers', { skip }, () => {
  /** Runs `test` on a fresh SQLite site; the processes it records are killed afterwards, whatever happened. */
  async function withSite(test: (site: TestSite, started: Array<{ kill(): unknown }>) => Promise<void>) {
    const site = await createTestSite(sqlite!);
    const started: Array<{ kill(): unknown }> = [];
    try {
      await test(site, started);
    } finally {
      await Promise.all(started.map((p) => p.kill()));
      await site.close();
    }
  }

  it('serves one SQLite site from two workers, replaces a worker that dies, and stops gracefully on SIGTERM', () =>
    withSite(async (site, started) => {
      const primary: SvcProcess = await startSvc(site.sitesDir, ['--workers', '2']);
      started.push(primary);
      assert.match(primary.stderr(), /with 2 workers/);
      assert.match(primary.stderr(), /no redis_url: each worker keeps its own rate-limit and login lock-out counters/, 'says what is not shared without Redis');
      await waitFor('two workers', () => workerPids(primary.child).length === 2);

      const post = (i: number) =>
        fetch(`${primary.url}/api/resource/ToDo`, {
          method: 'POST',
          headers: { authorization: site.adminAuth, 'content-type': 'application/json' },
          body: JSON.stringify({ description: `worker load ${i}` }),
        });
      const made = await Promise.all(Array.from({ length: 30 }, (_, i) => post(i)));
      assert.deepEqual(made.map((r) => r.status), made.map(() => 200), 'parallel writes from both workers on one SQLite file');

      const [victim] = workerPids(primary.child);
      process.kill(victim!, 'SIGKILL');
      await waitFor('a replacement worker', () => /died \(SIGKILL\); starting another/.test(primary.stderr()) && workerPids(primary.child).length === 2 && !workerPids(primary.child).includes(victim!));
      const ping = await fetch(`${primary.url}/api/method/ping`);
      assert.deepEqual([ping.status, await ping.json()], [200, { message: 'pong' }]);

      // SIGTERM while requests are in flight on keep-alive connections (as behind a load balancer):
      // each is answered, its connection closed, and everything stops once they are.
      const { agent, held } = await holdLogins(primary.url, 4);
      // Writes racing the signal either complete (and are kept) or are refused whole.
      const inFlight = Array.from({ length: 20 }, (_, i) => post(100 + i).then(async (r) => ({ status: r.status, name: r.status === 200 ? ((await r.json()) as { data: { name: string } }).data.name : null }), () => ({ status: 0, name: null })));
      const stopped = primary.stop('SIGTERM');
      const answers = await releaseWhenStopping(primary.url, held);
      const t0 = Date.now();
      const code = await stopped;
      const took = Date.now() - t0;
      const outcomes = await Promise.all(inFlight);
      agent.destroy();
      assert.deepEqual(answers, Array.from({ length: 4 }, () => ({ status: 200, connection: 'close' })));
      assert.equal(code, 0, `the primary exits 0 once its workers have: ${primary.stderr()}`);
      assert.ok(took < STOPS_WITHIN_MS, `stopped ${took} ms after the last request was answered`);
      assert.ok(outcomes.every((o) => [0, 200, 503].includes(o.status)), JSON.stringify(outcomes.map((o) => o.status)));

      const again = await startSvc(site.sitesDir);
      started.push(again);
      for (const o of outcomes.filter((x) => x.name)) {
        const res = await fetch(`${again.url}/api/resource/ToDo/${o.name}`, { headers: { authorization: site.adminAuth } });
        assert.equal(res.status, 200, `acknowledged ${o.name} was kept`);
      }
      assert.equal(await again.stop(), 0);
    }));

  it('a SIGTERM to the whole process group (systemd KillMode=control-group) stops every worker once, gracefully', () =>
    withSite(async (site, started) => {
      const group = await startGroup(site.sitesDir, ['--workers', '2']);
      started.push({ kill: group.killGroup });
      const { agent, held } = await holdLogins(group.url, 4);
      process.kill(-group.child.pid!, 'SIGTERM');
      const answers = await releaseWhenStopping(group.url, held);
      const t0 = Date.now();
      const [code, signal] = await group.exited;
      const took = Date.now() - t0;
      agent.destroy();
      assert.deepEqual(answers, Array.from({ length: 4 }, () => ({ status: 200, connection: 'close' })));
      assert.deepEqual([code, signal], [0, null], group.stderr());
      assert.ok(took < STOPS_WITHIN_MS, `stopped ${took} ms after the last request was answered`);
    }));

  it('a worker killed by a signal during a stop makes the primary exit 1', () =>
    withSite(async (site, started) => {
      const primary = await startSvc(site.sitesDir, ['--workers', '2']);
      started.push(primary);
      await waitFor('two workers', () => workerPids(primary.child).length === 2);
      // Requests in flight keep the workers that hold them alive through the stop.
      const { agent, held } = await holdLogins(primary.url, 4);
      const stopped = primary.stop('SIGTERM');
      await untilRefused(primary.url);
      // Every worker still alive holds a request (one without any exits 0 by itself): kill them all.
      const killed = workerPids(primary.child).filter((pid) => {
        try {
          process.kill(pid, 'SIGKILL');
          return true;
        } catch {
          return false; // it had just exited
        }
      });
      assert.ok(killed.length > 0, 'a worker held a request when the kill came');
      const code = await stopped;
      for (const h of held) h.release();
      await Promise.all(held.map((h) => h.answer));
      agent.destroy();
      assert.equal(code, 1, `a supervisor can tell the stop was not clean: ${primary.stderr()}`);
      assert.doesNotMatch(primary.stderr(), /starting another/, 'no worker is replaced during a stop');
    }));

  it('refuses a --workers value that is not a number of processes', () =>
    withSite(async (site) => {
      await assert.rejects(startSvc(site.sitesDir, ['--workers', 'many']), /--workers must be a number of processes, 0 or auto, not many/);
    }));
});
