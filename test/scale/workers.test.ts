import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { describe, it } from 'node:test';
import { enabledDialects } from '../helpers/dialects.ts';
import { startSvc, type SvcProcess } from '../helpers/svc-process.ts';
import { createTestSite } from '../helpers/test-site.ts';
import { slowLogin, warmAgent } from './keep-alive.ts';

const sqlite = (await enabledDialects()).find((d) => d.name === 'sqlite')!;
const bin = path.resolve(import.meta.dirname, '../../bin/svc.js');

/** The worker processes a primary forked (ours: we started the primary). */
function workerPids(primary: SvcProcess): number[] {
  // Only node children: tsx may run an esbuild service beside the workers.
  const out = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(primary.child.pid)], { encoding: 'utf8' });
  return out.split('\n').filter((line) => line.includes('svc.js')).map((line) => Number(line.trim().split(/\s+/)[0])).filter((n) => n > 0);
}

async function waitFor(what: string, test: () => boolean, ms = 20_000): Promise<void> {
  const until = Date.now() + ms;
  while (!test()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
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
  const url = await new Promise<string>((resolve, reject) => {
    child.stderr!.on('data', (chunk) => {
      text += chunk;
      const m = /at (http:\/\/\S+)/.exec(text);
      if (m) resolve(m[1]!);
    });
    void exited.then(([code]) => reject(new Error(`svc exited ${code} before serving: ${text}`)));
  });
  return { child, url, exited, stderr: () => text };
}

describe('svc serve --workers', () => {
  it('serves one SQLite site from two workers, replaces a worker that dies, and stops gracefully on SIGTERM', async () => {
    const site = await createTestSite(sqlite);
    try {
      const primary = await startSvc(site.sitesDir, ['--workers', '2']);
      assert.match(primary.stderr(), /with 2 workers/);
      assert.match(primary.stderr(), /no redis_url: each worker keeps its own rate-limit and login lock-out counters/, 'says what is not shared without Redis');
      await waitFor('two workers', () => workerPids(primary).length === 2);

      const post = (i: number) =>
        fetch(`${primary.url}/api/resource/ToDo`, {
          method: 'POST',
          headers: { authorization: site.adminAuth, 'content-type': 'application/json' },
          body: JSON.stringify({ description: `worker load ${i}` }),
        });
      const made = await Promise.all(Array.from({ length: 30 }, (_, i) => post(i)));
      assert.deepEqual(made.map((r) => r.status), made.map(() => 200), 'parallel writes from both workers on one SQLite file');

      const [victim] = workerPids(primary);
      process.kill(victim!, 'SIGKILL');
      await waitFor('a replacement worker', () => /died \(SIGKILL\); starting another/.test(primary.stderr()) && workerPids(primary).length === 2 && !workerPids(primary).includes(victim!));
      const ping = await fetch(`${primary.url}/api/method/ping`);
      assert.deepEqual([ping.status, await ping.json()], [200, { message: 'pong' }]);

      // SIGTERM while requests are in flight on keep-alive connections (as behind a load balancer):
      // each is answered, its connection closed, and everything stops within a few seconds.
      const agent = await warmAgent(primary.url, 4);
      const logins = Array.from({ length: 4 }, () => slowLogin(agent, primary.url));
      // Writes racing the signal either complete (and are kept) or are refused whole.
      const inFlight = Array.from({ length: 20 }, (_, i) => post(100 + i).then(async (r) => ({ status: r.status, name: r.status === 200 ? ((await r.json()) as { data: { name: string } }).data.name : null }), () => ({ status: 0, name: null })));
      await new Promise((r) => setTimeout(r, 20));
      const t0 = Date.now();
      const code = await primary.stop('SIGTERM');
      const took = Date.now() - t0;
      const outcomes = await Promise.all(inFlight);
      agent.destroy();
      assert.deepEqual(await Promise.all(logins), Array.from({ length: 4 }, () => ({ status: 200, connection: 'close' })));
      assert.equal(code, 0, `the primary exits 0 once its workers have: ${primary.stderr()}`);
      assert.ok(took < 5000, `stopped ${took} ms after SIGTERM`);
      assert.ok(outcomes.every((o) => [0, 200, 503].includes(o.status)), JSON.stringify(outcomes.map((o) => o.status)));

      const again = await startSvc(site.sitesDir);
      try {
        for (const o of outcomes.filter((x) => x.name)) {
          const res = await fetch(`${again.url}/api/resource/ToDo/${o.name}`, { headers: { authorization: site.adminAuth } });
          assert.equal(res.status, 200, `acknowledged ${o.name} was kept`);
        }
      } finally {
        await again.stop();
      }
    } finally {
      await site.close();
    }
  });

  it('a SIGTERM to the whole process group (systemd KillMode=control-group) stops every worker once, gracefully', async () => {
    const site = await createTestSite(sqlite);
    try {
      const group = await startGroup(site.sitesDir, ['--workers', '2']);
      const agent = await warmAgent(group.url, 4);
      const logins = Array.from({ length: 4 }, () => slowLogin(agent, group.url));
      await new Promise((r) => setTimeout(r, 10));
      const t0 = Date.now();
      process.kill(-group.child.pid!, 'SIGTERM');
      const [code, signal] = await group.exited;
      const took = Date.now() - t0;
      agent.destroy();
      assert.deepEqual(await Promise.all(logins), Array.from({ length: 4 }, () => ({ status: 200, connection: 'close' })));
      assert.deepEqual([code, signal], [0, null], group.stderr());
      assert.ok(took < 5000, `stopped ${took} ms after SIGTERM`);
    } finally {
      await site.close();
    }
  });

  it('refuses a --workers value that is not a number of processes', async () => {
    const site = await createTestSite(sqlite);
    try {
      await assert.rejects(startSvc(site.sitesDir, ['--workers', 'many']), /--workers must be a number of processes, 0 or auto, not many/);
    } finally {
      await site.close();
    }
  });
});
