import type { AllowedValue, Restrictions, ShareRight } from '../context/principal.ts';
import type { Tx } from '../storage/database.ts';
import type { PrincipalSite } from './principal-site.ts';

const SHARE_RIGHTS: readonly ShareRight[] = ['read', 'write', 'share', 'submit'];

interface PermissionRow {
  allow: string;
  for_value: string;
  applicable_for: string | null;
  is_default: number | null;
  hide_descendants: number | null;
}

/**
 * A user's User Permissions (frappe get_user_permissions: allowed values by DocType, a tree
 * value's descendants included unless `hide_descendants`) and the documents shared with them or
 * with everyone (frappe.share.get_shared). Read once with the principal and kept with it, so a
 * request pays nothing; any change to either sends the `auth` notice, which reloads principals.
 * Undefined for a user with neither.
 */
export async function loadRestrictions(site: PrincipalSite, tx: Tx, user: string): Promise<Restrictions | undefined> {
  const userPermissions = new Map<string, AllowedValue[]>();
  const permissionRows = await tx.all<PermissionRow>(
    tx.builder.selectFrom('tabUser Permission').select(['allow', 'for_value', 'applicable_for', 'is_default', 'hide_descendants']).where('user', '=', user),
  );
  for (const row of permissionRows) {
    const values = userPermissions.get(row.allow) ?? [];
    userPermissions.set(row.allow, values);
    const applicableFor = row.applicable_for || null;
    values.push({ doc: row.for_value, applicableFor, isDefault: Number(row.is_default) === 1 });
    if (!Number(row.hide_descendants)) for (const doc of await descendantsOf(site, tx, row.allow, row.for_value)) values.push({ doc, applicableFor, isDefault: false });
  }
  const shares = new Map<string, Map<string, Set<ShareRight>>>();
  const shareRows = await tx.all<Record<string, unknown>>(
    tx.builder.selectFrom('tabDocShare').select(['share_doctype', 'share_name', ...SHARE_RIGHTS]).where((eb) => eb.or([eb('user', '=', user), eb('everyone', '=', 1)])),
  );
  for (const row of shareRows) {
    const byName = shares.get(String(row.share_doctype)) ?? new Map<string, Set<ShareRight>>();
    shares.set(String(row.share_doctype), byName);
    const rights = byName.get(String(row.share_name)) ?? new Set<ShareRight>();
    byName.set(String(row.share_name), rights);
    for (const right of SHARE_RIGHTS) if (Number(row[right]) === 1) rights.add(right);
  }
  if (userPermissions.size === 0 && shares.size === 0) return undefined;
  return { userPermissions, shares, strict: site.settings.applyStrictUserPermissions };
}

/** The names below a node of a tree DocType, by its nested-set bounds; none for other DocTypes. */
async function descendantsOf(site: PrincipalSite, tx: Tx, doctype: string, node: string): Promise<string[]> {
  const meta = site.meta.get(doctype);
  if (!meta?.tree) return [];
  const bounds = await tx.first<{ lft: number; rgt: number }>(tx.builder.selectFrom(meta.tableName).select(['lft', 'rgt']).where('name', '=', node));
  if (!bounds) return [];
  const rows = await tx.all<{ name: string }>(tx.builder.selectFrom(meta.tableName).select('name').where('lft', '>', bounds.lft).where('rgt', '<', bounds.rgt));
  return rows.map((r) => r.name);
}
