import { appError } from '../errors/app-error.ts';
import { toPlainData } from '../util/plain-data.ts';
import { checkExpression, type CheckOptions } from './check.ts';
import { evaluateNode } from './evaluate.ts';
import type { EvalEnv } from './functions.ts';
import { parseExpression } from './parse.ts';
import { SyntaxFault } from './tokens.ts';
import { truthy, ValueFault, type Value } from './values.ts';

/**
 * Frappe's conditions (Notification, Webhook, Assignment Rule, Workflow transition), a safe
 * subset of Python expressions (docs/DECISIONS.md D72): compiled once, when the condition is
 * saved, into a checked tree, so a condition naming what it may not read is refused then with a
 * 417; evaluated over a document copied to plain data, never with eval or Function.
 */

export const EXPRESSION_LIMITS = { source: 10_000, tokens: 2_000, depth: 64 } as const;

export interface ExpressionOptions extends CheckOptions {
  /** How errors name the expression ("Condition"). */
  what?: string;
}

export interface CompiledExpression {
  readonly source: string;
  /** The expression's value over `scope` (`{ doc }`, or a document's fields). */
  evaluate(scope: Record<string, unknown>, env: EvalEnv): Value;
  /** Its truth, as Python's `if` would take it. */
  test(scope: Record<string, unknown>, env: EvalEnv): boolean;
}

export type { EvalEnv, Value };

/** Parses and checks `source`; a 417 ValidationError naming the column when it is refused. */
export function compileExpression(source: string, options: ExpressionOptions): CompiledExpression {
  const what = options.what ?? 'Condition';
  if (source.length > EXPRESSION_LIMITS.source) throw appError('VALIDATION', `${what}: longer than ${EXPRESSION_LIMITS.source} characters`);
  let tree;
  try {
    tree = checkExpression(parseExpression(source, EXPRESSION_LIMITS), options);
  } catch (err) {
    if (err instanceof SyntaxFault) throw appError('VALIDATION', `${what}: ${err.message} (column ${err.col})`, { cause: err });
    throw err;
  }
  const evaluate = (scope: Record<string, unknown>, env: EvalEnv): Value => {
    try {
      return evaluateNode(tree, toPlainData(scope) as { [name: string]: Value }, env);
    } catch (err) {
      if (err instanceof ValueFault) throw appError('VALIDATION', `${what} "${source.slice(0, 200)}" failed: ${err.message}`, { cause: err });
      throw err;
    }
  };
  return { source, evaluate, test: (scope, env) => truthy(evaluate(scope, env)) };
}

/** Throws the 417 a condition that would not compile gets; an empty one is fine (no condition). */
export function validateExpression(source: string | null | undefined, options: ExpressionOptions): void {
  if (source && source.trim()) compileExpression(source, options);
}
