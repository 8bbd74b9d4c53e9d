import { docMethod, eventApi, frappeThrow, type DocController } from '../../../../src/apps/app-api.ts';
import type { DocContext } from '../../../../src/model/doc-context.ts';
import type { MethodContext } from '../../../../src/rpc/method-context.ts';
import { appError } from '../../../../src/errors/app-error.ts';
import { deleteRowsWhere } from '../../../../src/storage/repository.ts';
import { cronProblem } from '../../../../src/scheduler/cron.ts';
import { executeNow } from '../../../../src/scheduler/execute-now.ts';
import { FREQUENCIES, logsEveryRun } from '../../../../src/scheduler/frequencies.ts';
import { JOB_LOG } from '../../../../src/scheduler/job-type-rows.ts';
import { nextExecution } from '../../../../src/scheduler/next-execution.ts';
import { runJobType } from '../../../../src/scheduler/run-job-type.ts';
import { schedulerInterval } from '../../../../src/scheduler/scheduler-config.ts';
import { jobTypeName } from '../../../../src/scheduler/sync-job-types.ts';

/**
 * Scheduled Job Type (frappe/core/doctype/scheduled_job_type): what the scheduler runs. Records
 * come from the apps' scheduler_events (scheduler/sync-job-types.ts); an administrator may stop
 * one, turn its log on, or run it now.
 */
const controller: DocController = {
  autoname(doc) {
    return typeof doc.method === 'string' && doc.method ? jobTypeName(doc.method) : undefined;
  },
  events: {
    validate(dc, doc) {
      const frequency = String(doc.frequency ?? '');
      if (!(FREQUENCIES as readonly string[]).includes(frequency)) frappeThrow(`Frequency must be one of ${FREQUENCIES.join(', ')}`);
      if (logsEveryRun(frequency)) doc.create_log = 1;
      if (frequency === 'Cron') {
        if (!doc.cron_format) frappeThrow('Cron format is required for job types with Cron frequency.');
        const problem = cronProblem(doc.cron_format);
        if (problem) frappeThrow(`<code>${String(doc.cron_format).slice(0, 200)}</code> is not a valid Cron expression. ${problem}`);
      }
      const timing = { name: String(doc.name ?? ''), frequency, cron_format: (doc.cron_format as string) || null, last_execution: (doc.last_execution as string) || null, creation: String(doc.creation ?? dc.now) };
      doc.next_execution = nextExecution(timing, schedulerInterval(dc.site.config));
    },
    async on_trash(dc, doc) {
      // Frappe's on_trash: the logs go with their job type.
      const log = dc.site.meta.get(JOB_LOG);
      if (log) await deleteRowsWhere(dc.tx, log, { scheduled_job_type: doc.name });
    },
  },
  methods: {
    /** Execute now (the desk's Execute action): enqueued whether or not it is due; System Manager only. */
    execute: docMethod({
      methods: ['POST'],
      handler: async (api, doc) => ({ enqueued: await executeNow(api.dc, String(doc.name)) }),
    }),
  },
};

export default controller;

/**
 * The job every scheduled run is (scheduler/enqueue-job-type.ts RUN_SCHEDULED_JOB): runs the job
 * type's method as Administrator, once per period, and logs it (scheduler/run-job-type.ts).
 */
export async function run_scheduled_job(api: MethodContext, kwargs: { scheduled_job_type?: string; force?: boolean }): Promise<string> {
  if (typeof kwargs.scheduled_job_type !== 'string') throw appError('VALIDATION', 'run_scheduled_job needs scheduled_job_type');
  return runJobType(api.dc, kwargs.scheduled_job_type, kwargs.force === true, callMethod);
}

function callMethod(dc: DocContext, method: string): Promise<unknown> {
  const fn = dc.site.jobs.targets.get(method);
  if (!fn) throw appError('VALIDATION', `${method} is not a function of an installed app (was the app removed?)`);
  return Promise.resolve(fn(eventApi(dc), {}));
}
