import type { DocTypeMeta, FieldMeta } from '../meta/doctype-meta.ts';

/** A field whose value goes into the global search index: its name, label and type. */
export interface SearchField {
  readonly fieldname: string;
  readonly label: string;
  readonly fieldtype: string;
}

const SCRIPT_OR_STYLE = /<\s*(script|style)[\s\S]*?<\/\1>/gi;
const TAG = /<[^>]*>/g;
const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** HTML character references as text (Python's html.unescape for the references editors write). */
function unescapeHtml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED[ref.toLowerCase()] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/**
 * One field's part of a document's content, as Frappe v15's get_formatted_value: "Label : value",
 * HTML tags removed; a Text or Text Editor value also loses its scripts and styles, its character
 * references and its runs of white space.
 */
export function formattedValue(value: unknown, field: SearchField): string {
  let text = String(value);
  if (field.fieldtype === 'Text' || field.fieldtype === 'Text Editor') {
    text = unescapeHtml(text).replace(SCRIPT_OR_STYLE, '').split(/\s+/).filter(Boolean).join(' ');
  }
  return `${field.label} : ${text.replace(TAG, '')}`;
}

/** Field types that hold no value (Frappe's no_value_fields): never indexed, whatever they say. */
const isValueField = (f: FieldMeta): boolean => f.column !== null && !f.isTable;

/**
 * The fields of `meta` marked `in_global_search` that hold a value, and `name` when the DocType
 * says `show_name_in_global_search` (Frappe v15's Meta.get_global_search_fields).
 */
export function globalSearchFields(meta: DocTypeMeta): SearchField[] {
  const marked = new Set(
    ((meta.source.fields ?? []) as Array<Record<string, unknown>>).filter((f) => Number(f.in_global_search) === 1).map((f) => String(f.fieldname)),
  );
  const fields: SearchField[] = meta.fields.filter((f) => marked.has(f.fieldname) && isValueField(f)).map((f) => ({ fieldname: f.fieldname, label: f.label, fieldtype: f.fieldtype }));
  if (Number(meta.source.show_name_in_global_search) === 1) fields.push({ fieldname: 'name', label: 'Name', fieldtype: 'Data' });
  return fields;
}
