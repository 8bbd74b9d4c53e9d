import type { MethodRegistry } from '../../registry.ts';
import { bulkUpdate } from './bulk-update.ts';
import { cancel } from './cancel.ts';
import { deleteDoc } from './delete.ts';
import { get } from './get.ts';
import { getCount, getList } from './get-list.ts';
import { getDocPermissions } from './get-doc-permissions.ts';
import { getPassword } from './get-password.ts';
import { getTimeZone } from './get-time-zone.ts';
import { getSingleValue, getValue } from './get-value.ts';
import { hasPermission } from './has-permission.ts';
import { insert, insertMany } from './insert.ts';
import { isDocumentAmended } from './is-document-amended.ts';
import { renameDoc } from './rename-doc.ts';
import { save, submit } from './save.ts';
import { setValue } from './set-value.ts';
import { updateDocumentTitle } from './update-document-title.ts';
import { validateLink } from './validate-link.ts';

/**
 * Registers frappe.client's whitelisted methods (docs/DECISIONS.md F7) as `svc.client.*` and
 * `frappe.client.*`, with the form's rename, `frappe.model.rename_doc.update_document_title`.
 */
export function registerClientMethods(registry: MethodRegistry): void {
  for (const def of [getList, getCount, get, getValue, getSingleValue, setValue, insert, insertMany, save, submit, cancel, deleteDoc, renameDoc, updateDocumentTitle, bulkUpdate, hasPermission, validateLink, getDocPermissions, getPassword, getTimeZone, isDocumentAmended]) {
    registry.registerBuiltin(def);
  }
}
