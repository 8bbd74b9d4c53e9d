/** A bounded map used to reuse prepared statements by SQL text. */
export class StatementCache<S> {
  private readonly map = new Map<string, S>();
  constructor(private readonly limit = 1000) {}

  get(sql: string, prepare: (sql: string) => S): S {
    let stmt = this.map.get(sql);
    if (stmt === undefined) {
      if (this.map.size >= this.limit) this.map.clear();
      stmt = prepare(sql);
      this.map.set(sql, stmt);
    }
    return stmt;
  }
}
