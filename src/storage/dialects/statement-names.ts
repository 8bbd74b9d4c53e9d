/** How many SQL texts get a server-side prepared statement name; past it, statements run unnamed. */
export const MAX_NAMED_STATEMENTS = 1000;

/**
 * Names for PostgreSQL's prepared statements, one per SQL text and shared by every pooled
 * connection. node-postgres keeps each named statement on each server connection that ran it
 * until the connection closes, and a client can vary a listing's `fields` or an `in` list into
 * any number of SQL texts, so names are bounded: a text is named on its second use (a one-off
 * never takes a name), and once `limit` texts hold names the rest run unnamed, parsed per use.
 */
export class StatementNames {
  private readonly names = new Map<string, string>();
  /** Texts used once, oldest first; bounded like the names. */
  private readonly seenOnce = new Set<string>();

  constructor(private readonly limit = MAX_NAMED_STATEMENTS) {}

  /** The name to prepare `sql` under, or undefined to run it unnamed. */
  nameOf(sql: string): string | undefined {
    const known = this.names.get(sql);
    if (known !== undefined || this.names.size >= this.limit) return known;
    if (!this.seenOnce.delete(sql)) {
      if (this.seenOnce.size >= this.limit) this.seenOnce.delete(this.seenOnce.values().next().value!);
      this.seenOnce.add(sql);
      return undefined;
    }
    const name = `svc_${this.names.size}`;
    this.names.set(sql, name);
    return name;
  }

  get size(): number {
    return this.names.size;
  }
}
