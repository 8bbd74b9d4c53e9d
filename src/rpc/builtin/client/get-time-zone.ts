import { whitelist } from '../../method-def.ts';

/** svc.client.get_time_zone (frappe.client.get_time_zone): the site's time zone, to Guests too. */
export const getTimeZone = whitelist({
  path: 'client.get_time_zone',
  allowGuest: true,
  params: [],
  handler: (api) => ({ time_zone: api.dc.site.timeZone }),
});
