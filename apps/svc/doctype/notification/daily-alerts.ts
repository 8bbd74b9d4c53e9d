import type { MethodContext } from '../../../../src/rpc/method-context.ts';
import type { Doc } from '../../../../src/model/document.ts';
import { conditionHolds } from './rule-text.ts';
import { ruleContext, sendAlert } from './send-alert.ts';

/** The day `days` after `date` (YYYY-MM-DD), as Frappe's add_to_date. */
function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * Frappe's get_documents_for_today: the documents whose reference date is `days_in_advance` days
 * from today (before it for Days After), in the site's time zone, whose condition holds.
 */
export async function documentsForToday(api: MethodContext, alert: Doc): Promise<Doc[]> {
  const days = Number(alert.days_in_advance ?? 0) * (alert.event === 'Days After' ? -1 : 1);
  const day = addDays(api.dc.now.slice(0, 10), days);
  const doctype = String(alert.document_type);
  const field = String(alert.date_changed ?? '');
  const meta = api.dc.site.meta.get(doctype);
  if (!meta?.fieldMap.get(field)?.column) return [];
  const names = await api.asSystem().list(doctype, { fields: ['name'], filters: [[field, 'between', [day, day]]], limit_page_length: 0 }) as Array<{ name: string }>;
  const docs: Doc[] = [];
  for (const { name } of names) {
    const doc = await api.asSystem().get(doctype, name) as Doc;
    const condition = typeof alert.condition === 'string' ? alert.condition.trim() : '';
    if (condition && !conditionHolds(api.dc, condition, ruleContext(api.dc, doc))) continue;
    docs.push(doc);
  }
  return docs;
}

/**
 * Frappe's trigger_daily_alerts (the daily scheduler event): every enabled Days Before and Days
 * After Notification sends for each of today's documents, in the job's one transaction.
 */
export async function triggerDailyAlerts(api: MethodContext): Promise<void> {
  const alerts = await api.asSystem().list('Notification', { fields: ['name'], filters: [['event', 'in', ['Days Before', 'Days After']], ['enabled', '=', 1]], order_by: 'name asc', limit_page_length: 0 }) as Array<{ name: string }>;
  for (const { name } of alerts) {
    const alert = await api.asSystem().get('Notification', name) as Doc;
    const meta = api.dc.site.meta.get(String(alert.document_type));
    if (!meta) continue;
    for (const doc of await documentsForToday(api, alert)) {
      await sendAlert(api.dc, meta, doc, alert);
    }
  }
}
