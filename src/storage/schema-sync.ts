import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { appError } from '../errors/app-error.ts';
import { optionalColumns, type DocTypeMeta } from '../meta/doctype-meta.ts';
import type { ColumnKind } from '../meta/field-types.ts';
import type { SchemaDialect, Tx } from './database.ts';
import { createGlobalSearchTables } from './global-search-table.ts';
import { createJobsTable } from './jobs-table.ts';
import { createLeasesTable } from './leases-table.ts';
import { createJobWorkersTable } from './job-workers-table.ts';
import { createUserSettingsTable } from './user-settings-table.ts';

interface ColumnSpec {
  name: string;
  kind: ColumnKind | 'name_int';
  length: number | null;
  notNullDefault?: number;
}

function columnSpecs(meta: DocTypeMeta): ColumnSpec[] {
  const specs: ColumnSpec[] = [
    { name: 'name', kind: meta.naming.kind === 'autoincrement' ? 'name_int' : 'varchar', length: 140 },
    { name: 'creation', kind: 'datetime', length: null },
    { name: 'modified', kind: 'datetime', length: null },
    { name: 'modified_by', kind: 'varchar', length: 140 },
    { name: 'owner', kind: 'varchar', length: 140 },
    { name: 'docstatus', kind: 'int', length: null, notNullDefault: 0 },
    { name: 'idx', kind: 'int', length: null, notNullDefault: 0 },
  ];
  if (meta.istable) for (const c of ['parent', 'parentfield', 'parenttype']) specs.push({ name: c, kind: 'varchar', length: 140 });
  for (const f of meta.dataFields) specs.push({ name: f.fieldname, kind: f.column!, length: f.length });
  for (const c of optionalColumns(meta)) specs.push({ name: c, kind: 'text', length: null });
  return specs;
}

/** A short, stable index name: PostgreSQL cuts identifiers at 63 bytes, so names are hashed. */
function indexName(table: string, columns: string[], unique: boolean): string {
  const digest = createHash('sha1').update(`${table}\0${columns.join(',')}`).digest('hex').slice(0, 12);
  return `${unique ? 'uq' : 'ix'}_${digest}_${columns.join('_')}`.slice(0, 60);
}

/** What a migration changed in the schema, for `svc migrate` to say. */
export interface SchemaChanges {
  tables: string[];
  columns: string[];
  types: string[];
  indexes: string[];
}

export function noSchemaChanges(): SchemaChanges {
  return { tables: [], columns: [], types: [], indexes: [] };
}

/**
 * Creates or alters `tab<DocType>` to match its metadata: missing tables and columns are added,
 * column types changed where the dialect can, indexes created. Columns are never dropped, so
 * removing a field from a DocType keeps its data. With `changes`, what it did is noted there.
 */
export async function syncTable(tx: Tx, schema: SchemaDialect, meta: DocTypeMeta, changes?: SchemaChanges): Promise<void> {
  // A single keeps its values in tabSingles; a virtual DocType's documents come from code.
  if (meta.issingle || meta.isVirtual) return;
  const table = meta.tableName;
  const specs = columnSpecs(meta);
  const existing = await schema.tableColumns(tx, table);
  const indexesBefore = changes && existing ? await schema.tableIndexes(tx, table) : new Set<string>();
  if (!existing) {
    changes?.tables.push(table);
    let create = tx.builder.schema.createTable(table);
    for (const spec of specs) {
      create = create.addColumn(spec.name, sql.raw(schema.columnType(spec.kind, spec.length)), (col) => {
        let c = col;
        if (spec.name === 'name') c = c.primaryKey();
        if (spec.notNullDefault !== undefined) c = c.notNull().defaultTo(spec.notNullDefault);
        return c;
      });
    }
    await tx.run(create);
  } else {
    for (const spec of specs) {
      const current = existing.get(spec.name);
      const wanted = schema.columnType(spec.kind, spec.length);
      if (current === undefined) {
        changes?.columns.push(`${table}.${spec.name}`);
        await tx.run(tx.builder.schema.alterTable(table).addColumn(spec.name, sql.raw(wanted), (col) => (spec.notNullDefault !== undefined ? col.notNull().defaultTo(spec.notNullDefault) : col)));
      } else if (schema.alterColumnType && !sameType(current, wanted)) {
        changes?.types.push(`${table}.${spec.name}: ${current} -> ${wanted}`);
        try {
          await tx.run(schema.alterColumnType(tx.builder, table, spec.name, wanted));
        } catch (err) {
          throw appError('VALIDATION', `Cannot change the type of field ${spec.name}: its stored values do not convert (${(err as Error).message})`, { cause: err });
        }
      }
    }
  }
  const indexes = plannedIndexes(meta);
  const specByName = new Map(specs.map((s) => [s.name, s]));
  for (const ix of indexes) {
    const prefixes = ix.columns.map((c) => {
      const spec = specByName.get(c);
      return spec && schema.indexPrefix ? schema.indexPrefix(spec.kind, spec.length, ix.unique) : null;
    });
    const name = indexName(table, ix.columns, ix.unique);
    if (existing && !indexesBefore.has(name.toLowerCase())) changes?.indexes.push(`${table}.${name}`);
    const base = tx.builder.schema.createIndex(name).ifNotExists().on(table);
    // Where the dialect can key only a prefix of a long column, the key parts say so: `col`(191).
    let create = prefixes.every((p) => p === null)
      ? base.columns(ix.columns)
      : base.expression(sql.join(ix.columns.map((c, i) => (prefixes[i] === null ? sql.ref(c) : sql`${sql.ref(c)}(${sql.raw(String(prefixes[i]))})`))));
    if (ix.unique) create = create.unique();
    await tx.run(create);
  }
}

