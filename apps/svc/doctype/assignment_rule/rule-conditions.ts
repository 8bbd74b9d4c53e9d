import { msgprint } from '../../../../src/apps/app-api.ts';
import { isAppError } from '../../../../src/errors/app-error.ts';
import { compileExpression } from '../../../../src/expressions/index.ts';
import type { DocTypeMeta } from '../../../../src/meta/doctype-meta.ts';
import type { DocContext } from '../../../../src/model/doc-context.ts';
import type { Doc } from '../../../../src/model/document.ts';
import { renderTemplate, validateTemplate } from '../../../../src/templates/index.ts';
import { docFields } from '../notification/rule-text.ts';

/** The conditions of an Assignment Rule, with the labels their errors name. */
export const CONDITIONS = { assign_condition: 'Assign Condition', unassign_condition: 'Unassign Condition', close_condition: 'Close Condition' } as const;
export type ConditionField = keyof typeof CONDITIONS;

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/**
 * Refuses, as a 417, a condition that does not parse or names what the document does not have:
 * an Assignment Rule's conditions read the document's fields by name (docs/DECISIONS.md F39).
 */
export function checkRuleCondition(rule: Doc, field: ConditionField, meta: DocTypeMeta): void {
  const source = text(rule[field]);
  if (source) compileExpression(source, { names: docFields(meta), what: CONDITIONS[field] });
}

/** Refuses a description that is not a template svc can render (it is rendered over the document). */
export function checkDescription(rule: Doc): void {
  validateTemplate(String(rule.description ?? ''), 'Description');
}

/**
 * Whether the rule's condition holds over the document; false when it has none. A condition that
 * fails as it runs (`None > 1`) does not block the save: it is false, and the caller is told, as
 * Frappe's "Auto assignment failed" message.
 */
export function ruleConditionHolds(dc: DocContext, meta: DocTypeMeta, rule: Doc, field: ConditionField, doc: Doc): boolean {
  const source = text(rule[field]);
  if (!source) return false;
  try {
    return compileExpression(source, { names: docFields(meta), what: CONDITIONS[field] }).test({ ...doc }, { today: dc.now.slice(0, 10), now: dc.now, user: dc.user.name });
  } catch (err) {
    if (!isAppError(err)) throw err;
    msgprint(dc, `Auto assignment failed: ${err.message}`, { indicator: 'orange' });
    return false;
  }
}

/** The ToDo's description: the rule's template rendered over the document's fields (and `doc`). */
export function describeAssignment(rule: Doc, doc: Doc): string {
  return renderTemplate(String(rule.description ?? ''), { ...doc, doc });
}
