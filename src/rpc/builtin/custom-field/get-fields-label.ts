import { appError } from '../../../errors/app-error.ts';
import { NOT_CUSTOMIZABLE } from '../../../model/customizations.ts';
import { accessFor } from '../../../model/permissions.ts';
import { requireDocType } from '../../../operations/require-doctype.ts';
import { whitelist } from '../../method-def.ts';

/**
 * frappe.custom.doctype.custom_field.custom_field.get_fields_label: a DocType's fields as
 * `{value, label}`, for a Custom Field's "Insert After". DocTypes that take no Custom Fields and
 * custom DocTypes answer Frappe's message instead. svc asks what getdoctype asks: read or select.
 */
export const getFieldsLabel = whitelist({
  path: 'custom.doctype.custom_field.custom_field.get_fields_label',
  params: [{ name: 'doctype', type: 'str', required: true }],
  handler: (api, a) => {
    const meta = requireDocType(api.dc, a.doctype);
    const access = accessFor(meta, api.user, api.dc.site.controllers);
    if (!meta.istable && !access.has('read') && !access.has('select')) throw appError('PERMISSION_DENIED', `No permission to read ${meta.name}`);
    if (NOT_CUSTOMIZABLE.has(meta.name)) {
      api.msgprint('Custom Fields cannot be added to core DocTypes.');
      return undefined;
    }
    if (meta.custom) {
      api.msgprint('Custom Fields can only be added to a standard DocType.');
      return undefined;
    }
    return meta.fields.map((f) => ({ value: f.fieldname, label: f.label }));
  },
});
