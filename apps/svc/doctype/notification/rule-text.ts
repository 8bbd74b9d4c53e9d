import { compileExpression, type EvalEnv } from '../../../../src/expressions/index.ts';
import { STANDARD_FIELDS, type DocTypeMeta } from '../../../../src/meta/doctype-meta.ts';
import type { DocContext } from '../../../../src/model/doc-context.ts';
import { renderTemplate as render, validateTemplate } from '../../../../src/templates/index.ts';

/**
 * The two languages of a Notification, in one place: its conditions (the safe expression
 * language of src/expressions/, over `doc`, and in a recipient's condition also `alert` and
 * `comments`, as Frappe's send context) and its subject, message, cc and bcc (the sandboxed
 * templates of src/templates/). Nothing here evaluates code.
 */
export type RuleContext = Readonly<Record<string, unknown>>;

const NAMES = ['doc', 'alert', 'comments'];

/** The fields `doc` has (an Assignment Rule's condition reads them by name): a condition naming another is refused when the rule is saved. */
export function docFields(meta: DocTypeMeta): string[] {
  return [...STANDARD_FIELDS, ...meta.fieldMap.keys(), '_comments', '_assign', '_liked_by', '_user_tags', 'doctype'];
}

/** Refuses a condition that does not parse or reads what `doc` does not have (Frappe's validate_condition), as a 417. */
export function checkCondition(condition: string, meta: DocTypeMeta): void {
  compileExpression(condition, { names: NAMES, fields: { doc: docFields(meta) }, what: `The Condition '${condition.slice(0, 200)}'` });
}

const envOf = (dc: DocContext): EvalEnv => ({ today: dc.now.slice(0, 10), now: dc.now, user: dc.user.name });

/** Whether the condition holds over the context. */
export function conditionHolds(dc: DocContext, condition: string, context: RuleContext): boolean {
  return compileExpression(condition, { names: NAMES, what: 'Condition' }).test({ ...context }, envOf(dc));
}

/** Refuses a template that does not parse, as a 417. */
export function checkTemplate(template: string, what: string): void {
  validateTemplate(template, what);
}

/** The template rendered over the context. */
export function renderTemplate(template: string, context: RuleContext): string {
  return render(template, { ...context });
}
