import { appError } from '../../../../src/errors/app-error.ts';
import { fieldtypeChangeAllowed } from '../../../../src/meta/customizable-properties.ts';
import type { DocFieldJson } from '../../../../src/meta/doctype-json.ts';
import type { DocDict } from '../../../../src/rpc/method-def.ts';
import { comparable } from './customize-target.ts';

/** Field types that hold no value (Frappe's no_value_fields), so never shown in a list. */
const NO_VALUE_TYPES = new Set(['Section Break', 'Column Break', 'Tab Break', 'HTML', 'Table', 'Table MultiSelect', 'Button', 'Image', 'Fold', 'Heading']);
/** The only types whose options Customize Form changes on a standard field (Frappe's ALLOWED_OPTIONS_CHANGE). */
const OPTIONS_CHANGE_TYPES = new Set(['Read Only', 'HTML', 'Data']);
/** Types a field may be marked translatable on (Frappe's supports_translation). */
const TRANSLATABLE_TYPES = new Set(['Data', 'Select', 'Text', 'Small Text', 'Text Editor']);

/** What becomes of one changed property of a standard field: kept, or left out with Frappe's message. */
export type PropertyVerdict = { keep: true } | { keep: false; message: string };

/**
 * Frappe's allow_property_change for a standard field's `prop` changed from what the field reads
 * now (`current`, customizations merged) to the row's value: a field type outside the allowed
 * conversions refuses the save (417); the changes Frappe leaves out with a message (enabling Allow
 * on Submit, clearing Mandatory or Read Only the app set, options of most types, ...) are left out
 * here too. `app` is the field as its app defines it.
 */
export function propertyVerdict(prop: string, row: DocDict, current: DocFieldJson, app: DocFieldJson | undefined): PropertyVerdict {
  const label = String(row.label ?? row.fieldname);
  const idx = Number(row.idx ?? 0);
  switch (prop) {
    case 'fieldtype':
      if (!Number(row.is_virtual) && !fieldtypeChangeAllowed(String(current.fieldtype), String(row.fieldtype))) {
        throw appError('VALIDATION', `Fieldtype cannot be changed from ${String(current.fieldtype)} to ${String(row.fieldtype)} in row ${idx}`);
      }
      return { keep: true };
    case 'allow_on_submit':
      if (Number(row.allow_on_submit) && !Number(app?.allow_on_submit)) return { keep: false, message: `Row ${idx}: Not allowed to enable Allow on Submit for standard fields` };
      return { keep: true };
    case 'reqd':
      if (!Number(row.reqd) && Number(app?.reqd)) return { keep: false, message: `Row ${idx}: Not allowed to disable Mandatory for standard fields` };
      return { keep: true };
    case 'in_list_view':
      if (Number(row.in_list_view) && row.fieldtype !== 'Attach Image' && NO_VALUE_TYPES.has(String(row.fieldtype))) {
        return { keep: false, message: `'In List View' not allowed for type ${String(row.fieldtype)} in row ${idx}` };
      }
      return { keep: true };
    case 'read_only':
      if (!Number(row.read_only) && Number(app?.read_only)) return { keep: false, message: `You cannot unset 'Read Only' for field ${label}` };
      return { keep: true };
    case 'options':
      if (!OPTIONS_CHANGE_TYPES.has(String(row.fieldtype))) return { keep: false, message: `You can't set 'Options' for field ${label}` };
      return { keep: true };
    case 'translatable':
      if (Number(row.translatable) && !TRANSLATABLE_TYPES.has(String(row.fieldtype))) return { keep: false, message: `You can't set 'Translatable' for field ${label}` };
      return { keep: true };
    default:
      return { keep: true };
  }
}

/** Frappe's check_hidden_and_mandatory on the field as the save leaves it. */
export function checkHiddenAndMandatory(doctype: string, row: DocDict): void {
  if (Number(row.hidden) && Number(row.reqd) && comparable('Text', row.default) === '') {
    throw appError('VALIDATION', `${doctype}: Field ${String(row.label ?? row.fieldname)} in row ${Number(row.idx ?? 0)} cannot be hidden and mandatory without default`);
  }
}
