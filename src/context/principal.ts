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