/** The indexes `syncTable` keeps on a DocType's table. */
function plannedIndexes(meta: DocTypeMeta): Array<{ columns: string[]; unique: boolean }> {
  const indexes: Array<{ columns: string[]; unique: boolean }> = [];
  if (meta.istable) indexes.push({ columns: ['parent'], unique: false });
  else indexes.push({ columns: ['modified', 'name'], unique: false });
  for (const f of meta.dataFields) {
    if (f.unique) indexes.push({ columns: [f.fieldname], unique: true });
    // A searched field is indexed together with the default sort, so "filter on it, newest first"
    // reads one index range in order instead of sorting every match.
    else if (f.searchIndex && meta.sortField !== f.fieldname && !meta.istable) indexes.push({ columns: [f.fieldname, meta.sortField, 'name'], unique: false });
    else if (f.searchIndex || meta.sortField === f.fieldname) indexes.push({ columns: [f.fieldname], unique: false });
  }
  return indexes;
}

/**
 * Renames a DocType's table from `from`'s name to `to`'s (a DocType renamed, docs/DECISIONS.md
 * D110), in the caller's transaction. Index names are made of the table's, so its indexes are
 * dropped and made again under the new table's names: a DocType later given the old name finds
 * none of them taken.
 */
export async function renameTable(tx: Tx, schema: SchemaDialect, from: DocTypeMeta, to: DocTypeMeta): Promise<void> {
  if (from.issingle || from.isVirtual || !(await schema.tableColumns(tx, from.tableName))) return;
  await tx.run(tx.builder.schema.alterTable(from.tableName).renameTo(to.tableName));
  for (const ix of plannedIndexes(from)) {
    const drop = tx.builder.schema.dropIndex(indexName(from.tableName, ix.columns, ix.unique)).ifExists();
    await tx.run(schema.indexNamesPerTable ? drop.on(to.tableName) : drop);
  }
  await syncTable(tx, schema, to);
}

function sameType(current: string, wanted: string): boolean {
  const norm = (t: string) =>
    t.toLowerCase()
      .replace(/^character varying/, 'varchar')
      .replace(/^timestamp without time zone/, 'timestamp')
      .replace(/^time without time zone/, 'time')
      .replace(/\(.*\)$/, '');
  return norm(current) === norm(wanted);
}

/**
 * Raised when what svc writes for an unchanged definition changes (2: DocType records' Check
 * fields stored as 0, not null), so every site re-syncs its standard DocTypes once on upgrade.
 */
const SCHEMA_REVISION = 2;

