import type { Pool } from 'mysql2/promise';
import { sql, type Kysely } from 'kysely';
import type { ColumnKind } from '../../meta/field-types.ts';
import type { SchemaDialect, Tx } from '../database.ts';

/** InnoDB keys hold at most 3072 bytes (768 utf8mb4 characters); longer columns are indexed by a prefix. */
const INDEX_PREFIX = 191;

/**
 * MariaDB's column types. Text of every size is `longtext` (no row-size pressure, no length
 * surprises); JSON is text as on SQLite, kept exactly as written; timestamps keep microseconds.
 * Table columns are read on a connection of their own, outside the asking transaction, once
 * `settle` has run the transaction's pending DDL.
 */
export function mariadbSchema(ddlPool: Pool, settle: (tx: Tx) => Promise<void>): SchemaDialect {
  return {
    indexNamesPerTable: true,
    columnType(kind: ColumnKind | 'name_int', length: number | null): string {
      switch (kind) {
        case 'varchar': return `varchar(${length ?? 140})`;
        case 'int': return 'bigint';
        case 'name_int': return 'bigint';
        case 'decimal': return 'decimal(21,9)';
        case 'date': return 'date';
        case 'datetime': return 'datetime(6)';
        case 'time': return 'time(6)';
        default: return 'longtext';
      }
    },
    async tableColumns(tx, table: string) {
      await settle(tx);
      const [rows] = await ddlPool.query('select column_name as c, data_type as t from information_schema.columns where table_schema = database() and table_name = ?', [table]);
      const list = rows as Array<{ c: string; t: string }>;
      if (list.length === 0) return null;
      return new Map(list.map((r) => [r.c.toLowerCase(), r.t.toLowerCase()]));
    },
    async tableIndexes(tx, table: string) {
      await settle(tx);
      const [rows] = await ddlPool.query('select distinct index_name as i from information_schema.statistics where table_schema = database() and table_name = ?', [table]);
      return new Set((rows as Array<{ i: string }>).map((r) => r.i.toLowerCase()));
    },
    alterColumnType(builder: Kysely<any>, table: string, column: string, type: string) {
      return builder.schema.alterTable(table).modifyColumn(column, sql.raw(type));
    },
    indexPrefix(kind: ColumnKind | 'name_int', length: number | null, unique: boolean): number | null {
      // A unique key on a long column is kept by a hash of the whole value (MariaDB 10.4+), never a prefix.
      if (unique) return null;
      if (kind === 'text' || kind === 'json') return INDEX_PREFIX;
      if (kind === 'varchar' && (length ?? 140) > INDEX_PREFIX) return INDEX_PREFIX;
      return null;
    },
  };
}
