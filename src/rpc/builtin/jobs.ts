import type { Principal } from '../../context/principal.ts';
import { appError } from '../../errors/app-error.ts';
import { ACTIVE_STATUSES } from '../../jobs/job-types.ts';
import { notFound } from '../../model/load-document.ts';
import { whitelist } from '../method-def.ts';
import type { MethodRegistry } from '../registry.ts';

const MODULE = 'core.doctype.rq_job.rq_job';
const ROLE = 'System Manager';

/** Frappe's only_for("System Manager"): 403 for anyone else, before anything is read. */
function onlyForSystemManager(user: Principal): void {
  if (!user.superuser && !user.roles.has(ROLE)) throw appError('PERMISSION_DENIED', `This action is only allowed for <strong>${ROLE}</strong>`);
}

/** remove_failed_jobs (frappe rq_job.py): deletes the site's failed jobs of every queue; answers nothing, as Frappe. */
const removeFailedJobs = whitelist({
  path: `${MODULE}.remove_failed_jobs`,
  methods: ['POST'],
  params: [],
  handler: async (api) => {
    onlyForSystemManager(api.user);
    await api.dc.site.jobs.queue.removeFailed();
  },
});

/**
 * stop_job (frappe rq_job.py): stops a running job, named by its RQ Job name (or the job_id it
 * was enqueued with); its worker terminates the job's thread at its next lease renewal. A job
 * that is not running gets Frappe's "Job is not running." message and stays as it is.
 */
const stopJob = whitelist({
  path: `${MODULE}.stop_job`,
  methods: ['POST'],
  params: [{ name: 'job_id', type: 'str', required: true }],
  handler: async (api, a) => {
    onlyForSystemManager(api.user);
    const queue = api.dc.site.jobs.queue;
    const job = (await queue.get(a.job_id)) ?? (await queue.list({ jobId: a.job_id, limit: 20 })).find((j) => ACTIVE_STATUSES.includes(j.status));
    if (!job) throw notFound('RQ Job', a.job_id);
    if (!(await queue.stop(job.id))) api.msgprint('Job is not running.', { title: 'Invalid Operation' });
  },
});

export function registerJobMethods(registry: MethodRegistry): void {
  for (const def of [removeFailedJobs, stopJob]) registry.registerBuiltin(def);
}
