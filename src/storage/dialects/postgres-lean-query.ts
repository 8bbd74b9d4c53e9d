import { createRequire } from 'node:module';
import { rowBuilder, type RowBuilder } from '../../util/own.ts';

const load = createRequire(import.meta.url);

/** The parts of node-postgres's Connection a query writes to (its Submittable contract). */
export interface PgConnection {
  parsedStatements: Record<string, string | undefined>;
  submittedNamedStatements: Record<string, string | undefined>;
  stream: { cork?(): void; uncork?(): void };
  parse(query: { text: string; name?: string }): void;
  bind(config: { statement?: string; values: readonly unknown[] }): void;
  describe(msg: { type: 'P' | 'S'; name?: string }): void;
  execute(config: { portal?: string; rows?: number }): void;
  sync(): void;
  sendCopyFail(message: string): void;
}

interface FieldDescription {
  name: string;
  dataTypeID: number;
  format?: string;
}

type Parser = (text: string) => unknown;
export interface TypeParsers {
  getTypeParser(oid: number, format?: string): Parser;
}

/** What a statement's result columns need: their names (for rows as objects) and value parsers. */
interface Described {
  /** Builds a row as an object by column name. */
  build: RowBuilder;
  parsers: Parser[];
}

/** How rows come back: arrays of values, objects by column name, or only how many there were. */
export type RowShape = 'arrays' | 'objects' | 'count';

export interface LeanResult<R> {
  rows: R[];
  /** Rows returned or affected, from the command tag (`UPDATE 3`, `INSERT 0 1`); 0 when it has none. */
  rowCount: number;
}

/**
 * Each connection's result columns per prepared statement name: a statement's columns are fixed
 * for as long as it lives on its server connection (PostgreSQL refuses to run it once they would
 * change), so one RowDescription serves every later run there. Kept per connection, never shared:
 * another connection prepares the same text anew, after a schema change perhaps.
 */
const describedOn = new WeakMap<PgConnection, Map<string, Described>>();

/**
 * The named statement `begin`, prepared once on each write session by its first transaction there.
 * Later transactions send its Bind and Execute in front of their first statement: one round trip
 * fewer per transaction, and the statement cannot run outside it, since the server takes the
 * messages in order.
 */
export const BEGIN_STATEMENT = 'svc_begin';

/** A write transaction's BEGIN, sent with the first of its statements that is written at all. */
export interface PendingBegin {
  begun: boolean;
}

const COMMAND_TAG = /^[A-Za-z]+(?: (\d+))?(?: (\d+))?/;

let prepareValue: ((value: unknown) => unknown) | null = null;

function describedFor(connection: PgConnection): Map<string, Described> {
  let known = describedOn.get(connection);
  if (!known) describedOn.set(connection, (known = new Map()));
  return known;
}

/**
 * One statement sent to node-postgres as a Submittable (the extension point pg-cursor uses), over
 * the extended protocol. node-postgres's own Query copies its config with property descriptors,
 * builds a result object per run and maps each RowDescription's column names into a template row:
 * about a third of a document read's CPU on PostgreSQL. This one asks for the RowDescription only
 * the first time a named statement runs on a connection and keeps what it says.
 */
export class LeanQuery<R = unknown> {
  readonly promise: Promise<LeanResult<R>>;
  private readonly rows: R[] = [];
  private rowCount = 0;
  private described: Described | null = null;
  /** A Describe was sent: no RowDescription by ReadyForQuery means the statement returns no rows. */
  private describing = false;
  private resolve!: (result: LeanResult<R>) => void;
  private reject!: (err: Error) => void;
  private failed = false;

