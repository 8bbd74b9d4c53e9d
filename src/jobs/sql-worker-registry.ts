import type { Database } from '../storage/database.ts';
import { deleteJobWorker, deleteSilentJobWorkers, liveJobWorkers, upsertJobWorker } from '../storage/job-workers-table.ts';
import type { WorkerInfo, WorkerRegistry } from './worker-registry.ts';

/** The workers a site heard from, kept in its own database (`__job_workers`) beside the embedded queue. */
export class SqlWorkerRegistry implements WorkerRegistry {
  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  async beat(info: WorkerInfo, ttlMs: number): Promise<void> {
    const now = this.now();
    await this.db.write(async (tx) => {
      await deleteSilentJobWorkers(tx, now - ttlMs);
      await upsertJobWorker(tx, {
        name: info.name.slice(0, 255), pid: info.pid, queues: info.queues.join(','), status: info.status, current_job_id: info.currentJobId,
        birth: info.birth, last_heartbeat: info.lastHeartbeat, successful: info.successful, failed: info.failed, working_ms: Math.round(info.workingMs),
      });
    });
  }

  async remove(name: string): Promise<void> {
    await this.db.write((tx) => deleteJobWorker(tx, name));
  }

  async live(ttlMs: number): Promise<WorkerInfo[]> {
    const rows = await this.db.read((tx) => liveJobWorkers(tx, this.now() - ttlMs));
    return rows.map((r) => ({
      name: r.name, pid: r.pid, queues: r.queues ? r.queues.split(',') : [], status: r.status === 'busy' ? 'busy' : 'idle', currentJobId: r.current_job_id,
      birth: r.birth, lastHeartbeat: r.last_heartbeat, successful: r.successful, failed: r.failed, workingMs: r.working_ms,
    }));
  }
}
