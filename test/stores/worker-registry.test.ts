import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SqlWorkerRegistry } from '../../src/jobs/sql-worker-registry.ts';
import type { WorkerInfo, WorkerRegistry } from '../../src/jobs/worker-registry.ts';
import { createSystemTables } from '../../src/storage/schema-sync.ts';
import { enabledDialects, openTestDatabase } from '../helpers/dialects.ts';

const worker = (name: string, over: Partial<WorkerInfo> = {}): WorkerInfo => ({
  name, pid: 42, queues: ['short', 'default'], status: 'idle', currentJobId: null, birth: 1000, lastHeartbeat: 1000, successful: 0, failed: 0, workingMs: 0, ...over,
});

/** The WorkerRegistry contract (RQ Worker's source), on the site database of every dialect. */
for (const dialect of await enabledDialects()) {
  describe(`WorkerRegistry [sql on ${dialect.name}]`, () => {
    let registry: WorkerRegistry;
    let now = 10_000;
    let close: () => Promise<void>;
    before(async () => {
      const opened = await openTestDatabase(dialect);
      close = opened.close;
      await opened.db.write((tx) => createSystemTables(tx, opened.db.schema));
      registry = new SqlWorkerRegistry(opened.db, () => now);
    });
    after(() => close?.());

    it('keeps the latest report of each worker, lists the live ones oldest first, forgets the silent and the stopped', async () => {
      await registry.beat(worker('w2', { birth: 2000, lastHeartbeat: 10_000 }), 5000);
      await registry.beat(worker('w1', { lastHeartbeat: 9000 }), 5000);
      await registry.beat(worker('w1', { lastHeartbeat: 10_000, status: 'busy', currentJobId: 'job1', successful: 3, failed: 1, workingMs: 1500 }), 5000);
      assert.deepEqual(await registry.live(5000), [
        worker('w1', { lastHeartbeat: 10_000, status: 'busy', currentJobId: 'job1', successful: 3, failed: 1, workingMs: 1500 }),
        worker('w2', { birth: 2000, lastHeartbeat: 10_000 }),
      ]);
      now = 16_000;
      await registry.beat(worker('w3', { lastHeartbeat: 16_000, queues: [] }), 5000);
      assert.deepEqual((await registry.live(5000)).map((w) => [w.name, w.queues]), [['w3', []]], 'silent for 6 s: gone');
      await registry.remove('w3');
      assert.deepEqual(await registry.live(60_000), []);
    });
  });
}
