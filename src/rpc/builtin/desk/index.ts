import type { MethodRegistry } from '../../registry.ts';
import { getUserInfo } from './realtime.ts';
import { reportviewGet, reportviewGetCount } from './reportview.ts';

/** The desk's methods Frappe's own tests and clients call, as `svc.*` and `frappe.*`. */
export function registerDeskMethods(registry: MethodRegistry): void {
  for (const def of [reportviewGet, reportviewGetCount, getUserInfo]) registry.registerBuiltin(def);
}
