import { whitelist } from '../../method-def.ts';

/** frappe.realtime.get_user_info: who the caller is and what kind of user, as Frappe's realtime server asks it. */
export const getUserInfo = whitelist({
  path: 'realtime.get_user_info',
  allowGuest: true,
  params: [],
  handler: (api) => ({ user: api.user.name, user_type: api.user.userType }),
});
