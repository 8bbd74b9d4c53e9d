import type { Principal } from '../context/principal.ts';
import type { TokenSite } from './oauth-site.ts';
import { personName } from '../util/person-name.ts';

/** The OpenID claims of a user (docs/DECISIONS.md F17), in Frappe's key order. */
export interface UserClaims {
  sub: string;
  name: string;
  given_name: string | null;
  family_name: string | null;
  email: string | null;
  picture: string | null;
  roles: string[];
  iss: string;
}

/**
 * Reads the claims of `principal`'s user. `sub` is the user name (a string for every user,
 * Administrator included, which OpenID clients require).
 */
export async function userClaims(site: TokenSite, principal: Principal, issuer: string): Promise<UserClaims> {
  const row = await site.db.read((tx) =>
    tx.first<Record<string, string | null>>(
      tx.builder.selectFrom('tabUser').select(['name', 'first_name', 'last_name', 'full_name', 'email', 'user_image']).where('name', '=', principal.name),
    ),
  );
  const name = personName(row?.first_name, row?.last_name);
  const picture = pictureUrl(row?.user_image || null, issuer);
  return {
    sub: principal.name,
    name: name || row?.full_name || principal.name,
    given_name: row?.first_name ?? null,
    family_name: row?.last_name ?? null,
    email: row?.email ?? null,
    picture,
    roles: [...principal.roles],
    iss: issuer,
  };
}

/**
 * `picture` made absolute against the issuer unless it already is an absolute URL; null when the
 * stored value cannot be one (`user_image` is the user's own input: it must not break sign-in).
 */
function pictureUrl(image: string | null, issuer: string): string | null {
  if (!image) return null;
  if (/^(https?|ftps?):\/\//i.test(image)) return image;
  try {
    return new URL(image, `${issuer}/`).toString();
  } catch {
    return null;
  }
}
