import type { MethodRegistry } from '../../registry.ts';
import { addTags } from './add-tags.ts';
import { assignAddMultiple, assignRemoveMultiple } from './assign-multiple.ts';
import { submitCancelOrUpdateDocs } from './bulk-docs.ts';
import { deleteItems } from './delete-items.ts';
import { getListSettings, saveListviewSettings, setListSettings } from './list-settings.ts';
import { reportviewGetList } from './reportview-get-list.ts';
import { userSettingsGet, userSettingsSave } from './user-settings.ts';

/** The desk list view's methods (issue 52 part 1), as `svc.*` and `frappe.*`. */
export function registerListMethods(registry: MethodRegistry): void {
  for (const def of [userSettingsGet, userSettingsSave, getListSettings, setListSettings, saveListviewSettings, reportviewGetList, addTags, assignAddMultiple, assignRemoveMultiple, deleteItems, submitCancelOrUpdateDocs]) registry.registerBuiltin(def);
}
