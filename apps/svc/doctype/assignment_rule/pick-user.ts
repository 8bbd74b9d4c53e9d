import type { DocContext } from '../../../../src/model/doc-context.ts';
import type { Doc } from '../../../../src/model/document.ts';
import type { LoadedRule } from './rules-of.ts';

/**
 * Frappe's round robin: the user after the rule's last one, the first after the last or when the
 * last is not (or no longer) in the list, read afresh (under pickUser's lock).
 */
async function nextInTurn(dc: DocContext, rule: LoadedRule): Promise<string | null> {
  const users = rule.userList;
  if (users.length === 0) return null;
  const row = await dc.tx.first<{ last_user: string | null }>(dc.tx.builder.selectFrom('tabAssignment Rule').select('last_user').where('name', '=', rule.name));
  const at = row?.last_user ? users.indexOf(row.last_user) : -1;
  return at === -1 || at === users.length - 1 ? users[0] : users[at + 1];
}

/** Frappe's load balancing: the user with the fewest open ToDos of the DocType, the earliest listed among equals. */
async function leastLoaded(dc: DocContext, rule: LoadedRule, doctype: string): Promise<string | null> {
  const users = rule.userList;
  if (users.length === 0) return null;
  const counts = await dc.tx.all<{ allocated_to: string; open: number | string }>(
    dc.tx.builder.selectFrom('tabToDo').select(['allocated_to', (eb) => eb.fn.countAll().as('open')])
      .where('reference_type', '=', doctype).where('status', '=', 'Open').where('allocated_to', 'in', [...users]).groupBy('allocated_to'),
  );
  const load = new Map(counts.map((row) => [row.allocated_to, Number(row.open)]));
  let best = users[0];
  for (const user of users) if ((load.get(user) ?? 0) < (load.get(best) ?? 0)) best = user;
  return best;
}

/** Frappe's based on field: the user the document's field names, when that user exists. */
async function fromField(dc: DocContext, rule: LoadedRule, doc: Doc): Promise<string | null> {
  const value = doc[String(rule.field ?? '')];
  if (typeof value !== 'string' || !value) return null;
  const row = await dc.tx.first<{ name: string }>(dc.tx.builder.selectFrom('tabUser').select('name').where('name', '=', value));
  return row ? row.name : null;
}

/**
 * Who the rule assigns the document to, or null when no one. A round robin or load balancing
 * rule is locked until the transaction ends, so two saves at once never both read the same last
 * user or the same loads and pick alike (docs/DECISIONS.md D101).
 */
export async function pickUser(dc: DocContext, rule: LoadedRule, doctype: string, doc: Doc): Promise<string | null> {
  if (rule.rule === 'Based on Field') return fromField(dc, rule, doc);
  await dc.tx.lock(`Assignment Rule:${rule.name}`);
  return rule.rule === 'Round Robin' ? nextInTurn(dc, rule) : leastLoaded(dc, rule, doctype);
}

/** Remembers the rule's last user for the next round (Frappe's db_set: no new `modified`, no events). */
export async function rememberLastUser(dc: DocContext, rule: LoadedRule, user: string): Promise<void> {
  await dc.tx.run(dc.tx.builder.updateTable('tabAssignment Rule').set({ last_user: user }).where('name', '=', rule.name));
}
