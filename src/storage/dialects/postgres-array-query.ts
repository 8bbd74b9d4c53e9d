import { createRequire } from 'node:module';

const load = createRequire(import.meta.url);

/** The parts of node-postgres's Connection a query writes to (its Submittable contract). */
interface PgConnection {
  parsedStatements: Record<string, string | undefined>;
  submittedNamedStatements: Record<string, string | undefined>;
  stream: { cork?(): void; uncork?(): void };
  parse(query: { text: string; name?: string }): void;
  bind(config: { statement?: string; values: unknown[]; valueMapper: (value: unknown) => unknown }): void;
  describe(msg: { type: 'P' | 'S'; name?: string }): void;
  execute(config: { portal?: string; rows?: number }): void;
  sync(): void;
  sendCopyFail(message: string): void;
}

interface FieldDescription {
  dataTypeID: number;
  format?: string;
}

type Parser = (text: string) => unknown;
export interface TypeParsers {
  getTypeParser(oid: number, format?: string): Parser;
}

/**
 * Each connection's value parsers per prepared statement name: a statement's result columns are
 * fixed for as long as it lives on its server connection (PostgreSQL refuses to run it once they
 * would change), so one RowDescription serves every later run there. Kept per connection, never
 * shared: another connection prepares the same text anew, after a schema change perhaps.
 */
const describedOn = new WeakMap<PgConnection, Map<string, Parser[]>>();

let prepareValue: ((value: unknown) => unknown) | null = null;

/**
 * A statement whose rows come back as arrays of parsed values, sent to node-postgres as a
 * Submittable (the extension point pg-cursor uses). node-postgres's own Query copies its config
 * with property descriptors, builds a result object per run and maps each RowDescription's column
 * names into a template row that array mode never uses: about a tenth of a document read's CPU on
 * PostgreSQL. This one asks for the RowDescription only the first time a named statement runs on
 * a connection and keeps its parsers.
 */
export class ArrayQuery {
  readonly promise: Promise<unknown[][]>;
  private readonly rows: unknown[][] = [];
  private parsers: Parser[] | null = null;
  private resolve!: (rows: unknown[][]) => void;
  private reject!: (err: Error) => void;
  private failed = false;

  constructor(
    /** Read by node-postgres when the server confirms a Parse (it records the statement then). */
    readonly text: string,
    readonly name: string | undefined,
    private readonly values: unknown[],
    private readonly types: TypeParsers,
  ) {
    this.promise = new Promise((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
  }

  submit(connection: PgConnection): Error | null {
    const name = this.name;
    if (name !== undefined) {
      const previous = connection.parsedStatements[name] ?? connection.submittedNamedStatements[name];
      if (previous !== undefined && previous !== this.text) return new Error(`Prepared statements must be unique - '${name}' was used for a different statement`);
    }
    prepareValue ??= (load('pg/lib/utils') as { prepareValue(value: unknown): unknown }).prepareValue;
    let known = describedOn.get(connection);
    if (!known) describedOn.set(connection, (known = new Map()));
    this.parsers = name === undefined ? null : (known.get(name) ?? null);
    connection.stream.cork?.();
    try {
      if (name === undefined || (connection.parsedStatements[name] === undefined && connection.submittedNamedStatements[name] === undefined)) {
        connection.parse({ text: this.text, name });
        if (name !== undefined) connection.submittedNamedStatements[name] = this.text;
      }
      connection.bind({ statement: name, values: this.values, valueMapper: prepareValue });
      if (!this.parsers) connection.describe({ type: 'P', name: '' });
      connection.execute({ portal: '' });
      connection.sync();
    } finally {
      connection.stream.uncork?.();
    }
    return null;
  }

  handleRowDescription(msg: { fields: FieldDescription[] }): void {
    this.parsers = msg.fields.map((f) => this.types.getTypeParser(f.dataTypeID, f.format ?? 'text'));
  }

  handleDataRow(msg: { fields: Array<string | null> }): void {
    const parsers = this.parsers!;
    const raw = msg.fields;
    const row = new Array<unknown>(raw.length);
    for (let i = 0; i < raw.length; i++) row[i] = raw[i] === null ? null : parsers[i](raw[i]!);
    this.rows.push(row);
  }

  handleCommandComplete(): void {}

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
    if (this.failed) return;
    if (this.name !== undefined && this.parsers) {
      let known = describedOn.get(connection);
      if (!known) describedOn.set(connection, (known = new Map()));
      known.set(this.name, this.parsers);
    }
    this.resolve(this.rows);
  }
}
