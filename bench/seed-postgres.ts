// Fills a PostgreSQL site's ToDo table in batches: each batch is one INSERT ... SELECT FROM
// unnest(<one array per column>), so 100,000 rows take ten round trips instead of 100,000.
import pg from 'pg';
import { TODO_COLUMNS, todoRows, type TodoRow } from './seed-data.ts';

const BATCH = 10_000;
/** Array types the columns are sent as; everything not listed is text. */
const ARRAY_TYPE: Partial<Record<(typeof TODO_COLUMNS)[number], string>> = {
  creation: 'timestamp[]', modified: 'timestamp[]', date: 'date[]', docstatus: 'bigint[]', idx: 'bigint[]',
};

/** Inserts `count` ToDos and returns their names; vacuums and analyses the table as autovacuum soon would. */
export async function seedPostgres(url: string, count: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const columns = TODO_COLUMNS.map((c) => `"${c}"`).join(', ');
    const arrays = TODO_COLUMNS.map((c, i) => `$${i + 1}::${ARRAY_TYPE[c] ?? 'text[]'}`).join(', ');
    const sql = `insert into "tabToDo" (${columns}) select * from unnest(${arrays})`;
    const names: string[] = [];
    let batch: TodoRow[] = [];
    const flush = async () => {
      await client.query(sql, TODO_COLUMNS.map((c) => batch.map((row) => row[c])));
      batch = [];
    };
    await client.query('begin');
    for (const row of todoRows(count)) {
      batch.push(row);
      names.push(row.name as string);
      if (batch.length === BATCH) await flush();
    }
    if (batch.length > 0) await flush();
    await client.query('commit');
    // A table this size in service has been vacuumed and analysed. Measured straight after the bulk
    // insert, the first read of each row writes its page's hint bits, and autovacuum wakes for the
    // 100,000 new rows during the run: both are the seeding's cost, not a read's.
    await client.query('vacuum (analyze) "tabToDo"');
    return names;
  } finally {
    await client.end();
  }
}

/** Drops a benchmark database, disconnecting anything still attached to it. */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await client.end();
  }
}
