import { compileExpression, type EvalEnv } from '../../../../src/expressions/index.ts';
import { STANDARD_FIELDS, type DocTypeMeta } from '../../../../src/meta/doctype-meta.ts';
import type { DocContext } from '../../../../src/model/doc-context.ts';
import { renderTemplate, validateTemplate } from '../../../../src/templates/index.ts';

/**
 * The two languages of a Webhook: its condition (the safe expression language of
 * src/expressions/, over `doc` and `utils`: docs/DECISIONS.md F39) and its JSON body and dynamic
 * URL (the sandboxed templates of src/templates/, over `doc`). Nothing here evaluates code.
 */
/** `utils.<function>` calls are the language's own (src/expressions/check.ts), so `doc` is the one name. */
const NAMES = ['doc'];

/** The fields `doc` has: a condition naming another is refused when the Webhook is saved. */
function docFields(meta: DocTypeMeta): string[] {
  return [...STANDARD_FIELDS, ...meta.fieldMap.keys(), '_comments', '_assign', '_liked_by', '_user_tags', 'doctype'];
}

/** Refuses a condition that does not parse or reads what `doc` does not have, as a 417 naming it. */
export function checkCondition(condition: string, meta: DocTypeMeta): void {
  compileExpression(condition, { names: NAMES, fields: { doc: docFields(meta) }, what: `Invalid Condition '${condition.slice(0, 200)}'` });
}

const envOf = (dc: DocContext): EvalEnv => ({ today: dc.now.slice(0, 10), now: dc.now, user: dc.user.name });

/** Whether the condition holds over the document. */
export function conditionHolds(dc: DocContext, condition: string, doc: Record<string, unknown>): boolean {
  return compileExpression(condition, { names: NAMES, what: 'Condition' }).test({ doc }, envOf(dc));
}

/** Refuses a template that does not parse, as a 417 naming the field. */
export function checkTemplate(template: string, what: string): void {
  validateTemplate(template, what);
}

/** The template rendered over the document (a 417 when it fails). */
export function renderOverDoc(template: string, doc: Record<string, unknown>, what: string): string {
  return renderTemplate(template, { doc }, what);
}
