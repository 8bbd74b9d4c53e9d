import type { MethodRegistry } from '../../registry.ts';
import { make } from './make.ts';
import { unsubscribe } from './unsubscribe.ts';

/** Mail: the composer's communication.email.make and the unsubscribe link, as `svc.*` and `frappe.*`. */
export function registerEmailMethods(registry: MethodRegistry): void {
  for (const def of [make, unsubscribe]) registry.registerBuiltin(def);
}
