import type { LeanQuery, PgConnection } from './postgres-lean-query.ts';

/** What a batch tells its pipeline when its round trip is over. */
export interface BatchOutcome {
  /** The connection cannot be used again: it failed, or the server ended the session. */
  broken: boolean;
  /** Statements written after one the server refused: it skipped them, so they are to be sent again. */
  unanswered: Array<LeanQuery<unknown>>;
}

/** The server's own errors carry a severity; FATAL and PANIC end the session. */
function endsSession(err: unknown): boolean {
  const severity = (err as { severity?: unknown }).severity;
  return severity === 'FATAL' || severity === 'PANIC';
}

/**
 * Several read statements sent to one connection in one write with one Sync: one round trip, one
 * wake-up of the server's backend and one of svc, for as many statements as arrived together.
 * node-postgres hands it the answers as to any Submittable; it passes each to the statement whose
 * answers are arriving, in order, moving on at each CommandComplete. Read scopes run in autocommit
 * and take no locks, so the statements of different requests can share a batch.
 *
 * When the server refuses a statement it skips the rest of the batch up to the Sync. The refused
 * statement fails; those after it were never run and go back to the pipeline to be sent again.
 */
export class ReadBatch {
  private at = 0;
  private settled = false;

  constructor(
    private members: Array<LeanQuery<unknown>>,
    private readonly done: (outcome: BatchOutcome) => void,
  ) {}

  /** node-postgres records a Parse it sees confirmed under the active query's name and text. */
  get name(): string | undefined {
    return this.members[this.at]?.name;
  }

  get text(): string | undefined {
    return this.members[this.at]?.text;
  }

  submit(connection: PgConnection): null {
    connection.stream.cork?.();
    try {
      const written: Array<LeanQuery<unknown>> = [];
      for (const member of this.members) {
        const refused = member.writeTo(connection);
        if (refused) member.handleError(refused);
        else written.push(member);
      }
      this.members = written;
      connection.sync();
    } finally {
      connection.stream.uncork?.();
    }
    return null;
  }

  handleRowDescription(msg: Parameters<LeanQuery<unknown>['handleRowDescription']>[0]): void {
    this.members[this.at].handleRowDescription(msg);
  }

  handleDataRow(msg: { fields: Array<string | null> }): void {
    this.members[this.at].handleDataRow(msg);
  }

  handleCommandComplete(msg: { text?: string; command?: string }, connection: PgConnection): void {
    const member = this.members[this.at++];
    member.handleCommandComplete(msg);
    member.finish(connection);
  }

  handleEmptyQuery(connection: PgConnection): void {
    this.members[this.at++].finish(connection);
  }

  handlePortalSuspended(): void {}

  handleCopyInResponse(connection: PgConnection): void {
    connection.sendCopyFail('No source stream defined');
  }

  handleCopyData(): void {}

  handleError(err: Error, connection?: PgConnection): void {
    if (this.settled) return;
    this.settled = true;
    const serverRefused = connection !== undefined && 'severity' in err && !endsSession(err);
    if (!serverRefused) {
      for (const member of this.members.slice(this.at)) member.handleError(err, connection);
      this.done({ broken: true, unanswered: [] });
      return;
    }
    // Past the last statement, an error can only be the Sync's: none of them is to blame.
    this.members[this.at]?.handleError(err, connection);
    const unanswered = this.members.slice(this.at + 1);
    // Their Parse messages were skipped too: the statements are to be parsed again.
    for (const member of unanswered) {
      if (member.name !== undefined && connection.parsedStatements[member.name] === undefined) delete connection.submittedNamedStatements[member.name];
    }
    this.done({ broken: false, unanswered });
  }

  handleReadyForQuery(): void {
    if (this.settled) return;
    this.settled = true;
    this.done({ broken: false, unanswered: [] });
  }
}
