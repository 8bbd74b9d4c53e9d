import { WORKER_TTL_MS, type WorkerInfo } from '../../../../src/jobs/worker-registry.ts';
import type { DocController } from '../../../../src/model/controller.ts';
import type { DocContext } from '../../../../src/model/doc-context.ts';
import type { Doc } from '../../../../src/model/document.ts';
import { formatDatetime } from '../../../../src/util/datetime.ts';

/**
 * RQ Worker (frappe/core/doctype/rq_worker): the workers serving this site, from the reports
 * each sends it (src/jobs/worker-registry.ts); a worker silent for WORKER_TTL_MS is gone.
 * Virtual and read-only, for System Managers.
 */
const controller: DocController = {
  virtual: {
    async list(dc, request) {
      const workers = await dc.site.jobs.workers.live(WORKER_TTL_MS);
      return workers.slice(0, request.max).map((w) => workerDocument(dc, w));
    },
    async get(dc, name) {
      const worker = (await dc.site.jobs.workers.live(WORKER_TTL_MS)).find((w) => w.name === name);
      return worker ? workerDocument(dc, worker) : null;
    },
  },
};

export default controller;

/** A worker as an RQ Worker document (frappe rq_worker.py serialize_worker). */
function workerDocument(dc: DocContext, w: WorkerInfo): Doc {
  const time = (ms: number) => formatDatetime(ms * 1000, dc.site.timeZone);
  const alive = Math.max(1, w.lastHeartbeat - w.birth);
  return {
    name: w.name,
    worker_name: w.name,
    queue: w.queues.join(', '),
    queue_type: w.queues.join(','),
    status: w.status,
    pid: String(w.pid),
    current_job_id: w.currentJobId,
    successful_job_count: w.successful,
    failed_job_count: w.failed,
    birth_date: time(w.birth),
    last_heartbeat: time(w.lastHeartbeat),
    total_working_time: w.workingMs / 1000,
    utilization_percent: Math.min(100, (w.workingMs / alive) * 100),
    creation: time(w.birth),
    modified: time(w.lastHeartbeat),
    owner: 'Administrator',
    modified_by: 'Administrator',
    docstatus: 0,
    idx: 0,
  };
}
