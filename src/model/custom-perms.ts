import { RIGHTS, type PermRule, type Right } from '../meta/doctype-meta.ts';
import type { MetaRegistry } from '../meta/meta-registry.ts';
import type { Tx } from '../storage/database.ts';

/**
 * Every DocType's Custom DocPerm rows as permission rules, by DocType (Frappe's permission manager
 * keeps them; a DocType that has any is judged by them instead of its own DocPerm rows). Read with
 * the DocTypes at every reload; the DocType's own rows are left as they are.
 */
export async function loadCustomPerms(tx: Tx, registry: MetaRegistry): Promise<Map<string, PermRule[]>> {
  const meta = registry.get('Custom DocPerm');
  const out = new Map<string, PermRule[]>();
  if (!meta) return out;
  const rows = await tx.all<Record<string, unknown>>(tx.builder.selectFrom(meta.tableName).selectAll().orderBy('permlevel').orderBy('name'));
  for (const row of rows) {
    const parent = String(row.parent ?? '');
    if (!parent || typeof row.role !== 'string' || !row.role) continue;
    const rights = new Set<Right>();
    for (const right of RIGHTS) if (Number(row[right]) === 1) rights.add(right);
    const rules = out.get(parent) ?? [];
    rules.push({ role: row.role, permlevel: Number(row.permlevel ?? 0), ifOwner: Number(row.if_owner) === 1, rights });
    out.set(parent, rules);
  }
  return out;
}
