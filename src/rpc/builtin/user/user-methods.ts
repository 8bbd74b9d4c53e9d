import { AUTOMATIC_ROLES } from '../../../context/principal.ts';
import { appError } from '../../../errors/app-error.ts';
import type { MethodContext } from '../../method-context.ts';
import { whitelist } from '../../method-def.ts';

const MODULE = 'core.doctype.user.user';

/** Frappe's get_roles(user): Guest's own; every Role for Administrator; else the assigned roles, then All and Guest, and Desk User for a System User. */
async function rolesOf(api: MethodContext, user: string): Promise<string[]> {
  if (!user || user === 'Guest') return ['Guest'];
  const system = api.asSystem();
  if (user === 'Administrator') return ((await system.list('Role', { fields: ['name'], limit_page_length: 0 })) as Array<{ name: string }>).map((r) => r.name);
  const tx = api.dc.tx;
  const assigned = await tx.all<{ role: string }>(tx.builder.selectFrom('tabHas Role').select('role').where('parent', '=', user).where('parenttype', '=', 'User').orderBy('idx'));
  const roles = assigned.map((r) => r.role).filter((r) => !AUTOMATIC_ROLES.has(r));
  roles.push('All', 'Guest');
  const row = await tx.first<{ user_type: string | null }>(tx.builder.selectFrom('tabUser').select('user_type').where('name', '=', user));
  if (row?.user_type === 'System User') roles.push('Desk User');
  return roles;
}

/**
 * frappe.core.doctype.user.user.get_roles: the roles of the user `uid` (Frappe reads it from the
 * request, beside an unused `arg`). Frappe answers any signed-in caller about anyone; svc answers
 * about another user only a caller who may read that User record (docs/DECISIONS.md D57).
 */
export const getRoles = whitelist({
  path: `${MODULE}.get_roles`,
  params: [
    { name: 'uid', type: 'str', required: true },
    { name: 'arg', type: 'any' },
  ],
  handler: async (api, a) => {
    // Guest's roles are the same on every site: nothing to keep from anyone.
    if (a.uid !== api.user.name && a.uid !== 'Guest' && !(await api.docs.exists('User', a.uid)) && (await api.asSystem().exists('User', a.uid))) {
      throw appError('PERMISSION_DENIED', `No permission for User ${a.uid}`);
    }
    return rolesOf(api, a.uid);
  },
});

/**
 * Current IANA names the runtime's list (ICU's, by CLDR) still spells the old way; both are
 * offered, as pytz's list holds both, so a zone a Frappe site stored is among them.
 */
const RENAMED: Record<string, string> = {
  'Asia/Calcutta': 'Asia/Kolkata', 'Asia/Katmandu': 'Asia/Kathmandu', 'Asia/Rangoon': 'Asia/Yangon', 'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Europe/Kiev': 'Europe/Kyiv', 'America/Godthab': 'America/Nuuk', 'Pacific/Enderbury': 'Pacific/Kanton', 'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Pacific/Truk': 'Pacific/Chuuk', 'Pacific/Ponape': 'Pacific/Pohnpei', 'Africa/Asmera': 'Africa/Asmara', 'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Indianapolis': 'America/Indiana/Indianapolis', 'America/Louisville': 'America/Kentucky/Louisville', 'Asia/Thimbu': 'Asia/Thimphu',
};

/** The IANA time zones this runtime knows, under their current names too, UTC among them, sorted. */
function timeZones(): string[] {
  const zones = new Set(Intl.supportedValuesOf('timeZone'));
  zones.add('UTC');
  for (const [old, current] of Object.entries(RENAMED)) if (zones.has(old) && knownZone(current)) zones.add(current);
  return [...zones].sort();
}

function knownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * frappe.core.doctype.user.user.get_timezones: `{"timezones": [...]}`, the time zones a User's
 * (and System Settings') time zone may take: the runtime's IANA names (docs/DECISIONS.md D59).
 */
export const getTimezones = whitelist({
  path: `${MODULE}.get_timezones`,
  params: [],
  handler: () => ({ timezones: timeZones() }),
});
