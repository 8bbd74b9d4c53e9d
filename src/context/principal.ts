/** Who a request acts for: a user name and the roles that user holds (Frappe's automatic roles included). */
export interface Principal {
  readonly name: string;
  readonly roles: ReadonlySet<string>;
  readonly userType: 'System User' | 'Website User';
  /** Administrator and the internal system principal pass every permission check. */
  readonly superuser: boolean;
  /** Set when the request authenticated with an OAuth Bearer token: its client, scopes and lifetime (epoch seconds). */
  readonly oauth?: {
    readonly clientId: string;
    readonly scopes: readonly string[];
    readonly issuedAt: number;
    readonly expiresAt: number;
  };
  /** The user's User Permissions and shared documents; absent for a user with neither. */
  readonly restrictions?: Restrictions;
  /**
   * The address prefixes of the User's `restrict_ip`: every request, login and token issuance
   * must come from an address starting with one of them. Absent for a user without any.
   */
  readonly allowedAddresses?: readonly string[];
  /** System Settings' `disable_document_sharing` when the principal was loaded: no `share` right on anything. */
  readonly sharingDisabled?: boolean;
}

/** One allowed value of a User Permission (frappe get_user_permissions' entries). */
export interface AllowedValue {
  readonly doc: string;
  /** The one DocType the permission applies to; null when it applies to all. */
  readonly applicableFor: string | null;
  readonly isDefault: boolean;
}

/** The rights a DocShare grants. */
export type ShareRight = 'read' | 'write' | 'share' | 'submit';

/** What narrows (User Permissions) and widens (shares) a user's access beyond their roles. */
export interface Restrictions {
  /** Allowed values by the DocType they restrict, tree descendants included unless hidden. */
  readonly userPermissions: ReadonlyMap<string, readonly AllowedValue[]>;
  /** Documents shared with the user or with everyone: DocType → name → rights. */
  readonly shares: ReadonlyMap<string, ReadonlyMap<string, ReadonlySet<ShareRight>>>;
  /** System Settings' apply_strict_user_permissions when the principal was loaded. */
  readonly strict: boolean;
}

export const AUTOMATIC_ROLES = new Set(['Administrator', 'Guest', 'All', 'Desk User']);

/** The anonymous caller. */
export const GUEST: Principal = Object.freeze({
  name: 'Guest',
  roles: new Set(['Guest']),
  userType: 'Website User',
  superuser: false,
});

/** The principal of migrations and CLI maintenance: acts as Administrator, explicitly. */
export const SYSTEM: Principal = Object.freeze({
  name: 'Administrator',
  roles: new Set(['Administrator', 'System Manager', 'All', 'Guest', 'Desk User']),
  userType: 'System User',
  superuser: true,
});

/**
 * Builds a user's principal from assigned roles as Frappe derives them: assigned roles plus All
 * and Guest, plus Desk User when any assigned role has desk access (then the user is a System User).
 */
export function userPrincipal(name: string, assigned: Iterable<string>, deskRoles: ReadonlySet<string>): Principal {
  if (name === 'Administrator') return SYSTEM;
  const roles = new Set<string>(['All', 'Guest']);
  let desk = false;
  for (const role of assigned) {
    if (AUTOMATIC_ROLES.has(role)) continue;
    roles.add(role);
    if (deskRoles.has(role)) desk = true;
  }
  if (desk) roles.add('Desk User');
  return { name, roles, userType: desk ? 'System User' : 'Website User', superuser: false };
}

/** True for the anonymous caller (the GUEST principal, or any principal of the user Guest). */
export function isGuest(user: Principal): boolean {
  return user === GUEST || user.name === 'Guest';
}
