import { frappeThrow, type DocController } from '../../../../src/apps/app-api.ts';
import { parseSessionExpiry } from '../../../../src/context/system-settings.ts';
import { isValidTimeZone } from '../../../../src/util/datetime.ts';

/**
 * System Settings: its values are checked here, and a save tells every process of the site
 * (the `settings` notice), which re-read them at once.
 */
const controller: DocController = {
  events: {
    validate(_dc, doc) {
      const expiry = doc.session_expiry;
      if (expiry !== null && expiry !== undefined && expiry !== '' && parseSessionExpiry(expiry) === null) {
        frappeThrow(`Session Expiry must be in format hh:mm (for example 72:00), not ${JSON.stringify(String(expiry).slice(0, 40))}`);
      }
      const zone = doc.time_zone;
      if (typeof zone === 'string' && zone.trim() && !isValidTimeZone(zone.trim())) frappeThrow(`${zone.slice(0, 64)} is not a valid time zone (an IANA name such as Europe/Berlin)`);
    },
    async on_update(dc) {
      await dc.site.db.notify(dc.tx, 'settings');
    },
  },
};

export default controller;
