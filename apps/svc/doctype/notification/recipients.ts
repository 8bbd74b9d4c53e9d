import { eventApi } from '../../../../src/apps/app-api.ts';
import type { DocContext } from '../../../../src/model/doc-context.ts';
import type { Doc } from '../../../../src/model/document.ts';
import { conditionHolds, renderTemplate, type RuleContext } from './rule-text.ts';

export interface Recipients {
  readonly to: string[];
  readonly cc: string[];
  readonly bcc: string[];
}

/** Frappe's validate_email_address for one value: a plain address (Frappe logs and skips the rest). */
const EMAIL = /^[^\s@,<>]+@[^\s@,<>]+\.[^\s@,<>]+$/;

/** Addresses of a text that lists them by comma or line (Frappe's split of a field's value and of cc/bcc). */
const addresses = (text: string) => text.replaceAll(',', '\n').split('\n').map((a) => a.trim()).filter(Boolean);

/** cc or bcc: a template when it has a `{` (Frappe's get_emails_from_template). */
const fromTemplate = (template: unknown, context: RuleContext) => (typeof template === 'string' && template ? addresses(template.includes('{') ? renderTemplate(template, context) : template) : []);

/** The emails of the enabled users who hold a role (Frappe's get_info_based_on_role). */
async function emailsOfRole(dc: DocContext, role: string): Promise<string[]> {
  const rows = await eventApi(dc).asSystem().list('User', { fields: ['email'], filters: [['Has Role', 'role', '=', role], ['enabled', '=', 1]], limit_page_length: 0 }) as Array<{ email: string | null }>;
  return rows.map((r) => r.email ?? '').filter(Boolean);
}

/** The users with an open assignment of the document (Frappe's get_assignees). */
async function assignees(dc: DocContext, doctype: string, name: string): Promise<string[]> {
  const rows = await eventApi(dc).asSystem().list('ToDo', { fields: ['allocated_to'], filters: [['status', '=', 'Open'], ['reference_type', '=', doctype], ['reference_name', '=', name]], limit_page_length: 0 }) as Array<{ allocated_to: string | null }>;
  return rows.map((r) => r.allocated_to ?? '').filter(Boolean);
}

/**
 * Frappe's get_list_of_recipients: per recipient row whose condition holds, the addresses of a
 * document field (`field`, or `field,table` for a child table's rows), cc and bcc (templates),
 * and the users of a role; then every open assignee when the Notification asks for them.
 */
export async function recipientsOf(dc: DocContext, alert: Doc, doctype: string, doc: Doc, context: RuleContext): Promise<Recipients> {
  const to: string[] = [];
  const cc: string[] = [];
  const bcc: string[] = [];
  for (const row of (alert.recipients as Doc[] | undefined) ?? []) {
    if (typeof row.condition === 'string' && row.condition.trim() && !conditionHolds(dc, row.condition, context)) continue;
    const byField = typeof row.receiver_by_document_field === 'string' ? row.receiver_by_document_field.split(',').map((p) => p.trim()) : [];
    if (byField.length > 1 && byField[1]) {
      for (const child of (doc[byField[1]] as Doc[] | undefined) ?? []) {
        const value = child[byField[0]];
        if (typeof value === 'string' && EMAIL.test(value.trim())) to.push(value.trim());
      }
    } else if (byField[0]) {
      const value = doc[byField[0]];
      if (typeof value === 'string') to.push(...addresses(value).filter((a) => EMAIL.test(a)));
    }
    cc.push(...fromTemplate(row.cc, context));
    bcc.push(...fromTemplate(row.bcc, context));
    if (typeof row.receiver_by_role === 'string' && row.receiver_by_role) to.push(...(await emailsOfRole(dc, row.receiver_by_role)));
  }
  if (Number(alert.send_to_all_assignees ?? 0) === 1) to.push(...(await assignees(dc, doctype, String(doc.name))));
  return { to: [...new Set(to)], cc: [...new Set(cc)], bcc: [...new Set(bcc)] };
}
