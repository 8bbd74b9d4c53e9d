import type { Principal } from '../../../context/principal.ts';
import { appError } from '../../../errors/app-error.ts';
import { RIGHTS } from '../../../meta/doctype-meta.ts';
import type { MethodContext } from '../../method-context.ts';

const MANAGER = 'System Manager';
export const CUSTOM_DOCPERM = 'Custom DocPerm';

/** Frappe's only_for("System Manager"): 403 for anyone else, before anything is read. */
export function onlyForSystemManager(user: Principal): void {
  if (!user.superuser && !user.roles.has(MANAGER)) throw appError('PERMISSION_DENIED', `This action is only allowed for <strong>${MANAGER}</strong>`);
}

/** A DocPerm or Custom DocPerm row as Frappe's `fields="*"` answers it. */
export type PermRow = Record<string, unknown>;

/** The Custom DocPerm rows of a DocType (by level), read with system rights: callers are System Managers. */
export async function customRows(api: MethodContext, doctype: string, filters: unknown[] = []): Promise<PermRow[]> {
  return (await api.asSystem().list(CUSTOM_DOCPERM, { fields: ['*'], filters: [['parent', '=', doctype], ...filters], order_by: 'permlevel asc, creation asc', limit_page_length: 0 })) as PermRow[];
}

/** A DocType's own DocPerm rows (its DocType record's `permissions`), by level. */
export async function standardRows(api: MethodContext, doctype: string): Promise<PermRow[]> {
  return (await api.asSystem().list('DocPerm', { fields: ['*'], filters: [['parent', '=', doctype]], parent: 'DocType', order_by: 'permlevel asc, idx asc', limit_page_length: 0 })) as PermRow[];
}

/**
 * Frappe's setup_custom_perms: before the first change to a DocType's rights its own rows are
 * copied into Custom DocPerm, which from then on decide them. True when it copied.
 */
export async function setupCustomPerms(api: MethodContext, doctype: string): Promise<boolean> {
  if ((await api.asSystem().count(CUSTOM_DOCPERM, [['parent', '=', doctype]])) > 0) return false;
  const system = api.ignoringPermissions();
  for (const row of await standardRows(api, doctype)) {
    const copy: Record<string, unknown> = { doctype: CUSTOM_DOCPERM, parent: doctype, role: row.role, permlevel: Number(row.permlevel ?? 0), if_owner: Number(row.if_owner ?? 0) ? 1 : 0 };
    for (const right of RIGHTS) copy[right] = Number(row[right] ?? 0) ? 1 : 0;
    await system.insert(copy);
  }
  return true;
}

/** The one Custom DocPerm of (DocType, role, level, if_owner), if any (Frappe's lookup by those four). */
export async function findRule(api: MethodContext, doctype: string, role: string, permlevel: number, ifOwner: number): Promise<string | undefined> {
  const rows = await customRows(api, doctype, [['role', '=', role], ['permlevel', '=', permlevel], ['if_owner', '=', ifOwner]]);
  return rows[0]?.name as string | undefined;
}

/** A permission level argument: a whole number 0-9 (the levels DocType fields may have). */
export function permlevelArg(value: unknown): number {
  const level = Number(value ?? 0);
  if (!Number.isInteger(level) || level < 0 || level > 9) throw appError('VALIDATION', 'permlevel must be a whole number from 0 to 9');
  return level;
}

/** A 0/1 flag from Frappe's spellings (`1`, `"1"`, `true`); anything else is 0. */
export function flagArg(value: unknown): 0 | 1 {
  return value === true || value === 1 || value === '1' || value === 'true' ? 1 : 0;
}
