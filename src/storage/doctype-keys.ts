import type { Tx } from './database.ts';
import { GLOBAL_SEARCH_TABLE, INDEXED_TABLE } from './global-search-table.ts';
import { USER_SETTINGS_TABLE } from './user-settings-table.ts';

/** svc's own tables that key rows by a DocType's name, and the column holding it. */
const KEYED_BY_DOCTYPE: ReadonlyArray<[table: string, column: string]> = [
  ['__Auth', 'doctype'],
  ['tabSingles', 'doctype'],
  [USER_SETTINGS_TABLE, 'doctype'],
  [GLOBAL_SEARCH_TABLE, 'doctype'],
  [INDEXED_TABLE, 'doctype'],
];

/**
 * Moves what svc's own tables keep under a DocType's name to its new name (a DocType renamed,
 * docs/DECISIONS.md D110): its documents' secrets, a single's values, users' view settings, global
 * search entries and the autoincrement counter. Rows some earlier DocType of the new name left
 * behind are dropped first, so the move never collides with them.
 */
export async function moveDocTypeKeys(tx: Tx, from: string, to: string): Promise<void> {
  const b = tx.builder;
  for (const [table, column] of KEYED_BY_DOCTYPE) {
    await tx.run(b.deleteFrom(table).where(column, '=', to));
    await tx.run(b.updateTable(table).set({ [column]: to }).where(column, '=', from));
  }
  const counter = (name: string) => `__autoincrement:${name}`;
  await tx.run(b.deleteFrom('tabSeries').where('name', '=', counter(to)));
  await tx.run(b.updateTable('tabSeries').set({ name: counter(to) }).where('name', '=', counter(from)));
}
