import type { Principal } from '../../../../src/context/principal.ts';
import { JOB_STATUSES, type JobFilter, type JobRecord, type JobStatus } from '../../../../src/jobs/job-types.ts';
import type { DocController, VirtualListRequest } from '../../../../src/model/controller.ts';
import type { DocContext } from '../../../../src/model/doc-context.ts';
import type { Doc } from '../../../../src/model/document.ts';
import { formatDatetime } from '../../../../src/util/datetime.ts';

/**
 * RQ Job (frappe/core/doctype/rq_job): the site's background jobs, read from its job queue as a
 * virtual DocType (no table). System Managers read it (the DocType's permissions); nobody writes
 * it: jobs are stopped with stop_job and failed ones removed with remove_failed_jobs
 * (src/rpc/builtin/jobs.ts).
 */
const controller: DocController = {
  virtual: {
    async list(dc, request) {
      const jobs = await matchingJobs(dc, request);
      return jobs.map((job) => jobDocument(dc, job));
    },
    async get(dc, name) {
      const job = await dc.site.jobs.queue.get(name);
      return job ? jobDocument(dc, job) : null;
    },
  },
};

export default controller;

/** The jobs a listing may want, narrowed by the queue, status and name it asks for. */
async function matchingJobs(dc: DocContext, request: VirtualListRequest): Promise<JobRecord[]> {
  const queue = dc.site.jobs.queue;
  const names = request.equals.get('name');
  if (names) return (await Promise.all(names.map((n) => queue.get(String(n))))).filter((j): j is JobRecord => j !== null);
  const queues = request.equals.get('queue')?.map(String) ?? [undefined];
  const statuses = (request.equals.get('status')?.map(String).filter((s): s is JobStatus => (JOB_STATUSES as readonly string[]).includes(s))) ?? [undefined];
  const filters: JobFilter[] = queues.flatMap((q) => statuses.map((status) => ({ ...(q ? { queue: q } : {}), ...(status ? { status } : {}), limit: request.max })));
  const found = (await Promise.all(filters.map((f) => queue.list(f)))).flat();
  return found.sort((a, b) => b.enqueuedAt - a.enqueuedAt).slice(0, request.max);
}

/** Administrators and System Managers see a failed job's traceback; anyone else its kind and message only. */
function seesTraceback(user: Principal): boolean {
  return user.superuser || user.roles.has('System Manager');
}

/** A job as an RQ Job document (frappe rq_job.py serialize_job); times in the site's time zone. */
export function jobDocument(dc: DocContext, job: JobRecord): Doc {
  const time = (ms: number | null) => (ms === null ? null : formatDatetime(ms * 1000, dc.site.timeZone));
  const error = job.error;
  const excInfo = error === null ? null : seesTraceback(dc.user) && error.traceback ? error.traceback : `${error.excType}: ${error.message}`;
  const modified = job.endedAt ?? job.startedAt ?? job.enqueuedAt;
  return {
    name: job.id,
    job_id: job.jobId ?? job.id,
    job_name: job.jobName,
    queue: job.queue,
    status: job.status,
    timeout: job.timeoutMs / 1000,
    time_taken: job.endedAt !== null && job.startedAt !== null ? (job.endedAt - job.startedAt) / 1000 : null,
    started_at: time(job.startedAt),
    ended_at: time(job.endedAt),
    exc_info: excInfo,
    arguments: JSON.stringify({ site: job.site, user: job.user, method: job.method, kwargs: JSON.parse(job.kwargs) as unknown }, null, 2),
    creation: time(job.enqueuedAt),
    modified: time(modified),
    owner: job.user,
    modified_by: job.user,
    docstatus: 0,
    idx: 0,
  };
}
