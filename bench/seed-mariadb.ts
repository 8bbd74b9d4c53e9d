// Fills a MariaDB site's ToDo table with multi-row INSERTs of 1,000 rows, in one transaction, so
// 100,000 rows take a hundred round trips; then ANALYZE, as on PostgreSQL.
import mysql from 'mysql2/promise';
import { MARIADB_ADMIN } from '../scripts/local-services.ts';
import { TODO_COLUMNS, todoRows, type TodoRow } from './seed-data.ts';

const BATCH = 1_000;

/** Inserts `count` ToDos into `database` and returns their names. */
export async function seedMariadb(database: string, count: number): Promise<string[]> {
  const conn = await mysql.createConnection({ ...MARIADB_ADMIN, database });
  try {
    const columns = TODO_COLUMNS.map((c) => `\`${c}\``).join(', ');
    const names: string[] = [];
    let batch: TodoRow[] = [];
    const flush = async () => {
      await conn.query(`insert into \`tabToDo\` (${columns}) values ?`, [batch.map((row) => TODO_COLUMNS.map((c) => row[c]))]);
      batch = [];
    };
    await conn.query('start transaction');
    for (const row of todoRows(count)) {
      batch.push(row);
      names.push(row.name as string);
      if (batch.length === BATCH) await flush();
    }
    if (batch.length > 0) await flush();
    await conn.query('commit');
    await conn.query('analyze table `tabToDo`');
    return names;
  } finally {
    await conn.end();
  }
}

/** Drops a benchmark database. */
export async function dropMariadbDatabase(name: string): Promise<void> {
  const conn = await mysql.createConnection(MARIADB_ADMIN);
  try {
    await conn.query(`drop database if exists \`${name}\``);
  } finally {
    await conn.end();
  }
}
