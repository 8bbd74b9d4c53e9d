import { appError } from '../../errors/app-error.ts';
import { executeNow } from '../../scheduler/execute-now.ts';
import { schedulerStatus } from '../../scheduler/scheduler-status.ts';
import { whitelist } from '../method-def.ts';
import type { MethodRegistry } from '../registry.ts';

/**
 * The scheduler's whitelisted methods: get_scheduler_status (frappe/utils/scheduler.py: active
 * unless maintenance mode, pause_scheduler, disable_scheduler or System Settings say otherwise)
 * and the Scheduled Job Type's Execute action, execute_event (System Manager only).
 */
export function registerSchedulerMethods(registry: MethodRegistry): void {
  registry.registerBuiltin(
    whitelist({
      path: 'utils.scheduler.get_scheduler_status',
      params: [],
      handler: (api) => schedulerStatus(api.dc.site),
    }),
  );
  registry.registerBuiltin(
    whitelist({
      path: 'core.doctype.scheduled_job_type.scheduled_job_type.execute_event',
      methods: ['POST'],
      params: [{ name: 'doc', type: 'json', required: true }],
      handler: async (api, args) => {
        const doc = args.doc as Record<string, unknown> | null;
        if (typeof doc !== 'object' || doc === null || typeof doc.name !== 'string') throw appError('VALIDATION', 'doc must be a Scheduled Job Type with its name');
        await executeNow(api.dc, doc.name);
        return doc;
      },
    }),
  );
}
