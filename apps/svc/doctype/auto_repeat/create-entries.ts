import { eventApi, type MethodContext } from '../../../../src/apps/app-api.ts';
import { isAppError } from '../../../../src/errors/app-error.ts';
import type { DocContext } from '../../../../src/model/doc-context.ts';
import type { Doc } from '../../../../src/model/document.ts';
import { addInfoComment } from '../../../../src/model/info-comment.ts';
import { runItems } from '../../../../src/operations/batch-run.ts';
import { completeEndedRepeats } from './complete-ended.ts';
import { makeCopy } from './make-copy.ts';
import { notifyCopy } from './notify-copy.ts';
import { setReferenceLink } from './reference-link.ts';
import { nextScheduleDate, ruleOf } from './schedule.ts';

/** Writes an Auto Repeat's columns straight to its row (Frappe's db.set_value: no save, no validation). */
function setColumns(dc: DocContext, name: string, values: Record<string, unknown>): Promise<unknown> {
  const meta = dc.site.meta.get('Auto Repeat')!;
  return dc.tx.run(dc.tx.builder.updateTable(meta.tableName).set(values as never).where('name', '=', name as never));
}

/**
 * One due Auto Repeat (Frappe's create_repeated_entries for one entry): a copy when today is its
 * schedule date, then the next date, always after today, so a second run today makes none. A
 * date the scheduler missed makes no copy but moves on to today or later, where Frappe would
 * leave the entry stuck (docs/DECISIONS.md D98).
 */
async function repeatOne(dc: DocContext, name: string, today: string): Promise<void> {
  const api = eventApi(dc);
  const repeat = (await api.asSystem().get('Auto Repeat', name)) as Doc;
  if (repeat.status !== 'Active' || Number(repeat.disabled ?? 0) === 1 || !repeat.next_schedule_date) return;
  const rule = ruleOf(repeat);
  let schedule = String(repeat.next_schedule_date).slice(0, 10);
  if (schedule > today) return;
  if (schedule < today) schedule = nextScheduleDate(rule, schedule, today);
  if (schedule === today) {
    const copy = await makeCopy(dc, repeat, today);
    if (Number(repeat.notify_by_email ?? 0) === 1 && typeof repeat.recipients === 'string' && repeat.recipients.trim()) await notifyCopy(api, repeat, copy);
    schedule = nextScheduleDate(rule, today, today);
  }
  await setColumns(dc, name, { next_schedule_date: schedule });
}

/**
 * What becomes of an Auto Repeat whose copy failed, as Frappe's create_documents: it is disabled
 * (so it fails once, not every day) and the error kept where its owner sees it: svc has no Error
 * Log, so a timeline comment on the Auto Repeat and the server log (docs/DECISIONS.md D98).
 */
async function disableFailed(dc: DocContext, name: string, error: unknown): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  dc.log.error({ autoRepeat: name, err: isAppError(error) ? message : error instanceof Error ? error.stack : message }, 'Auto repeat failed');
  const row = (await eventApi(dc).asSystem().get('Auto Repeat', name)) as Doc;
  await setColumns(dc, name, { disabled: 1, status: 'Disabled', next_schedule_date: null });
  await setReferenceLink(dc, String(row.reference_doctype), String(row.reference_document), null, name);
  await addInfoComment(dc, 'Auto Repeat', name, 'Info', `Auto Repeat failed and was disabled: ${message.slice(0, 1000)}`);
}

/**
 * Frappe's make_auto_repeat_entry and create_repeated_entries (the daily scheduler event): ended
 * repeats are marked Completed first, then every active one due today or before is handled in a
 * savepoint of its own, so one that fails is undone alone, disabled and logged while the others
 * go on.
 */
export async function createRepeatedEntries(api: MethodContext): Promise<void> {
  await completeEndedRepeats(api);
  const today = api.dc.now.slice(0, 10);
  const due = (await api.asSystem().list('Auto Repeat', {
    fields: ['name'], filters: [['next_schedule_date', '<=', today], ['status', '=', 'Active']], order_by: 'name asc', limit_page_length: 0,
  })) as Array<{ name: string }>;
  const outcomes = await runItems(api.dc, due, false, (dc, row) => repeatOne(dc, row.name, today));
  for (const [i, outcome] of outcomes.entries()) if (!outcome.ok) await disableFailed(api.dc, due[i]!.name, outcome.error);
}
