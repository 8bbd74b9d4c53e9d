/** A bounded map used to reuse prepared statements by SQL text. */
export class StatementCache<S> {
  private readonly map = new Map<string, S>();
  constructor(private readonly limit = 1000) {}

  get(sql: string, prepare: (sql: string) => S): S {
    let stmt = this.map.get(sql);
    if (stmt === undefined) {
      // The oldest goes, not all: a client sending many distinct queries (page lengths are part of
      // SQLite's SQL) costs the others one re-prepare each now and then, never a cold cache.
      if (this.map.size >= this.limit) this.map.delete(this.map.keys().next().value!);
      stmt = prepare(sql);
      this.map.set(sql, stmt);
    }
    return stmt;
  }

  get size(): number {
    return this.map.size;
  }
}
