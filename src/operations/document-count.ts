import type { DocContext } from '../model/doc-context.ts';
import { listQuery, type FilterTerm, type ListField } from '../query/list-query.ts';
import { listInTx } from './document-list.ts';
import { requireDocType } from './require-doctype.ts';
import { countVirtual } from './virtual-list.ts';

const COUNT: ListField = {
  kind: 'expr',
  text: 'count(name)',
  spec: { expr: { kind: 'call', fn: 'count', distinct: false, args: [{ kind: 'column', text: 'name' }] }, alias: null },
};

/**
 * How many documents of `doctype` the caller may read match `filters` (and, when given, any of
 * `orFilters`), inside the operation's transaction: the listing's query and permission rules with
 * one `count(name)` column, so a count never sees a document the listing would not show. Child
 * rows are counted through `parent`, their parent DocType, as they are listed.
 */
export async function countDocuments(dc: DocContext, doctype: string, filters: readonly FilterTerm[], options: { orFilters?: readonly FilterTerm[]; parent?: string | null } = {}): Promise<number> {
  const meta = requireDocType(dc, doctype);
  if (meta.isVirtual) return countVirtual(dc, meta, filters, options.orFilters ?? []);
  const query = listQuery({ fields: [COUNT], filters, orFilters: options.orFilters ?? [], parent: options.parent ?? null, pageLength: 1, asDict: false });
  const [row] = (await listInTx(dc, doctype, query)) as unknown[][];
  return Number(row?.[0] ?? 0);
}
