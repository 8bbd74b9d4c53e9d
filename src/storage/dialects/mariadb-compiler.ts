import {
  DummyDriver,
  Kysely,
  MysqlAdapter,
  MysqlIntrospector,
  MysqlQueryCompiler,
  type AliasNode,
  type BinaryOperationNode,
  type CastNode,
  type CreateTableNode,
  type FromNode,
  type OnConflictNode,
} from 'kysely';

/** Every table is utf8mb4 with byte-wise comparison, so `=`, unique keys and ordering answer as on SQLite and PostgreSQL (C collation). */
export const TABLE_COLLATION = 'utf8mb4_nopad_bin';
/** What every CREATE TABLE ends with. */
export const TABLE_OPTIONS = ` engine=InnoDB default character set utf8mb4 collate ${TABLE_COLLATION}`;
/** Case-insensitive, accent-sensitive: what PostgreSQL's ILIKE and SQLite's LIKE answer for Frappe's `like`. */
export const LIKE_COLLATION = 'utf8mb4_uca1400_as_ci';

/**
 * Kysely's MySQL compiler plus the few PostgreSQL-shaped nodes shared code builds:
 * `on conflict ... do update` becomes `on duplicate key update`, `ilike` a LIKE under a
 * case-insensitive collation, `cast(... as text)` a cast to char, `delete from t as a` the
 * multi-table form `delete a from t as a`, and every created table states its character set,
 * whatever the database's default.
 */
export class MariadbQueryCompiler extends MysqlQueryCompiler {
  protected override visitFrom(node: FromNode): void {
    const only = node.froms.length === 1 ? node.froms[0] : undefined;
    if (this.parentNode?.kind === 'DeleteQueryNode' && only?.kind === 'AliasNode') {
      this.visitNode((only as AliasNode).alias);
      this.append(' ');
    }
    super.visitFrom(node);
  }

  protected override visitOnConflict(node: OnConflictNode): void {
    this.append('on duplicate key update ');
    if (node.updates && node.updates.length > 0 && !node.doNothing) {
      this.compileList(node.updates);
      return;
    }
    // "do nothing": assign a conflict column to itself.
    const column = node.columns?.[0];
    if (!column) throw new Error('on conflict do nothing needs a column on MariaDB');
    this.visitNode(column);
    this.append(' = ');
    this.visitNode(column);
  }

  protected override visitBinaryOperation(node: BinaryOperationNode): void {
    const op = node.operator.kind === 'OperatorNode' ? (node.operator as unknown as { operator: string }).operator : '';
    if (op !== 'ilike' && op !== 'not ilike') {
      super.visitBinaryOperation(node);
      return;
    }
    this.visitNode(node.leftOperand);
    this.append(op === 'ilike' ? ' like ' : ' not like ');
    this.visitNode(node.rightOperand);
    this.append(` collate ${LIKE_COLLATION}`);
  }

  protected override visitCast(node: CastNode): void {
    const type = node.dataType.kind === 'DataTypeNode' ? (node.dataType as unknown as { dataType: string }).dataType : '';
    if (type !== 'text') {
      super.visitCast(node);
      return;
    }
    this.append('cast(');
    this.visitNode(node.expression);
    this.append(' as char)');
  }

  protected override visitCreateTable(node: CreateTableNode): void {
    super.visitCreateTable(node);
    this.append(TABLE_OPTIONS);
  }
}

/** A Kysely instance that only builds and compiles MariaDB SQL; the dialect runs it through mysql2 itself. */
export function coldBuilder(): Kysely<any> {
  return new Kysely<any>({
    dialect: {
      createAdapter: () => new MysqlAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new MysqlIntrospector(db),
      createQueryCompiler: () => new MariadbQueryCompiler(),
    },
  });
}
