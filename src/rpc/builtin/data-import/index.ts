import type { MethodRegistry } from '../../registry.ts';
import { downloadErroredTemplate } from './errored-template.ts';
import { downloadTemplate } from './download-template.ts';
import { exportData } from './export-data.ts';
import { getImportLogs, getImportStatus } from './import-status.ts';
import { getPreviewFromTemplate } from './preview.ts';
import { formStartImport } from './start-import.ts';

/** Data Import's methods (frappe.core.doctype.data_import.data_import) and data export's export_data, as `svc.*` and `frappe.*`. */
export function registerDataImportMethods(registry: MethodRegistry): void {
  for (const def of [getPreviewFromTemplate, formStartImport, getImportStatus, getImportLogs, downloadTemplate, downloadErroredTemplate, exportData]) registry.registerBuiltin(def);
}
