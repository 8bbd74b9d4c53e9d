import type { MethodRegistry } from '../../registry.ts';
import { getHtmlAndStyle } from './get-html-and-style.ts';

/** Printing's methods that answer JSON (frappe.www.printview); the PDF downloads are HTTP methods (http/routes/print.ts). */
export function registerPrintMethods(registry: MethodRegistry): void {
  registry.registerBuiltin(getHtmlAndStyle);
}
