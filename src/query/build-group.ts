import { appError } from '../errors/app-error.ts';
import type { BuildScope } from './build-scope.ts';
import type { OutputColumn } from './build-select.ts';

/** A listing's grouping: the columns it groups by, and whether it aggregates at all. */
export interface Grouping {
  /** Column keys (`alias.column`), as output columns name them. */
  readonly by: string[];
  /** Grouped by columns or by an aggregate in `fields`: rows are groups then, not documents. */
  readonly grouped: boolean;
}

/**
 * Resolves `group_by` and checks what a grouped listing selects: every output is an aggregate or
 * grouped by, so no database picks an arbitrary row's value (and all of them answer alike).
 */
export function buildGroup(b: BuildScope, groupBy: readonly string[], outputs: readonly OutputColumn[]): Grouping {
  const by = groupBy.map((t) => b.columnKey(b.resolve(t)));
  const grouped = by.length > 0 || outputs.some((o) => o.aggregate);
  if (grouped) {
    for (const o of outputs) {
      if (!o.aggregate && !by.includes(o.groupKey!)) throw appError('DATA_ERROR', `Field ${o.key} must be in group_by or inside an aggregate`);
    }
  }
  return { by, grouped };
}
