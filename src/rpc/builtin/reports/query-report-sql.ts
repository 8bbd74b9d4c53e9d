import { sql, type RawBuilder } from 'kysely';
import { appError } from '../../../errors/app-error.ts';
import type { Database } from '../../../storage/database.ts';

/** Frappe's `%(name)s` placeholders of a query report (pymysql's), and `%%` for a percent sign. */
const PLACEHOLDER = /%\((\w+)\)s|%%/g;

/**
 * A Query Report's SQL run read-only (docs/DECISIONS.md D131): one SELECT or WITH statement only
 * (Frappe's check_safe_sql_query), placed inside `select * from (...)` so nothing but a query can
 * run (a data-modifying CTE of PostgreSQL is refused there too), in the database's read-only
 * scope (SQLite's read-only connection, PostgreSQL's read-only transactions, MariaDB's read-only
 * session), the filters bound as parameters, stopped after `timeoutSeconds` where the database
 * can stop a statement (PostgreSQL, MariaDB).
 */
export async function runQuerySql(db: Database, text: string, filters: Record<string, unknown>, timeoutSeconds: number): Promise<{ columns: string[]; rows: unknown[][] }> {
  const statement = oneReadStatement(text);
  const query = sql`select * from (${boundSql(statement, filters)}) svc_query_report`.compile(db.builder);
  let rows: Array<Record<string, unknown>> | null;
  try {
    rows = await db.read((tx) => tx.allWithin<Record<string, unknown>>(query, timeoutSeconds * 1000));
  } catch (err) {
    if (db.classifyError(err)?.kind === 'unavailable') throw err;
    throw appError('VALIDATION', `The report's query failed: ${(err as Error).message}`);
  }
  if (rows === null) throw appError('VALIDATION', `The report's query ran longer than ${timeoutSeconds} s and was stopped`);
  const columns = rows.length > 0 ? Object.keys(rows[0]) : [];
  return { columns, rows: rows.map((row) => columns.map((c) => row[c])) };
}

/** The statement without comments and a final `;`; refused unless it is one SELECT or WITH. */
function oneReadStatement(text: string): string {
  const bare = text.replace(/--[^\n]*|\/\*[\s\S]*?\*\//g, ' ').trim().replace(/;\s*$/, '').trim();
  if (!/^(select|with)\b/i.test(bare)) throw appError('PERMISSION_DENIED', 'Query must be of SELECT or read-only WITH type.');
  if (outsideQuotes(bare).includes(';')) throw appError('PERMISSION_DENIED', 'A Query Report runs one statement only');
  return bare;
}

/** The text with its quoted literals and identifiers blanked, so a `;` inside one is not counted. */
function outsideQuotes(text: string): string {
  return text.replace(/'(?:[^']|'')*'|"(?:[^"]|"")*"|`(?:[^`]|``)*`/g, "''");
}

function boundSql(text: string, filters: Record<string, unknown>): RawBuilder<unknown> {
  const parts: Array<RawBuilder<unknown>> = [];
  let from = 0;
  for (const m of text.matchAll(PLACEHOLDER)) {
    parts.push(sql.raw(text.slice(from, m.index)));
    if (m[0] === '%%') parts.push(sql.raw('%'));
    else parts.push(sql`${filterValue(filters, m[1])}`);
    from = m.index + m[0].length;
  }
  parts.push(sql.raw(text.slice(from)));
  return sql.join(parts, sql.raw(''));
}

function filterValue(filters: Record<string, unknown>, name: string): unknown {
  if (!Object.hasOwn(filters, name)) throw appError('VALIDATION', `The report needs the filter ${name}`);
  const value = filters[name];
  if (value !== null && typeof value === 'object') throw appError('VALIDATION', `The filter ${name} must be a single value`);
  return value;
}
