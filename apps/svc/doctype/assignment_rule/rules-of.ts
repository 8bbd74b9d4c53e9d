import type { DocContext } from '../../../../src/model/doc-context.ts';
import type { Doc } from '../../../../src/model/document.ts';
import type { Tx } from '../../../../src/storage/database.ts';

/** An enabled Assignment Rule as applying it needs it: its fields, its users and days in table order. */
export interface LoadedRule extends Doc {
  readonly name: string;
  readonly userList: readonly string[];
  readonly dayList: readonly string[];
}

const COLUMNS = ['name', 'priority', 'description', 'assign_condition', 'unassign_condition', 'close_condition', 'rule', 'field', 'due_date_based_on'] as const;

/**
 * The enabled rules of each DocType one transaction has read (Frappe's cached get_doctype_map of
 * Assignment Rule), keyed by the transaction so they go with it; a saved or deleted Assignment
 * Rule drops its DocType's entry (docs/DECISIONS.md D101).
 */
const perTx = new WeakMap<Tx, Map<string, Promise<LoadedRule[]>>>();

function byDoctypeOf(tx: Tx): Map<string, Promise<LoadedRule[]>> {
  let known = perTx.get(tx);
  if (!known) perTx.set(tx, (known = new Map()));
  return known;
}

/** One child table's values of the rules, by rule name, in row order. */
async function childValues(dc: DocContext, table: string, column: string, names: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  const found = await dc.tx.all<{ parent: string; value: string | null }>(
    dc.tx.builder.selectFrom(table).select(['parent', `${column} as value`]).where('parenttype', '=', 'Assignment Rule').where('parent', 'in', names).orderBy('parent').orderBy('idx'),
  );
  for (const row of found) if (row.value) (out.get(row.parent) ?? out.set(row.parent, []).get(row.parent)!).push(row.value);
  return out;
}

async function loadRules(dc: DocContext, doctype: string): Promise<LoadedRule[]> {
  const rules = await dc.tx.all<Doc & { name: string }>(
    dc.tx.builder.selectFrom('tabAssignment Rule').select([...COLUMNS]).where('document_type', '=', doctype).where('disabled', '=', 0),
  );
  if (rules.length === 0) return [];
  // Ordered here, not in SQL: the dialects place a null priority differently.
  rules.sort((a, b) => Number(b.priority ?? 0) - Number(a.priority ?? 0) || (a.name < b.name ? -1 : 1));
  const names = rules.map((rule) => rule.name);
  const users = await childValues(dc, 'tabAssignment Rule User', 'user', names);
  const days = await childValues(dc, 'tabAssignment Rule Day', 'day', names);
  return rules.map((rule) => ({ ...rule, userList: users.get(rule.name) ?? [], dayList: days.get(rule.name) ?? [] }));
}

/** The enabled Assignment Rules of a DocType, highest priority first: one indexed query per transaction when it has none. */
export function rulesOf(dc: DocContext, doctype: string): Promise<LoadedRule[]> {
  const known = byDoctypeOf(dc.tx);
  let rules = known.get(doctype);
  if (!rules) known.set(doctype, (rules = loadRules(dc, doctype)));
  return rules;
}

/** Drops what the transaction knew of a DocType's rules (one of them was saved or deleted). */
export function forgetRules(dc: DocContext, doctype: unknown): void {
  if (typeof doctype === 'string') byDoctypeOf(dc.tx).delete(doctype);
}
