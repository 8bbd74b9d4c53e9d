// Fills the site's SQLite file with ToDo rows directly: one prepared INSERT in one transaction
// writes 100,000 rows in about a second, where the API would need minutes.
import BetterSqlite3 from 'better-sqlite3';
import { TODO_COLUMNS, todoRows } from './seed-data.ts';

/** Inserts `count` ToDos into the SQLite file and returns their names (in insertion order). */
export function seedSqlite(file: string, count: number): string[] {
  const db = new BetterSqlite3(file);
  try {
    const columns = TODO_COLUMNS.map((c) => `"${c}"`).join(', ');
    const params = TODO_COLUMNS.map((c) => `@${c}`).join(', ');
    const insert = db.prepare(`insert into "tabToDo" (${columns}) values (${params})`);
    const names: string[] = [];
    db.transaction(() => {
      for (const row of todoRows(count)) {
        insert.run(row);
        names.push(row.name as string);
      }
    })();
    // Fold the WAL back into the main file, so a plain file copy carries every row.
    db.pragma('wal_checkpoint(TRUNCATE)');
    return names;
  } finally {
    db.close();
  }
}

/**
 * SQLite's plan for the list scenario's query (svc's SQL, with its name tie-breaker), printed
 * with the results: the plan, not the server, decides what a filtered, sorted page costs.
 */
export function listQueryPlan(file: string): string {
  const db = new BetterSqlite3(file, { readonly: true });
  try {
    const rows = db.prepare(
      `explain query plan select "name", "status", "description" from "tabToDo" where "status" = 'Open' order by "modified" desc, "name" desc limit 20`,
    ).all() as Array<{ detail: string }>;
    return rows.map((r) => r.detail).join('; ');
  } finally {
    db.close();
  }
}
