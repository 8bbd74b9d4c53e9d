import { sql } from 'kysely';
import type { SchemaDialect, Tx } from './database.ts';

/**
 * The system table of per-user view settings (`__UserSettings`, Frappe's name and columns): one
 * row per user and DocType holding the JSON text the desk keeps there (filters, sort, columns,
 * last view). Made by schema-sync.ts createSystemTables; rpc/builtin/desk/user-settings.ts reads
 * and writes it. Frappe keeps a Redis copy it syncs later; svc writes the row at once.
 */
export const USER_SETTINGS_TABLE = '__UserSettings';

/** Longest user or DocType name a row takes (Frappe's VARCHAR(180)). */
export const USER_SETTINGS_KEY_MAX = 180;

export async function createUserSettingsTable(tx: Tx, schema: SchemaDialect): Promise<void> {
  await tx.run(
    tx.builder.schema.createTable(USER_SETTINGS_TABLE).ifNotExists()
      .addColumn('user', sql.raw(schema.columnType('varchar', USER_SETTINGS_KEY_MAX)), (c) => c.notNull())
      .addColumn('doctype', sql.raw(schema.columnType('varchar', USER_SETTINGS_KEY_MAX)), (c) => c.notNull())
      .addColumn('data', sql.raw(schema.columnType('text', null)))
      .addPrimaryKeyConstraint('__UserSettings_pk', ['user', 'doctype']),
  );
}

/** The stored settings text of `user` for `doctype`, or null when none were saved. */
export async function readUserSettings(tx: Tx, user: string, doctype: string): Promise<string | null> {
  const row = await tx.first<{ data: string | null }>(tx.builder.selectFrom(USER_SETTINGS_TABLE).select('data').where('user', '=', user).where('doctype', '=', doctype));
  return row?.data ?? null;
}

/** Stores the settings text of `user` for `doctype`, replacing what was there. */
export async function writeUserSettings(tx: Tx, user: string, doctype: string, data: string): Promise<void> {
  await tx.run(
    tx.builder.insertInto(USER_SETTINGS_TABLE).values({ user, doctype, data })
      .onConflict((oc) => oc.columns(['user', 'doctype']).doUpdateSet({ data })),
  );
}
