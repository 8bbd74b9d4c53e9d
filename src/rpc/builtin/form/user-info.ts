import type { DocumentApi } from '../../document-api.ts';

/** One user as the desk shows them beside a document (Frappe's add_user_info). */
export interface UserInfo {
  fullname: string;
  image: string | null;
  name: string;
  email: string | null;
  time_zone: string | null;
}

/**
 * Frappe's add_user_info: full name, image, email and time zone of each named user that exists,
 * keyed by user; names that are no User are left out. Read with system rights: the desk shows
 * these for whoever appears on a document the caller may read.
 */
export async function userInfoOf(system: DocumentApi, users: Iterable<unknown>): Promise<Record<string, UserInfo>> {
  const names = [...new Set([...users].filter((u): u is string => typeof u === 'string' && u !== ''))];
  const info: Record<string, UserInfo> = {};
  if (names.length === 0) return info;
  const rows = (await system.list('User', {
    fields: ['name', 'full_name', 'user_image', 'email', 'time_zone'], filters: [['name', 'in', names]], limit_page_length: 0,
  })) as Array<Record<string, string | null>>;
  for (const row of rows) {
    const name = String(row.name);
    info[name] = { fullname: row.full_name || name, image: row.user_image ?? null, name, email: row.email ?? null, time_zone: row.time_zone ?? null };
  }
  return info;
}
