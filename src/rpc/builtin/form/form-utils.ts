import { appError } from '../../../errors/app-error.ts';
import { loadReadableDocument } from '../../../model/load-document.ts';
import { accessFor } from '../../../model/permissions.ts';
import { requireDocRight } from '../../../model/steps/check-permission.ts';
import { requireDocType } from '../../../operations/require-doctype.ts';
import { isPlainObject } from '../../../util/json.ts';
import { whitelist } from '../../method-def.ts';

/** A standard column or a field with a column: what a form may be ordered by. */
const STANDARD_SORT = new Set(['name', 'creation', 'modified', 'owner', 'modified_by', 'idx', 'docstatus']);

/** The form's filters as a list of conditions (Frappe takes a list; a dict's entries are `=` or `[op, value]`). */
function filterList(filters: unknown): unknown[] {
  if (filters === undefined || filters === null || filters === '') return [];
  if (Array.isArray(filters)) return [...filters];
  if (isPlainObject(filters)) return Object.entries(filters).map(([k, v]) => (Array.isArray(v) ? [k, ...v] : [k, '=', v]));
  throw appError('VALIDATION', '`filters` must be a list of conditions');
}

/**
 * frappe.desk.form.utils.get_next: the form's previous/next arrows. The name of the document
 * right after `value` in `sort_field` order (`prev` walks the other way), among those the caller
 * may list that match `filters`; none left is `No further records` and no message. `value`'s
 * own sort value is read whatever the caller's rights on it, as Frappe does: only names the
 * caller may list come back.
 */
export const getNext = whitelist({
  path: 'desk.form.utils.get_next',
  params: [
    { name: 'doctype', type: 'str', required: true },
    { name: 'value', type: 'str', required: true },
    { name: 'prev', type: 'bool', required: true },
    { name: 'filters', type: 'json' },
    { name: 'sort_order', type: 'str', default: 'desc' },
    { name: 'sort_field', type: 'str', default: 'modified' },
  ],
  handler: async (api, a) => {
    const meta = requireDocType(api.dc, a.doctype);
    // The form sends what its list view holds, which may be nothing: Frappe's defaults then.
    const order = String(a.sort_order || 'desc').toLowerCase();
    if (order !== 'asc' && order !== 'desc') throw appError('VALIDATION', '`sort_order` must be asc or desc');
    const field = String(a.sort_field || 'modified');
    if (!STANDARD_SORT.has(field) && !meta.fieldMap.get(field)?.column) throw appError('VALIDATION', `Cannot sort ${meta.name} by ${field.slice(0, 140)}`);
    const filters = filterList(a.filters);
    // Ascending goes to greater values; `prev` turns both the comparison and the order around.
    const forward = (order === 'asc') !== Boolean(a.prev);
    const current = (await api.asSystem().list(meta.name, { fields: [field], filters: [['name', '=', a.value]], limit_page_length: 1 })) as Array<Record<string, unknown>>;
    const rows = current.length === 0 ? [] : ((await api.docs.list(meta.name, {
      fields: ['name'], filters: [...filters, [field, forward ? '>' : '<', current[0][field]]], order_by: `${field} ${forward ? 'asc' : 'desc'}`, limit_page_length: 1, as_dict: false,
    })) as unknown[][]);
    if (rows.length === 0) {
      api.msgprint('No further records');
      return null;
    }
    return rows[0][0];
  },
});

/**
 * frappe.desk.form.utils.remove_attach: deletes the File `fid`. A file attached to a document
 * needs write permission on that document (Frappe's File permission for delete); any other
 * file, or one whose document no longer exists, the caller's own File rights. The attached document's timeline gets its "Removed" entry.
 */
export const removeAttach = whitelist({
  path: 'desk.form.utils.remove_attach',
  methods: ['DELETE', 'POST'],
  params: [
    { name: 'fid', type: 'str', required: true },
    { name: 'dt', type: 'str' },
    { name: 'dn', type: 'str' },
  ],
  handler: async (api, a) => {
    const file = (await api.asSystem().list('File', { fields: ['name', 'attached_to_doctype', 'attached_to_name'], filters: [['name', '=', a.fid]], limit_page_length: 1 })) as Array<Record<string, unknown>>;
    if (file.length === 0) throw appError('DOC_NOT_FOUND', `File ${String(a.fid).slice(0, 140)} not found`);
    const { attached_to_doctype: dt, attached_to_name: dn } = file[0];
    const target = typeof dt === 'string' && dt && dn !== null && dn !== undefined && dn !== '' ? api.dc.site.meta.get(dt) : undefined;
    // A file whose document is gone (or never was) is deleted under the caller's own File rights.
    if (!target || !(await api.asSystem().exists(target.name, String(dn)))) {
      await api.docs.delete('File', a.fid);
      return null;
    }
    const doc = await loadReadableDocument(api.dc, target, String(dn));
    requireDocRight(accessFor(target, api.user, api.dc.site.controllers), api.user, 'write', doc);
    await api.ignoringPermissions().delete('File', a.fid);
    return null;
  },
});
