import { appError } from '../../../errors/app-error.ts';
import { DocTypeDefinitionError } from '../../../meta/parse-doctype.ts';
import { customFieldname } from '../../../model/custom-fieldname.ts';
import { draftCustomization } from '../../../model/customizations.ts';
import { syncTable } from '../../../storage/schema-sync.ts';
import { whitelist } from '../../method-def.ts';
import { onlyForSystemManager } from '../permission-manager/custom-perms.ts';

/**
 * frappe.custom.doctype.custom_field.custom_field.rename_fieldname: a Custom Field's fieldname
 * changed, its values with it. The column under the new name is added and filled from the old
 * one in the request's transaction, which leaves the old column as an orphan (as a deleted
 * field's) but rolls back whole on every dialect, MariaDB's implicit DDL commits included
 * (docs/DECISIONS.md D106). The record keeps its name, as Frappe's does.
 */
export const renameFieldname = whitelist({
  path: 'custom.doctype.custom_field.custom_field.rename_fieldname',
  params: [
    { name: 'custom_field', type: 'str', required: true },
    { name: 'fieldname', type: 'str', required: true },
  ],
  handler: async (api, a) => {
    onlyForSystemManager(api.user);
    const { tx, site } = api.dc;
    const field = await api.asSystem().get('Custom Field', a.custom_field);
    const dt = String(field.dt);
    const oldName = String(field.fieldname);
    const newName = customFieldname({ ...field, fieldname: a.fieldname });
    if (Number(field.is_system_generated)) throw appError('VALIDATION', 'System Generated Fields can not be renamed');
    const target = site.meta.get(dt);
    if (!target) throw appError('DOCTYPE_NOT_FOUND', `DocType ${dt} not found`);
    const columns = target.issingle || target.isVirtual ? null : await site.db.schema.tableColumns(tx, target.tableName);
    if (columns?.has(a.fieldname) || target.fieldMap.has(newName)) throw appError('VALIDATION', `Can not rename as column ${a.fieldname} is already present on DocType.`);
    if (oldName === newName) {
      api.msgprint('Old and new fieldnames are same.', { alert: true });
      return undefined;
    }
    let renamed;
    try {
      renamed = await draftCustomization(tx, site.meta, dt, (draft) => {
        const at = draft.fields.findIndex((row) => row.name === field.name);
        if (at >= 0) draft.fields[at] = { ...draft.fields[at], fieldname: newName };
      });
    } catch (err) {
      if (err instanceof DocTypeDefinitionError) throw appError('VALIDATION', err.reason);
      throw err;
    }
    await syncTable(tx, site.db.schema, renamed);
    if (columns?.has(oldName) && renamed.fieldMap.get(newName)?.column) {
      await tx.run(tx.builder.updateTable(target.tableName).set((eb) => ({ [newName]: eb.ref(oldName) })));
    }
    if (target.issingle) await tx.run(tx.builder.updateTable('tabSingles').set({ field: newName }).where('doctype', '=', dt).where('field', '=', oldName));
    const customField = site.meta.get('Custom Field')!;
    await tx.run(tx.builder.updateTable(customField.tableName).set({ fieldname: newName }).where('name', '=', String(field.name)));
    await tx.run(tx.builder.updateTable(customField.tableName).set({ insert_after: newName }).where('dt', '=', dt).where('insert_after', '=', oldName));
    const setters = site.meta.get('Property Setter');
    if (setters) await tx.run(tx.builder.updateTable(setters.tableName).set({ field_name: newName }).where('doc_type', '=', dt).where('field_name', '=', oldName));
    // Passwords live in __Auth under their fieldname.
    if (field.fieldtype === 'Password') await tx.run(tx.builder.updateTable('__Auth').set({ fieldname: newName }).where('doctype', '=', dt).where('fieldname', '=', oldName));
    await site.db.notify(tx, 'meta');
    api.msgprint(`Custom field renamed to ${newName} successfully.`, { alert: true });
    return undefined;
  },
});
