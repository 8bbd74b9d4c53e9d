import { appError } from '../../../../src/errors/app-error.ts';
import type { DocContext } from '../../../../src/model/doc-context.ts';
import type { ChildRow, Doc } from '../../../../src/model/document.ts';
import { checkDescription, checkRuleCondition, CONDITIONS, type ConditionField } from './rule-conditions.ts';

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const rows = (v: unknown) => (Array.isArray(v) ? (v as ChildRow[]) : []);

/** Frappe's comma_and without quotes: `a, b and c`. */
function commaAnd(items: string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * Frappe's AssignmentRule.validate (no rule on ToDo, no day listed twice), with what Frappe's form
 * checks in the browser checked here (docs/DECISIONS.md D102): the DocType exists and is not a
 * child table, the users are given unless the rule is Based on Field, whose field the DocType
 * has, `due_date_based_on` names a date field, the conditions and the description parse. Each
 * refusal is a 417.
 */
export function validateAssignmentRule(dc: DocContext, rule: Doc): void {
  const doctype = text(rule.document_type);
  if (doctype === 'ToDo') throw appError('VALIDATION', 'Assignment Rule is not allowed on <strong>ToDo</strong> document type');
  const meta = dc.site.meta.get(doctype);
  if (!meta) throw appError('VALIDATION', `DocType ${doctype} not found`);
  if (meta.istable) throw appError('VALIDATION', `Assignment Rule is not allowed on a child table (${doctype})`);
  const days = rows(rule.assignment_days).map((row) => text(row.day));
  const repeated = [...new Set(days.filter((day, i) => days.indexOf(day) !== i))];
  if (repeated.length > 0) throw appError('VALIDATION', `The following Assignment Days have been repeated: ${commaAnd(repeated)}`);
  if (rule.rule === 'Based on Field') {
    const field = text(rule.field);
    if (!field) throw appError('MANDATORY', 'Error: Value missing for Assignment Rule: Field');
    if (field !== 'owner' && !meta.fieldMap.get(field)?.column) throw appError('VALIDATION', `${field} is no field of ${doctype}`);
  } else if (rows(rule.users).length === 0) {
    throw appError('MANDATORY', 'Error: Data missing in table: Users');
  }
  const due = text(rule.due_date_based_on);
  if (due && !['Date', 'Datetime'].includes(meta.fieldMap.get(due)?.fieldtype ?? '')) throw appError('VALIDATION', `${due} is no date field of ${doctype}`);
  for (const field of Object.keys(CONDITIONS) as ConditionField[]) checkRuleCondition(rule, field, meta);
  checkDescription(rule);
}
