import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { CompiledQuery } from 'kysely';
import type { Database } from '../../src/storage/database.ts';
import { createSystemTables, syncTable } from '../../src/storage/schema-sync.ts';
import { enabledDialects, openTestDatabase, type Dialect } from '../helpers/dialects.ts';
import { testApps } from '../helpers/test-site.ts';

/** The leading column of every index on `table`, read from the dialect's own catalog. */
const LEADING_COLUMNS: Record<Dialect['name'], string> = {
  sqlite: 'select ii.name as col from pragma_index_list(?) il join pragma_index_info(il.name) ii where ii.seqno = 0',
  postgres: 'select a.attname as col from pg_index i join pg_class c on c.oid = i.indrelid join pg_attribute a on a.attrelid = c.oid and a.attnum = i.indkey[0] where c.relname = $1',
  mariadb: 'select column_name as col from information_schema.statistics where table_schema = database() and table_name = ? and seq_in_index = 1',
};

// Serving a private file, deleting a File and registering a file_url all look File records up by
// file_url; without an index each of those reads the whole table.
for (const dialect of await enabledDialects()) {
  describe(`File lookups are indexed [${dialect.name}]`, () => {
    let db: Database;
    let close: () => Promise<void>;
    before(async () => {
      ({ db, close } = await openTestDatabase(dialect));
      const meta = (await testApps()).doctypes.get('File')!;
      await db.write(async (tx) => {
        await createSystemTables(tx, db.schema);
        await syncTable(tx, db.schema, meta);
      });
    });
    after(async () => {
      await close();
    });

    for (const column of ['file_url', 'content_hash', 'folder', 'attached_to_name']) {
      it(`an index leads with ${column}`, async () => {
        const rows = await db.read((tx) => tx.all<{ col: string }>({ sql: LEADING_COLUMNS[dialect.name], parameters: ['tabFile'] } as unknown as CompiledQuery));
        const leading = rows.map((r) => r.col);
        assert.ok(leading.includes(column), `leading columns: ${leading.join(', ')}`);
      });
    }
  });
}
