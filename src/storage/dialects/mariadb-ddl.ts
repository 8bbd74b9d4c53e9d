import { randomBytes } from 'node:crypto';
import type { Pool, PoolConnection } from 'mysql2/promise';
import type { CompiledQuery, OperationNode } from 'kysely';
import { acquire } from './mariadb-connection.ts';
import { TABLE_OPTIONS } from './mariadb-compiler.ts';

/** What a DDL statement does to which table, read from its Kysely tree. */
export interface DdlTarget {
  kind: 'create' | 'index' | 'alter' | 'drop' | 'rename';
  table: string | null;
  /** The table's new name, for a rename. */
  to?: string;
}

const DDL_TEXT = /^\s*(create|alter|drop|rename|truncate)\b/i;

/** The table a DDL statement changes, or null when `sql` is not DDL. */
export function ddlTarget(node: OperationNode | undefined, sql: string): DdlTarget | null {
  if (!DDL_TEXT.test(sql)) return null;
  const tableOf = (n: unknown) => (n as { table?: { table?: { identifier?: { name?: string } } } })?.table?.table?.identifier?.name ?? null;
  switch (node?.kind) {
    case 'CreateTableNode': return { kind: 'create', table: tableOf(node) };
    case 'AlterTableNode': {
      const renameTo = (node as { renameTo?: unknown }).renameTo;
      const to = renameTo ? tableOf({ table: renameTo }) : null;
      return to ? { kind: 'rename', table: tableOf(node), to } : { kind: 'alter', table: tableOf(node) };
    }
    case 'DropIndexNode': return { kind: 'alter', table: tableOf(node) };
    case 'CreateIndexNode': return { kind: 'index', table: tableOf(node) };
    case 'DropTableNode': return { kind: 'drop', table: tableOf(node) };
    default: return { kind: 'alter', table: null };
  }
}

interface ColumnState {
  type: string;
  nullable: boolean;
  default: string | null;
}

/** An index as `create index` needs it again: its key parts (`col` or `col`(prefix)) in order. */
interface IndexState {
  unique: boolean;
  parts: string[];
}

interface TableState {
  columns: Map<string, ColumnState>;
  indexes: Map<string, IndexState>;
}

/**
 * One step to undo at rollback: a table put back to its noted state, or a table renamed back from
 * `aside` (a dropped table set aside, or a renamed table).
 */
type UndoStep = { table: string; was: TableState | null } | { table: string; aside: string };

/** The prefix of the names dropped tables are set aside under until they are dropped for good. */
const ASIDE_PREFIX = '__svc_dropped_';

const q = (id: string) => `\`${id.replace(/`/g, '``')}\``;

