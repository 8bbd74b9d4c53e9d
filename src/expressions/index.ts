export { compileExpression, validateExpression, EXPRESSION_LIMITS, type CompiledExpression, type EvalEnv, type ExpressionOptions, type Value } from './expression.ts';
