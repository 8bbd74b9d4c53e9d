/**
 * What a Property Setter may change, with the type its value is stored as: the DocType and field
 * properties Customize Form edits (Frappe v15's `doctype_properties` and `docfield_properties`;
 * docs/DECISIONS.md F61). Anything else is refused, as Customize Form never writes it.
 */
export const DOCTYPE_PROPERTIES: Readonly<Record<string, string>> = {
  search_fields: 'Data', title_field: 'Data', image_field: 'Data', sort_field: 'Data', sort_order: 'Data',
  default_print_format: 'Data', allow_copy: 'Check', quick_entry: 'Check', queue_in_background: 'Check',
  editable_grid: 'Check', max_attachments: 'Int', make_attachments_public: 'Check', track_changes: 'Check',
  track_views: 'Check', allow_auto_repeat: 'Check', allow_import: 'Check', show_preview_popup: 'Check',
  default_email_template: 'Data', email_append_to: 'Check', subject_field: 'Data', sender_field: 'Data',
  naming_rule: 'Data', autoname: 'Data', show_title_field_in_link: 'Check', is_calendar_and_gantt: 'Check',
  default_view: 'Select', force_re_route_to_default_view: 'Check', translated_doctype: 'Check',
};

export const DOCFIELD_PROPERTIES: Readonly<Record<string, string>> = {
  idx: 'Int', label: 'Data', fieldtype: 'Select', options: 'Text', sort_options: 'Check', fetch_from: 'Small Text',
  fetch_if_empty: 'Check', show_dashboard: 'Check', permlevel: 'Int', width: 'Data', print_width: 'Data',
  non_negative: 'Check', reqd: 'Check', unique: 'Check', ignore_user_permissions: 'Check', in_list_view: 'Check',
  in_standard_filter: 'Check', in_global_search: 'Check', in_preview: 'Check', bold: 'Check', no_copy: 'Check',
  ignore_xss_filter: 'Check', hidden: 'Check', collapsible: 'Check', collapsible_depends_on: 'Data',
  print_hide: 'Check', print_hide_if_no_value: 'Check', report_hide: 'Check', allow_on_submit: 'Check',
  translatable: 'Check', mandatory_depends_on: 'Data', read_only_depends_on: 'Data', depends_on: 'Data',
  description: 'Text', default: 'Text', precision: 'Select', read_only: 'Check', length: 'Int', columns: 'Int',
  remember_last_selected_value: 'Check', allow_bulk_edit: 'Check', auto_repeat: 'Link', allow_in_quick_entry: 'Check',
  hide_border: 'Check', hide_days: 'Check', hide_seconds: 'Check', is_virtual: 'Check', link_filters: 'JSON',
  placeholder: 'Data',
};

/**
 * The DocType property Customize Form keeps its field order in: a JSON list of fieldnames, applied
 * by the metadata merge (meta/customize-doctype.ts; docs/DECISIONS.md D119). Not one of the
 * properties Customize Form shows as a field.
 */
export const FIELD_ORDER = 'field_order';

/** Field types a field may change between: both in one group (Frappe v15's ALLOWED_FIELDTYPE_CHANGE). */
const FIELDTYPE_GROUPS: readonly (readonly string[])[] = [
  ['Currency', 'Float', 'Percent'],
  ['Small Text', 'Data'],
  ['Text', 'Data'],
  ['Text', 'Text Editor', 'Code', 'Signature', 'HTML Editor'],
  ['Data', 'Select'],
  ['Text', 'Small Text', 'Long Text'],
  ['Text', 'Data', 'Barcode'],
  ['Code', 'Geolocation'],
  ['Table', 'Table MultiSelect'],
];

/** True when a field of type `from` may become a `to` (the same type, or both in one group). */
export function fieldtypeChangeAllowed(from: string, to: string): boolean {
  return from === to || FIELDTYPE_GROUPS.some((group) => group.includes(from) && group.includes(to));
}

/** The value a property setter's text stands for: a number for Check and Int properties, else the text. */
export function propertyValue(propertyType: string, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (propertyType === 'Check' || propertyType === 'Int') {
    const n = Number(value);
    return Number.isFinite(n) ? Math.trunc(n) : 0;
  }
  return String(value);
}