const CREATE_INDEX = /^create (unique )?index (?:if not exists )?(`(?:[^`]|``)+`) on `(?:[^`]|``)+` \((.*)\)$/s;

/** `create index ix on t (a, b)` as a clause of CREATE TABLE: `index ix (a, b)`; null for anything else. */
function indexClause(sql: string): string | null {
  const m = CREATE_INDEX.exec(sql);
  return m ? `${m[1] ?? ''}index ${m[2]} (${m[3]})` : null;
}

/**
 * The schema changes of one write transaction. MariaDB commits a transaction implicitly at any
 * DDL statement, so DDL never runs on the transaction's own connection: it runs at once on a
 * side connection (the transaction sees the new table or column, being READ COMMITTED), after
 * the state of each table it touches was noted. When the transaction rolls back, every touched
 * table is put back as noted: created tables dropped, added columns and indexes dropped, changed
 * column types restored. A dropped table is renamed aside (`__svc_dropped_…`) and renamed back
 * at rollback; once the transaction has committed, the caller drops the aside tables in the
 * background (`setAside`), since a DROP may wait long for a reader's metadata lock and a
 * committed request must neither wait for it nor fail. The whole change is thus kept or undone
 * with the transaction's rows, as on SQLite and PostgreSQL.
 *
 * Each DDL statement costs the server tens of milliseconds (it syncs to disk), so a new table's
 * indexes are folded into its CREATE TABLE: the table is created when the transaction next
 * runs anything else (`flush`).
 */
export class DdlSession {
  /** Tables noted since they were last set aside (or since the start). */
  private readonly before = new Set<string>();
  private readonly undo: UndoStep[] = [];
  private readonly aside: string[] = [];
  private pending: { table: string; sql: string; indexes: string[] } | null = null;

  constructor(private readonly pool: Pool) {}

  /** True while a created table waits for its indexes. */
  get hasPending(): boolean {
    return this.pending !== null;
  }

  /** The tables set aside by drops, for the caller to drop for good once the transaction committed. */
  get setAside(): readonly string[] {
    return this.aside;
  }

  /** Runs one DDL statement (a drop renames the table aside). */
  async run(target: DdlTarget, compiled: CompiledQuery): Promise<void> {
    if (target.kind === 'drop' && target.table) {
      await this.flush();
      await this.setTableAside(target.table);
      return;
    }
    if (target.kind === 'rename' && target.table && target.to) {
      await this.flush();
      await this.renameTable(target.table, target.to, compiled);
      return;
    }
    const index = target.kind === 'index' && this.pending?.table === target.table ? indexClause(compiled.sql) : null;
    if (index) {
      this.pending!.indexes.push(index);
      return;
    }
    await this.flush();
    await this.withConnection(async (conn) => {
      let was: TableState | null | undefined;
      if (target.table && !this.before.has(target.table)) {
        was = await tableState(conn, target.table);
        this.before.add(target.table);
        this.undo.push({ table: target.table, was });
      }
      if (target.kind === 'create' && target.table && was === null && compiled.parameters.length === 0 && compiled.sql.endsWith(TABLE_OPTIONS)) {
        this.pending = { table: target.table, sql: compiled.sql, indexes: [] };
        return;
      }
      await conn.query(compiled.sql, compiled.parameters as unknown[]);
    });
  }

  /** Creates the table waiting for its indexes, with them. */
  async flush(): Promise<void> {
    const pending = this.pending;
    if (!pending) return;
    this.pending = null;
    const cut = pending.sql.length - TABLE_OPTIONS.length;
    // The column list closes just before the table options the compiler appends.
    const sql = `${pending.sql.slice(0, cut - 1)}${pending.indexes.map((i) => `, ${i}`).join('')})${TABLE_OPTIONS}`;
    await this.withConnection(async (conn) => {
      await conn.query(sql);
    });
  }

  /**
   * Renames `table` (when it exists) to a fresh aside name. Like a DROP it needs the table's
   * metadata lock; when that wait times out the statement fails and the transaction with it.
   */
  private async setTableAside(table: string): Promise<void> {
    await this.withConnection(async (conn) => {
      const [rows] = await conn.query('select 1 from information_schema.tables where table_schema = database() and table_name = ?', [table]);
      if ((rows as unknown[]).length === 0) return;
      const aside = `${ASIDE_PREFIX}${randomBytes(8).toString('hex')}`;
      await conn.query(`rename table ${q(table)} to ${q(aside)}`);
      this.undo.push({ table, aside });
      this.aside.push(aside);
      // A table created under the same name later in the transaction is a new one, noted afresh.
      this.before.delete(table);
    });
  }

  /**
   * Renames a table (a DocType renamed); rollback renames it back. Changes to it after the rename
   * are noted under its new name, so they are undone before it takes its old name again.
   */
  private async renameTable(from: string, to: string, compiled: CompiledQuery): Promise<void> {
    await this.withConnection(async (conn) => {
      await conn.query(compiled.sql, compiled.parameters as unknown[]);
    });
    this.undo.push({ table: from, aside: to });
    this.before.delete(from);
    this.before.delete(to);
  }

  /** After rollback: every step undone, latest first (tables set aside renamed back, touched tables restored). */
  async rolledBack(): Promise<void> {
    if (this.undo.length === 0) return;
    await this.withConnection(async (conn) => {
      for (const step of [...this.undo].reverse()) {
        if ('aside' in step) {
          await conn.query(`rename table ${q(step.aside)} to ${q(step.table)}`);
          continue;
        }
        const { table, was } = step;
        if (!was) {
          await conn.query(`drop table if exists ${q(table)}`);
          continue;
        }
        const now = await tableState(conn, table);
        if (!now) continue;
        for (const index of now.indexes.keys()) if (!was.indexes.has(index)) await conn.query(`drop index if exists ${q(index)} on ${q(table)}`);
        for (const [index, def] of was.indexes) {
          if (!now.indexes.has(index)) await conn.query(`create ${def.unique ? 'unique ' : ''}index ${q(index)} on ${q(table)} (${def.parts.join(', ')})`);
        }
        for (const [column, state] of now.columns) {
          const old = was.columns.get(column);
          if (!old) await conn.query(`alter table ${q(table)} drop column if exists ${q(column)}`);
          else if (old.type !== state.type || old.nullable !== state.nullable) {
            await conn.query(`alter table ${q(table)} modify column ${q(column)} ${old.type} ${old.nullable ? 'null' : 'not null'}${old.default !== null ? ` default ${old.default}` : ''}`);
          }
        }
      }
    });
  }

  private async withConnection(fn: (conn: PoolConnection) => Promise<void>): Promise<void> {
    const conn = await acquire(this.pool);
    try {
      await fn(conn);
    } finally {
      conn.release();
    }
  }
}

/** A table's columns and index names, or null when it does not exist. */
async function tableState(conn: PoolConnection, table: string): Promise<TableState | null> {
  const [columns] = await conn.query(
    'select column_name as c, column_type as t, is_nullable as n, column_default as d from information_schema.columns where table_schema = database() and table_name = ?',
    [table],
  );
  const rows = columns as Array<{ c: string; t: string; n: string; d: string | null }>;
  if (rows.length === 0) return null;
  const [indexes] = await conn.query(
    'select index_name as i, non_unique as nu, column_name as c, sub_part as p from information_schema.statistics where table_schema = database() and table_name = ? order by index_name, seq_in_index',
    [table],
  );
  const byName = new Map<string, IndexState>();
  for (const r of indexes as Array<{ i: string; nu: number | string; c: string; p: number | null }>) {
    const def = byName.get(r.i) ?? { unique: Number(r.nu) === 0, parts: [] };
    def.parts.push(r.p === null ? q(r.c) : `${q(r.c)}(${Number(r.p)})`);
    byName.set(r.i, def);
  }
  return { columns: new Map(rows.map((r) => [r.c, { type: r.t, nullable: r.n === 'YES', default: r.d }])), indexes: byName };
}
