import { docMethod } from '../../../../src/rpc/method-def.ts';
import { nextScheduleDate, ruleOf } from './schedule.ts';

/** Most dates one preview lists: a Daily repeat over years would otherwise answer thousands. */
const MAX_ROWS = 366;

/**
 * AutoRepeat.get_auto_repeat_schedule (the form's "Auto Repeat Schedule" section): the next date,
 * or with an end date every date before it, each as `{reference_document, frequency,
 * next_scheduled_date}`; at most MAX_ROWS of them (docs/DECISIONS.md D99).
 */
export const getAutoRepeatSchedule = docMethod({
  handler: (api, doc) => {
    const rule = ruleOf(doc);
    const today = api.dc.now.slice(0, 10);
    const end = typeof doc.end_date === 'string' ? doc.end_date.slice(0, 10) : '';
    const row = (date: string) => ({ reference_document: doc.reference_document, frequency: doc.frequency, next_scheduled_date: date });
    if (!rule.start_date) return [];
    if (!end) return [row(nextScheduleDate(rule, rule.start_date, today))];
    const rows = [];
    for (let next = nextScheduleDate(rule, rule.start_date, today, true); next < end && rows.length < MAX_ROWS; next = nextScheduleDate(rule, next, today, true)) rows.push(row(next));
    return rows;
  },
});
