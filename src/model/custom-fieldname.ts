import { appError } from '../errors/app-error.ts';
import type { Doc } from './document.ts';

/** Names Frappe's Custom Field never takes as they are: it adds a "1". */
const RESTRICTED = new Set(['name', 'parent', 'creation', 'modified', 'modified_by', 'parentfield', 'parenttype', 'file_list', 'flags', 'docstatus']);
const LAYOUT = new Set(['Section Break', 'Column Break', 'Tab Break']);

/**
 * A Custom Field's fieldname as Frappe's set_fieldname makes it: the one given, else `custom_`
 * and the label's letters, digits and underscores (spaces as underscores), lower-cased; a layout
 * field without a label gets its type and a random suffix.
 */
export function customFieldname(doc: Doc): string {
  let fieldname = typeof doc.fieldname === 'string' ? doc.fieldname.trim() : '';
  if (!fieldname) {
    let label = typeof doc.label === 'string' ? doc.label : '';
    if (!label) {
      if (!LAYOUT.has(String(doc.fieldtype))) throw appError('VALIDATION', 'Label is mandatory');
      label = `${String(doc.fieldtype)}_${Math.random().toString(36).slice(2, 7)}`;
    }
    fieldname = `custom_${[...label.replaceAll(' ', '_')].filter((c) => /[\p{L}\p{N}_]/u.test(c)).join('')}`;
  }
  fieldname = fieldname.toLowerCase();
  return RESTRICTED.has(fieldname) ? `${fieldname}1` : fieldname;
}
