import type { Tx } from '../../../storage/database.ts';

/** A user's own words zxcvbn should know (Frappe passes names, e-mail and birth date); none for Guest. */
export async function userInputsOf(tx: Tx, user: string): Promise<string[]> {
  if (!user || user === 'Guest') return [];
  const row = await tx.first<Record<string, unknown>>(tx.builder.selectFrom('tabUser').select(['first_name', 'middle_name', 'last_name', 'email']).where('name', '=', user));
  return row ? ['first_name', 'middle_name', 'last_name', 'email'].map((f) => String(row[f] ?? '')).filter((v) => v) : [];
}
