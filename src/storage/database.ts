import type { Compilable, CompiledQuery, Expression, Kysely, RawBuilder } from 'kysely';
import type { ColumnKind } from '../meta/field-types.ts';
import type { Awaitable } from '../util/awaitable.ts';

export type Row = Record<string, unknown>;
export type Query = Compilable | CompiledQuery;

/** What shared code may ask of a database without knowing which one it is (Kysely-style capability flags). */
export interface DialectCapabilities {
  /** `select ... for update` row locks exist (PostgreSQL, MariaDB); SQLite serialises writers instead. */
  readonly rowLocks: boolean;
  /**
   * LIMIT values are written into the SQL as integer literals (SQLite, which runs a bound LIMIT
   * slower, and whose statement cache is bounded); elsewhere they stay bound, so page lengths do
   * not multiply the named prepared statements a server keeps per connection.
   */
  readonly literalLimits: boolean;
  /** Operator for case-insensitive LIKE as Frappe means it. */
  readonly likeOperator: 'like' | 'ilike';
  /**
   * An insert can skip a row whose name is taken instead of failing (`on conflict ("name") do
   * nothing`: SQLite, PostgreSQL). PostgreSQL needs it, since a failed statement aborts its whole
   * transaction; MariaDB has no such clause for one key alone, and a failed statement there undoes
   * only itself.
   */
  readonly insertUnlessNameTaken: boolean;
  /** The scalar SQL functions of Frappe's listing fields, in this database's words. */
  readonly functions: SqlFunctions;
}

/** MySQL's functions that Frappe's `fields` use, as each database spells them; results are text or numbers as svc returns them. */
export interface SqlFunctions {
  /** 1-based position of `needle` in `haystack`, 0 when absent (MySQL `locate`). */
  locate(needle: Expression<unknown>, haystack: Expression<unknown>): RawBuilder<unknown>;
  /** The date part as `YYYY-MM-DD` text. */
  date(value: Expression<unknown>): RawBuilder<unknown>;
  /** A date or datetime as `YYYY-MM-DD HH:MM:SS` text. */
  timestamp(value: Expression<unknown>): RawBuilder<unknown>;
  /** Any value as text (a date as `YYYY-MM-DD`), so it can meet a text fallback in coalesce(). */
  text(value: Expression<unknown>): RawBuilder<unknown>;
}

/** One transaction (or read scope) of one request. Domain code runs queries here and never commits. */
export interface Tx {
  readonly builder: Kysely<any>;
  readonly caps: DialectCapabilities;
  readonly readOnly: boolean;
  all<R = Row>(query: Query): Promise<R[]>;
  first<R = Row>(query: Query): Promise<R | undefined>;
  /**
   * The rows of a query as arrays of column values, in the order of its select list. Drivers
   * build no object per row (on SQLite that is most of a short listing's cost), so hot paths that
   * know their columns (listings, a document by name) read this way and key the values themselves.
   * Answered at once where the driver reads on this thread (SQLite) and the scope has begun.
   */
  allValues(query: Query): Awaitable<unknown[][]>;
  /**
   * A read that may take at most `ms`: its rows, or null when the database stopped it for time
   * (PostgreSQL `statement_timeout` in read scopes, MariaDB `max_statement_time`). SQLite cannot
   * interrupt a statement, so there it runs whole; bound the work with a LIMIT as well.
   */
  allWithin<R = Row>(query: Query, ms: number): Promise<R[] | null>;
  /** Runs a statement and returns the number of rows it changed. */
  run(query: Query): Promise<number>;
  /** Next value of a named counter; atomic across concurrent transactions and processes. */
  nextCounter(key: string, by?: number): Promise<number>;
  /** Sets a named counter to at least `value`. */
  raiseCounter(key: string, value: number): Promise<void>;
  /** Queues work that must only happen once the transaction is durable (cache invalidation). */
  afterCommit(fn: () => void): void;
  /**
   * Holds the lock named `name` until the transaction ends, in every process of the site: two
   * transactions locking one name run the rest of their work one after the other. Names are
   * any text; only write transactions take locks.
   */
  lock(name: string): Promise<void>;
}

/** DDL vocabulary of a dialect: the column type for each kind of field. */
export interface SchemaDialect {
  columnType(kind: ColumnKind | 'name_int', length: number | null): string;
  /** Columns of an existing table, lower-case names, or null when it does not exist. */
  tableColumns(tx: Tx, table: string): Promise<Map<string, string> | null>;
  /** Names of a table's indexes, lower-case (so a migration can say which it created). */
  tableIndexes(tx: Tx, table: string): Promise<Set<string>>;
  /** The statement changing a column's type in place, or null where it cannot (SQLite stores any type in any column). */
  readonly alterColumnType: ((builder: Kysely<any>, table: string, column: string, type: string) => Query) | null;
  /** Characters of a column an index may hold, when it cannot hold the whole value (MariaDB key length). */
  indexPrefix?(kind: ColumnKind | 'name_int', length: number | null, unique: boolean): number | null;
  /** True where an index's name is its table's (MariaDB: `drop index … on table`), not the schema's. */
  readonly indexNamesPerTable?: boolean;
}

/** A database classified failure, produced by the dialect's error translator. */
export type DbFailure =
  /** `onName`: the value that collided is the row's name (its primary key), as the dialect reads its own driver's error. */
  | { kind: 'unique'; onName: boolean; detail: string }
  | { kind: 'read_only' }
  | { kind: 'unavailable'; detail: string }
  | { kind: 'lock_timeout' }
  /** A text value the database cannot hold (PostgreSQL refuses NUL): the client's input, not an outage. */
  | { kind: 'invalid_text' };

/** A site's database: transactions, streaming, change probing and DDL vocabulary. */
export interface Database {
  readonly builder: Kysely<any>;
  readonly caps: DialectCapabilities;
  readonly schema: SchemaDialect;
  readonly description: string;
  /**
   * Runs `fn` in a read-only scope; any write inside fails. Where the driver reads on this thread
   * (SQLite) `fn`'s own answer comes back as it is, a value when it had no need to wait, so a
   * cached or single-statement read costs no promise; elsewhere a promise.
   */
  read<T>(fn: (tx: Tx) => Awaitable<T>): Awaitable<T>;
  /** Runs `fn` in a write transaction: committed when it returns, rolled back when it throws. */
  write<T>(fn: (tx: Tx) => Awaitable<T>): Promise<T>;
  /** Streams the rows of a query without holding them all in memory. */
  stream(query: Query): AsyncIterable<Row>;
  /** Classifies a driver error, or null when it is not a database condition svc knows. */
  classifyError(err: unknown): DbFailure | null;
  /** Serialises schema changes between processes for the rest of `tx`. */
  lockSchema(tx: Tx): Promise<void>;
  /** Registers a listener for change notices published with `notify` (by any process). */
  onNotice(listener: (channel: string) => void): void;
  /** Publishes a change notice to every process of the site, once `tx` commits. */
  notify(tx: Tx, channel: string): Promise<void>;
  close(): Promise<void>;
}

/** Implemented by dialects whose change notices must be polled (SQLite, MariaDB); cheap when nothing changed. */
export interface NoticePoller {
  /** Never rejects; a promise when the look needs a round trip to the server. */
  pollNotices(): void | Promise<void>;
}
