import type { MethodRegistry } from '../../registry.ts';
import { getFilesInFolder, getMaxFileSize } from './file-api.ts';

/** The File manager's methods (frappe.core.api.file), as `svc.*` and `frappe.*`. */
export function registerFileMethods(registry: MethodRegistry): void {
  for (const def of [getMaxFileSize, getFilesInFolder]) registry.registerBuiltin(def);
}
