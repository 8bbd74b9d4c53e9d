import { eventApi, type MethodContext } from '../../../../src/apps/app-api.ts';
import { runItems } from '../../../../src/operations/batch-run.ts';

/**
 * Frappe's set_auto_repeat_as_completed (a daily scheduler event): an active Auto Repeat whose end
 * date is past is saved, which marks it Completed and unlinks its reference document. Each in a
 * savepoint of its own: one that cannot be saved (its reference gone) is logged and left.
 */
export async function completeEndedRepeats(api: MethodContext): Promise<void> {
  const today = api.dc.now.slice(0, 10);
  const ended = (await api.asSystem().list('Auto Repeat', {
    fields: ['name'], filters: [['status', '=', 'Active'], ['end_date', 'is', 'set'], ['end_date', '<', today]], order_by: 'name asc', limit_page_length: 0,
  })) as Array<{ name: string }>;
  const outcomes = await runItems(api.dc, ended, false, (dc, row) => eventApi(dc).asSystem().update('Auto Repeat', row.name, {}));
  for (const [i, outcome] of outcomes.entries()) {
    if (!outcome.ok) api.dc.log.error({ autoRepeat: ended[i]!.name, err: outcome.error instanceof Error ? outcome.error.message : String(outcome.error) }, 'Auto Repeat could not be marked Completed');
  }
}
