import { accessFor } from '../../../model/permissions.ts';
import { whitelist } from '../../method-def.ts';

/**
 * frappe.desk.notifications.get_notification_info in v15's shape. svc has no notification_config
 * hooks, so there are no open counts, targets or conditions; `module_doctypes` lists the DocTypes
 * the caller may read by module, as Frappe's does.
 */
export const getNotificationInfo = whitelist({
  path: 'desk.notifications.get_notification_info',
  params: [],
  handler: (api) => {
    const module_doctypes: Record<string, string[]> = {};
    for (const meta of api.dc.site.meta.all()) {
      if (meta.istable || !accessFor(meta, api.user, api.dc.site.controllers).has('read')) continue;
      const module = typeof meta.source.module === 'string' && meta.source.module ? meta.source.module : 'Core';
      (module_doctypes[module] ??= []).push(meta.name);
    }
    for (const list of Object.values(module_doctypes)) list.sort();
    return { open_count_doctype: {}, targets: {}, conditions: {}, module_doctypes };
  },
});