  constructor(
    /** Read by node-postgres when the server confirms a Parse (it records the statement then). */
    readonly text: string,
    readonly name: string | undefined,
    private readonly values: readonly unknown[],
    private readonly shape: RowShape,
    private readonly types: TypeParsers,
    /** Set in a write transaction whose BEGIN has not gone out yet. */
    private readonly begin?: PendingBegin,
  ) {
    this.promise = new Promise((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
  }

  /**
   * Writes the transaction's BEGIN when it is pending, then this statement's Parse (the first time
   * its name is used on the connection), Bind, Describe (until its columns are known) and Execute,
   * without a Sync: a ReadBatch writes several before one Sync. An error means nothing was
   * written: a name taken by other text, or a value whose toPostgres threw.
   */
  writeTo(connection: PgConnection): Error | null {
    const name = this.name;
    if (name !== undefined) {
      const previous = connection.parsedStatements[name] ?? connection.submittedNamedStatements[name];
      if (previous !== undefined && previous !== this.text) return new Error(`Prepared statements must be unique - '${name}' was used for a different statement`);
    }
    prepareValue ??= (load('pg/lib/utils') as { prepareValue(value: unknown): unknown }).prepareValue;
    let values: unknown[];
    try {
      values = this.values.map((value) => prepareValue!(value));
    } catch (err) {
      return err as Error;
    }
    if (this.begin && !this.begin.begun) {
      // No Parse: its ParseComplete would be taken for this statement's.
      connection.bind({ statement: BEGIN_STATEMENT, values: [] });
      connection.execute({ portal: '' });
      this.begin.begun = true;
    }
    this.described = name === undefined ? null : (describedOn.get(connection)?.get(name) ?? null);
    if (name === undefined || (connection.parsedStatements[name] === undefined && connection.submittedNamedStatements[name] === undefined)) {
      connection.parse({ text: this.text, name });
      if (name !== undefined) connection.submittedNamedStatements[name] = this.text;
    }
    connection.bind({ statement: name, values });
    // Counting needs no columns: the command tag says how many.
    this.describing = !this.described && this.shape !== 'count';
    if (this.describing) connection.describe({ type: 'P', name: '' });
    connection.execute({ portal: '' });
    return null;
  }

  submit(connection: PgConnection): Error | null {
    connection.stream.cork?.();
    try {
      const refused = this.writeTo(connection);
      if (refused) return refused;
      connection.sync();
    } finally {
      connection.stream.uncork?.();
    }
    return null;
  }

  handleRowDescription(msg: { fields: FieldDescription[] }): void {
    this.described = {
      build: rowBuilder(msg.fields.map((f) => f.name)),
      parsers: msg.fields.map((f) => this.types.getTypeParser(f.dataTypeID, f.format ?? 'text')),
    };
  }

  handleDataRow(msg: { fields: Array<string | null> }): void {
    if (this.shape === 'count') return;
    const { build, parsers } = this.described!;
    const raw = msg.fields;
    const values = new Array<unknown>(raw.length);
    for (let i = 0; i < raw.length; i++) values[i] = raw[i] === null ? null : parsers[i](raw[i]!);
    this.rows.push((this.shape === 'arrays' ? values : build(values)) as R);
  }

  handleCommandComplete(msg: { text?: string; command?: string }): void {
    const tag = COMMAND_TAG.exec(msg.text ?? msg.command ?? '');
    const count = tag?.[2] ?? tag?.[1];
    if (count !== undefined) this.rowCount = Number(count);
  }

  handleEmptyQuery(): void {}

  handlePortalSuspended(): void {}

  handleCopyInResponse(connection: PgConnection): void {
    connection.sendCopyFail('No source stream defined');
  }

  handleCopyData(): void {}

  handleError(err: Error, connection?: PgConnection): void {
    if (this.name !== undefined && connection) describedOn.get(connection)?.delete(this.name);
    this.failed = true;
    this.reject(err);
  }

  handleReadyForQuery(connection: PgConnection): void {
    this.finish(connection);
  }

  /** The statement's answers are all in: its rows are handed over, its columns kept for the next run. */
  finish(connection: PgConnection): void {
    if (this.failed) return;
    if (this.name !== undefined && this.describing) describedFor(connection).set(this.name, this.described ?? { build: rowBuilder([]), parsers: [] });
    this.resolve({ rows: this.rows, rowCount: this.rowCount });
  }
}
