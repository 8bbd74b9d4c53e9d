import { serverMessages, type Api } from './api';

/** One row of Customize Form's `fields` table, as fetch_to_customize answers it. */
export interface CustomizeRow {
  fieldname?: string;
  label?: string | null;
  fieldtype?: string;
  options?: string | null;
  reqd?: number;
  hidden?: number;
  in_list_view?: number;
  is_custom_field?: number;
  [key: string]: unknown;
}

/** The Customize Form document the desk edits and sends back. */
export interface CustomizeFormDoc {
  doctype: 'Customize Form';
  name: 'Customize Form';
  doc_type: string | null;
  fields: CustomizeRow[];
  [key: string]: unknown;
}

/** Field types a new custom field may take in the grid (those svc stores in a column, and layout breaks). */
export const NEW_FIELD_TYPES = [
  'Data', 'Small Text', 'Text', 'Long Text', 'Text Editor', 'Select', 'Link', 'Check', 'Int', 'Float', 'Currency',
  'Percent', 'Date', 'Datetime', 'Time', 'Phone', 'Color', 'Section Break', 'Column Break',
];

/** The fieldname svc's Custom Field makes from a label (shown for a new row before it is saved). */
export function fieldnameOf(label: string): string {
  return `custom_${[...label.replaceAll(' ', '_')].filter((c) => /[\p{L}\p{N}_]/u.test(c)).join('')}`.toLowerCase();
}

/** Calls one of Customize Form's document methods as Frappe's desk does (run_doc_method with the form as `docs`). */
export async function runCustomizeMethod(api: Api, method: 'fetch_to_customize' | 'save_customization' | 'reset_to_defaults', form: Partial<CustomizeFormDoc>): Promise<{ doc: CustomizeFormDoc; messages: string[] }> {
  const res = await api.request('POST', '/api/method/run_doc_method', { method, docs: { doctype: 'Customize Form', name: 'Customize Form', ...form } });
  return { doc: res.docs[0] as CustomizeFormDoc, messages: serverMessages(res) };
}
