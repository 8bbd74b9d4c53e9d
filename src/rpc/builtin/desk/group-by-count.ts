import { sql, type SelectQueryBuilder } from 'kysely';
import { appError } from '../../../errors/app-error.ts';
import { isStandardField, type DocTypeMeta } from '../../../meta/doctype-meta.ts';
import { listInTx, listPlan } from '../../../operations/document-list.ts';
import { requireDocType } from '../../../operations/require-doctype.ts';
import { parseFields, parseFilterArg } from '../../../query/list-params.ts';
import { listQuery, NAME_FIELD, type FilterTerm } from '../../../query/list-query.ts';
import { rowLimit } from '../../../query/row-limit.ts';
import type { MethodContext } from '../../method-context.ts';
import { whitelist } from '../../method-def.ts';

/** The list sidebar shows at most this many groups (Frappe's limit). */
const GROUPS = 50;

/**
 * frappe.desk.listview.get_group_by_count: the list sidebar's "Assigned To", "Created By" and
 * field groups, `[{count, name}]` (assigned_to: `[{name, count}]`), the largest 50 first. Every
 * count comes from the caller's permission-constrained listing of `doctype` with
 * `current_filters` (User Permissions, if_owner and shares as in any listing), never from a
 * filter applied afterwards.
 */
export const getGroupByCount = whitelist({
  path: 'desk.listview.get_group_by_count',
  params: [
    { name: 'doctype', type: 'str', required: true },
    { name: 'current_filters', type: 'any', required: true },
    { name: 'field', type: 'str', required: true },
  ],
  handler: async (api, a) => {
    const meta = requireDocType(api.dc, a.doctype);
    const filters = parseFilterArg(a.current_filters, 'current_filters');
    const field = String(a.field);
    if (field === 'assigned_to') return assignedCounts(api, meta, filters);
    if (!hasColumn(meta, field)) throw appError('VALIDATION', `Field ${field.slice(0, 140)} does not belong to ${meta.name}`);
    // Ties come in value order, so the answer is the same on every database (docs/DECISIONS.md D8).
    return listInTx(api.dc, meta.name, listQuery({
      fields: parseFields(['count(*) as count', `${field} as name`]), filters, groupBy: [field],
      orderBy: [{ target: 'count', dir: 'desc' }, { target: field, dir: 'asc' }], pageLength: GROUPS,
    }));
  },
});

/** A standard column or a field that has one: the only texts that reach the listing as a field here. */
function hasColumn(meta: DocTypeMeta, field: string): boolean {
  return isStandardField(meta, field) || (meta.fieldMap.get(field)?.column ?? null) !== null;
}

/**
 * Assignments as Frappe v15 counts them: ToDos not Cancelled (Closed ones count), allocated to a
 * System User, on the documents the caller's listing with these filters holds; the listing is
 * the subquery, so no name outside it is counted. Unlike Frappe, a ToDo counts only for this
 * DocType (docs/DECISIONS.md D48).
 */
async function assignedCounts(api: MethodContext, meta: DocTypeMeta, filters: readonly FilterTerm[]): Promise<Array<{ name: string; count: number }>> {
  const todo = requireDocType(api.dc, 'ToDo');
  const user = requireDocType(api.dc, 'User');
  const tx = api.dc.tx;
  const listed = listPlan(api.dc, meta.name, listQuery({ fields: [NAME_FIELD], filters, pageLength: 0, asDict: false })).query.clearOrderBy();
  // ToDo.reference_name is text: an autoincrement DocType's integer names are compared as text.
  const names = meta.naming.kind === 'autoincrement'
    ? tx.builder.selectFrom(listed.as('p')).select(tx.caps.functions.text(sql.ref('p.c0')).as('n'))
    : listed;
  const count = sql<unknown>`count(*)`;
  const rows = await tx.all<{ name: string; count: unknown }>(
    (tx.builder
      .selectFrom(tx.builder.dynamic.table(todo.tableName).as('d'))
      .innerJoin(tx.builder.dynamic.table(user.tableName).as('u'), 'u.name', 'd.allocated_to') as SelectQueryBuilder<any, any, any>)
      .select(['d.allocated_to as name', count.as('count')])
      .where('d.status', '!=', 'Cancelled')
      .where('u.user_type', '=', 'System User')
      .where('d.reference_type', '=', meta.name)
      .where('d.reference_name', 'in', names)
      .groupBy('d.allocated_to')
      .orderBy(count, 'desc')
      .orderBy('d.allocated_to')
      .limit(rowLimit(GROUPS, tx.caps)),
  );
  return rows.map((row) => ({ name: row.name, count: Number(row.count) }));
}
