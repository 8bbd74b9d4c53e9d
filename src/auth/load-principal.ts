import { userPrincipal, type Principal } from '../context/principal.ts';
import { credentialKey } from '../context/credential-keys.ts';
import type { Tx } from '../storage/database.ts';
import { loadRestrictions } from './load-restrictions.ts';
import type { PrincipalSite } from './principal-site.ts';
import { addressPrefixes } from '../util/address-prefixes.ts';
import type { Awaitable } from '../util/awaitable.ts';

/** Runs a lookup in a read scope, opened only when a cache misses. */
export type WithTx = <T>(fn: (tx: Tx) => Promise<T>) => Awaitable<T>;

/**
 * The principal of an enabled user with their roles and `restrict_ip` prefixes, or null for an
 * unknown or disabled user; cached per site (every User change sends the `auth` notice, which
 * empties the cache), and answered from the cache without a promise, so the User record's
 * security fields cost a request nothing.
 */
export function loadPrincipal(site: PrincipalSite, withTx: WithTx, userName: string): Awaitable<Principal | null> {
  const cached = site.credentials.get(credentialKey<Principal | null>('principal', userName));
  return cached !== undefined ? cached : readAndCache(site, withTx, userName);
}

async function readAndCache(site: PrincipalSite, withTx: WithTx, userName: string): Promise<Principal | null> {
  const key = credentialKey<Principal | null>('principal', userName);
  const since = site.credentials.epoch;
  const principal = await withTx(async (tx) => {
    const found = await readPrincipal(tx, userName);
    if (!found || found.superuser) return found;
    const restrictions = await loadRestrictions(site, tx, userName);
    // Administrator keeps sharing, as Frappe's has_permission answers for Administrator first.
    const sharingDisabled = site.settings.disableDocumentSharing ? { sharingDisabled: true } : undefined;
    return restrictions || sharingDisabled ? { ...found, ...(restrictions && { restrictions }), ...sharingDisabled } : found;
  });
  site.credentials.set(key, principal, since);
  return principal;
}

async function readPrincipal(tx: Tx, userName: string): Promise<Principal | null> {
  const user = await tx.first<{ name: string; enabled: number; restrict_ip: string | null }>(
    tx.builder.selectFrom('tabUser').select(['name', 'enabled', 'restrict_ip']).where('name', '=', userName),
  );
  let principal: Principal | null = null;
  if (user && Number(user.enabled) === 1) {
    const roles = await tx.all<{ role: string; desk_access: number | null; disabled: number | null }>(
      tx.builder
        .selectFrom('tabHas Role as h')
        .leftJoin('tabRole as r', 'r.name', 'h.role')
        .select(['h.role', 'r.desk_access', 'r.disabled'])
        .where('h.parent', '=', userName)
        .where('h.parenttype', '=', 'User'),
    );
    const active = roles.filter((r) => !Number(r.disabled));
    const desk = new Set(active.filter((r) => Number(r.desk_access) === 1).map((r) => r.role));
    principal = userPrincipal(user.name, active.map((r) => r.role), desk);
    const allowedAddresses = addressPrefixes(user.restrict_ip);
    // Administrator's principal is the shared SYSTEM one: a restricted copy is made, never a change to it.
    if (allowedAddresses.length > 0) principal = { ...principal, allowedAddresses };
  }
  return principal;
}
