import type { ColumnRef, Condition, Scalar } from './ast.ts';

/**
 * Evaluates a condition against one document in memory, with the same NULL rules as the SQL it
 * compiles to. Used where a permission rule must judge a document that is not stored yet.
 */
export function evaluateCondition(cond: Condition, doc: Record<string, unknown>): boolean {
  switch (cond.kind) {
    case 'const':
      return cond.value;
    case 'tree':
      // Tree filters come from listing requests only; no permission rule holds one.
      throw new Error('a tree condition cannot be judged in memory');
    case 'and':
      return cond.items.every((c) => evaluateCondition(c, doc));
    case 'or':
      return cond.items.some((c) => evaluateCondition(c, doc));
    case 'compare': {
      const left = valueOf(cond.ref, doc);
      const right = cond.value ?? empty(cond.ref);
      switch (cond.op) {
        case '=': return left === right;
        case '!=': return left !== right;
        case '<': return left < right;
        case '>': return left > right;
        case '<=': return left <= right;
        case '>=': return left >= right;
      }
      return false;
    }
    case 'in': {
      const left = valueOf(cond.ref, doc);
      const hit = cond.values.some((v) => (v ?? empty(cond.ref)) === left);
      return cond.negate ? !hit : hit;
    }
    case 'is_set': {
      const raw = doc[cond.ref.column];
      const set = raw !== null && raw !== undefined && raw !== '';
      return cond.negate ? !set : set;
    }
    case 'like': {
      const re = new RegExp(`^${cond.pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/%/g, '.*').replace(/_/g, '.')}$`, 'is');
      const hit = re.test(String(valueOf(cond.ref, doc)));
      return cond.negate ? !hit : hit;
    }
    case 'between': {
      const v = valueOf(cond.ref, doc);
      return v >= (cond.from ?? empty(cond.ref)) && v <= (cond.to ?? empty(cond.ref));
    }
    case 'child_exists':
    case 'parent_exists':
      return false;
  }
}

function valueOf(ref: ColumnRef, doc: Record<string, unknown>): NonNullable<Scalar> {
  const raw = doc[ref.column];
  if (raw === null || raw === undefined) return empty(ref);
  return ref.type === 'number' ? Number(raw) : String(raw);
}

function empty(ref: ColumnRef): NonNullable<Scalar> {
  if (ref.empty !== undefined) return ref.empty;
  return ref.type === 'number' ? 0 : '';
}
