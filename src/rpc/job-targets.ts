/**
 * What app code passes to `enqueue`: a dotted path, or a function or whitelisted method an app
 * module exports (called with the job's MethodContext and its keyword arguments; typed loosely
 * here so that the method context, which offers `enqueue`, is not named back).
 */
export type JobTarget = string | { readonly handler: (...args: never[]) => unknown } | ((api: never, kwargs: any) => unknown);

const JOB_PATH = Symbol.for('svc.jobPath');

/**
 * Marks an app module's export with the dotted path it is loaded under (apps/load-apps.ts), so a
 * reference passed to `enqueue` names it: the job travels by path, and each worker finds its own
 * copy of the function there. The first path wins when one function is exported twice.
 */
export function markJobPath(value: object, path: string): void {
  if (Object.hasOwn(value, JOB_PATH) || !Object.isExtensible(value)) return;
  Object.defineProperty(value, JOB_PATH, { value: path });
}

/** The dotted path a target names, or null for a function no app module exports. */
export function jobPathOf(target: JobTarget): string | null {
  if (typeof target === 'string') return target;
  if ((typeof target === 'function' || (typeof target === 'object' && target !== null)) && Object.hasOwn(target, JOB_PATH)) return (target as unknown as Record<symbol, string>)[JOB_PATH];
  return null;
}
