import { whitelist } from '../../method-def.ts';

const LOG_FIELDS = ['success', 'docname', 'messages', 'exception', 'row_indexes'];

/**
 * frappe.core.doctype.data_import.data_import.get_import_status: `{status, success, failed,
 * total_records}` of a Data Import the caller may read (the counts left out when zero, as Frappe's group-by answers).
 */
export const getImportStatus = whitelist({
  path: 'core.doctype.data_import.data_import.get_import_status',
  methods: ['GET', 'POST'],
  params: [{ name: 'data_import_name', type: 'str', required: true }],
  handler: async (api, a) => {
    const di = await api.docs.get('Data Import', a.data_import_name);
    const logs = api.asSystem();
    const success = await logs.count('Data Import Log', [['data_import', '=', a.data_import_name], ['success', '=', 1]]);
    const failed = await logs.count('Data Import Log', [['data_import', '=', a.data_import_name], ['success', '=', 0]]);
    return { status: di.status, ...(success ? { success } : {}), ...(failed ? { failed } : {}), total_records: di.payload_count ?? 0 };
  },
});

/** frappe.core.doctype.data_import.data_import.get_import_logs: a readable Data Import's logs in order (at most 5,000, as Frappe). */
export const getImportLogs = whitelist({
  path: 'core.doctype.data_import.data_import.get_import_logs',
  methods: ['GET', 'POST'],
  params: [{ name: 'data_import', type: 'str', required: true }],
  handler: async (api, a) => {
    await api.docs.get('Data Import', a.data_import);
    return api.asSystem().list('Data Import Log', { fields: LOG_FIELDS, filters: [['data_import', '=', a.data_import]], limit_page_length: 5000, order_by: 'log_index asc' });
  },
});