/** Creates the tables svc itself needs: name counters, single DocTypes' values, hashed secrets, schema versions, sessions, idempotency keys, background jobs, users' view settings. */
export async function createSystemTables(tx: Tx, schema: SchemaDialect): Promise<void> {
  await tx.run(
    tx.builder.schema.createTable('tabSeries').ifNotExists()
      .addColumn('name', sql.raw(schema.columnType('varchar', 140)), (c) => c.primaryKey())
      .addColumn('current', sql.raw(schema.columnType('int', null)), (c) => c.notNull().defaultTo(0)),
  );
  await tx.run(
    tx.builder.schema.createTable('__Auth').ifNotExists()
      .addColumn('doctype', sql.raw(schema.columnType('varchar', 140)), (c) => c.notNull())
      .addColumn('name', sql.raw(schema.columnType('varchar', 140)), (c) => c.notNull())
      .addColumn('fieldname', sql.raw(schema.columnType('varchar', 140)), (c) => c.notNull())
      .addColumn('password', sql.raw(schema.columnType('text', null)), (c) => c.notNull())
      .addColumn('encrypted', sql.raw(schema.columnType('int', null)), (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('__Auth_pk', ['doctype', 'name', 'fieldname']),
  );
  await tx.run(
    tx.builder.schema.createTable('tabSingles').ifNotExists()
      .addColumn('doctype', sql.raw(schema.columnType('varchar', 140)), (c) => c.notNull())
      .addColumn('field', sql.raw(schema.columnType('varchar', 140)), (c) => c.notNull())
      .addColumn('value', sql.raw(schema.columnType('text', null)))
      .addPrimaryKeyConstraint('tabSingles_pk', ['doctype', 'field']),
  );
  await tx.run(
    tx.builder.schema.createTable('__svc_schema').ifNotExists()
      .addColumn('doctype', sql.raw(schema.columnType('varchar', 140)), (c) => c.primaryKey())
      .addColumn('hash', sql.raw(schema.columnType('varchar', 140)), (c) => c.notNull()),
  );
  // Login sessions (auth/sessions/sql-session-store.ts): only the SHA-256 of each sid is stored.
  await tx.run(
    tx.builder.schema.createTable('__sessions').ifNotExists()
      .addColumn('sid_hash', sql.raw(schema.columnType('varchar', 64)), (c) => c.primaryKey())
      .addColumn('user_name', sql.raw(schema.columnType('varchar', 140)), (c) => c.notNull())
      .addColumn('created_at', sql.raw(schema.columnType('int', null)), (c) => c.notNull())
      .addColumn('last_seen', sql.raw(schema.columnType('int', null)), (c) => c.notNull())
      .addColumn('expires_at', sql.raw(schema.columnType('int', null)), (c) => c.notNull())
      .addColumn('csrf', sql.raw(schema.columnType('int', null)), (c) => c.notNull().defaultTo(0))
      .addColumn('stamp', sql.raw(schema.columnType('varchar', 64)), (c) => c.notNull()),
  );
  await tx.run(tx.builder.schema.createIndex('ix___sessions_user_name').ifNotExists().on('__sessions').column('user_name'));
  await tx.run(tx.builder.schema.createIndex('ix___sessions_expires_at').ifNotExists().on('__sessions').column('expires_at'));
  await createIdempotencyTable(tx, schema);
  await createJobsTable(tx, schema);
  await createLeasesTable(tx, schema);
  await createJobWorkersTable(tx, schema);
  await createUserSettingsTable(tx, schema);
  await createGlobalSearchTables(tx, schema);
}

/** Idempotency keys and the answers they replay (storage/idempotency-table.ts), per user, shared by every process. */
async function createIdempotencyTable(tx: Tx, schema: SchemaDialect): Promise<void> {
  const type = (kind: 'varchar' | 'text' | 'int', length: number | null = null) => sql.raw(schema.columnType(kind, length));
  await tx.run(
    tx.builder.schema.createTable('__idempotency').ifNotExists()
      .addColumn('user_name', type('varchar', 140), (c) => c.notNull())
      .addColumn('idem_key', type('varchar', 255), (c) => c.notNull())
      .addColumn('fingerprint', type('varchar', 64), (c) => c.notNull())
      .addColumn('token', type('varchar', 32), (c) => c.notNull())
      .addColumn('state', type('varchar', 16), (c) => c.notNull())
      .addColumn('created_at', type('int'), (c) => c.notNull())
      .addColumn('lease_until', type('int'), (c) => c.notNull())
      .addColumn('status', type('int'))
      .addColumn('content_type', type('varchar', 140))
      .addColumn('body', type('text'))
      .addPrimaryKeyConstraint('__idempotency_pk', ['user_name', 'idem_key']),
  );
  await tx.run(tx.builder.schema.createIndex('ix___idempotency_created_at').ifNotExists().on('__idempotency').column('created_at'));
}

/** A stable digest of a DocType definition, to skip work when nothing changed. */
export function definitionHash(meta: DocTypeMeta): string {
  return createHash('sha256').update(`${SCHEMA_REVISION}\0${stableStringify(meta.source)}`).digest('hex').slice(0, 32);
}

function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${stableStringify((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
