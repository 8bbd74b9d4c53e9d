import type { Tx } from './database.ts';

/**
 * The `__Auth` table (Frappe's name): secrets kept out of document tables. Login passwords and
 * API secrets are stored hashed (encrypted = 0); Password fields encrypted with the site key.
 */
export async function setAuthValue(tx: Tx, doctype: string, name: string, fieldname: string, value: string, encrypted: boolean): Promise<void> {
  await tx.run(
    tx.builder
      .insertInto('__Auth')
      .values({ doctype, name, fieldname, password: value, encrypted: encrypted ? 1 : 0 })
      .onConflict((oc) => oc.columns(['doctype', 'name', 'fieldname']).doUpdateSet({ password: value, encrypted: encrypted ? 1 : 0 })),
  );
}

/** Reads one stored secret, or undefined; `encryptedOnly` never answers a hashed one (a Password field's only). */
export async function getAuthValue(tx: Tx, doctype: string, name: string, fieldname: string, options: { encryptedOnly?: boolean } = {}): Promise<string | undefined> {
  let q = tx.builder.selectFrom('__Auth').select('password').where('doctype', '=', doctype).where('name', '=', name).where('fieldname', '=', fieldname);
  if (options.encryptedOnly) q = q.where('encrypted', '=', 1);
  const row = await tx.first<{ password: string }>(q);
  return row?.password;
}

/** Removes every secret of a document (on delete). */
export async function deleteAuthValues(tx: Tx, doctype: string, name: string): Promise<void> {
  await tx.run(tx.builder.deleteFrom('__Auth').where('doctype', '=', doctype).where('name', '=', name));
}

/** Moves a document's secrets to a new name (on rename). */
export async function renameAuthValues(tx: Tx, doctype: string, from: string, to: string): Promise<void> {
  await tx.run(tx.builder.updateTable('__Auth').set({ name: to }).where('doctype', '=', doctype).where('name', '=', from));
}
